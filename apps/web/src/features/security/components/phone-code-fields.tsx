import { Messages } from '@qilin/contract';
import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { FieldMessage } from '../../../components/form-field';
import { useTranslation } from '../../../i18n';
import { showSuccessToast } from '../../../lib/toast';
import { useSmsCooldown } from '../../../lib/use-sms-cooldown';
import { type CodePurpose, sendPhoneCode } from '../api/security-api';
import { CaptchaPopup } from './captcha-popup';

type Props = {
  purpose: CodePurpose;
  phone: string;
  code: string;
  onPhone: (v: string) => void;
  onCode: (v: string) => void;
};

/** Phone + SMS code with the picture-captcha step and the 60 s resend countdown (spec §4, §5). */
export function PhoneCodeFields({ purpose, phone, code, onPhone, onCode }: Props) {
  const { t } = useTranslation();
  const sms = useSmsCooldown();
  const [askCaptcha, setAskCaptcha] = useState(false);
  const [phoneError, setPhoneError] = useState<string>();

  function handleSend(): void {
    if (sms.running) return;
    // Said under the phone field (aria-invalid), not in a toast that vanishes.
    if (phone.trim() === '') {
      setPhoneError(Messages.enterPhone);
      return;
    }
    setPhoneError(undefined);
    setAskCaptcha(true);
  }
  async function handleCaptcha(captcha: string, codeId: string): Promise<void> {
    setAskCaptcha(false);
    try {
      await sendPhoneCode({ phone: phone.trim(), code: captcha, code_id: codeId, type: purpose });
      showSuccessToast(Messages.codeSent);
      sms.start();
    } catch {
      // The central handler showed the server message; a fresh captcha is fetched next time.
    }
  }
  return (
    <>
      <List.Item>
        <FieldMessage error={phoneError}>
          <Input
            aria-label={t('security.phone')}
            placeholder={t('security.phonePlaceholder')}
            inputMode="tel"
            maxLength={11}
            value={phone}
            onChange={(v) => {
              setPhoneError(undefined);
              onPhone(v.replace(/\D/g, ''));
            }}
          />
        </FieldMessage>
      </List.Item>
      <List.Item
        extra={
          <button type="button" className="ql-security__send" disabled={sms.running} onClick={handleSend}>
            {sms.running ? t('security.resend', { seconds: sms.left }) : t('security.sendCode')}
          </button>
        }
      >
        <Input
          aria-label={t('security.codePlaceholder')}
          placeholder={t('security.codePlaceholder')}
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(v) => onCode(v.replace(/\D/g, ''))}
        />
      </List.Item>
      {askCaptcha ? (
        <CaptchaPopup
          onCancel={() => setAskCaptcha(false)}
          onConfirm={(c, id) => void handleCaptcha(c, id)}
        />
      ) : null}
    </>
  );
}
