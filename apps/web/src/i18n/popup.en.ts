import type { DeepStrings } from './deep-strings';
import type { popupZh } from './popup.zh-CN';

export const popupEn: DeepStrings<typeof popupZh> = {
  noticeTitle: 'Important notice',
  acknowledge: 'Got it',
  notMember: 'You are not a member yet, please log in',
  insufficientTitle: 'Insufficient balance',
  goRecharge: 'Deposit',
  maintenanceTitle: 'Under maintenance',
  maintenanceTime: 'Maintenance window',
  betSubmitting: 'Submitting bet…',
  betSuccess: 'Bet placed',
  pleaseLogin: 'Please log in',
  pleaseLoginContent: 'Log in to use every feature',
  goLogin: 'Log in',
  keepBrowsing: 'Keep browsing',
  appDownloadTitle: 'Get the app',
  appDownloadContent: 'The app runs smoother',
  download: 'Download',
  getLine: 'Get line',
  winTitle: 'You won',
  yuan: 'CNY',
  timeout: 'Request timed out, please retry',
  betConfirmTitle: 'Confirm bet',
  rulesTitle: 'Rules',
};
