import type { cornerZh } from './corner.zh-CN';
import type { DeepStrings } from './deep-strings';

export const cornerEn: DeepStrings<typeof cornerZh> = {
  notices: {
    title: 'Notices',
    empty: 'No messages',
    readAll: 'Mark all read',
    unread: 'Unread',
    important: 'Important',
    detailTitle: 'Message',
    from: 'From: {{name}}',
    acknowledge: 'Got it',
  },
  help: {
    title: 'Help center',
    empty: 'No questions yet',
    contact: 'No answer here? Contact live support',
  },
  aboutInfo: {
    version: 'Version',
    licenceTitle: 'Licence',
    licence:
      'For users aged 18 or over, where the law of their place allows it. Open-source components are released under their own licences (MIT, Apache-2.0 and others); copyright stays with their authors.',
    responsibleTitle: 'Play responsibly',
    responsible:
      'Play responsibly and within your means. Keep your time and money in check, never borrow to play. Minors may not take part. If it feels hard to stop, pause and ask family or a professional for help.',
  },
  forgot: {
    link: 'Forgot password?',
    title: 'Reset password',
    phone: 'Phone',
    phonePlaceholder: 'The phone bound to your account',
    code: 'SMS code',
    codePlaceholder: 'The 6-digit SMS code',
    sendCode: 'Send code',
    resendIn: 'Resend in {{s}}s',
    password: 'New password',
    passwordPlaceholder: 'Enter a new password',
    confirm: 'Confirm',
    confirmPlaceholder: 'Enter the new password again',
    next: 'Next',
    submit: 'Reset password',
    success: 'Password reset. Log in with the new password',
    backToLogin: 'Back to login',
    codeFormat: 'The SMS code has 6 digits',
    phoneFormat: 'Enter a valid phone number',
  },
};
