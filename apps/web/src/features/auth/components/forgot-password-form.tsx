import { Messages, passwordSchema } from '@qilin/contract';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { showSuccessToast, showToast } from '../../../lib/toast';
import { useSmsCooldown } from '../../../lib/use-sms-cooldown';
import { resetPassword, sendForgetCode } from '../api/auth-api';
import { CaptchaField } from './captcha-field';

const PHONE = /^1\d{10}$/;
const SMS_CODE = /^\d{6}$/;

type Props = { captcha: boolean; onDone: () => void };

/**
 * Forgot password: the bound phone (and the picture captcha when the site asks for one) → an SMS code
 * with the 60 s resend cooldown → the code and a new password. Failures were toasted centrally.
 */
export function ForgotPasswordForm({ captcha, onDone }: Props) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [codeId, setCodeId] = useState('');
  const [refreshSignal, setRefreshSignal] = useState(0);
  const [step, setStep] = useState<'phone' | 'reset'>('phone');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const cooldown = useSmsCooldown();

  async function handleSend(): Promise<void> {
    if (phone.trim() === '') return showToast(Messages.enterPhone);
    if (!PHONE.test(phone.trim())) return showToast(t('forgot.phoneFormat'));
    if (cooldown.running || busy) return;
    setBusy(true);
    try {
      const body = { phone: phone.trim() };
      await sendForgetCode(captcha ? { ...body, code: captchaCode.trim(), code_id: codeId } : body);
      showSuccessToast(Messages.codeSent);
      cooldown.start();
      setStep('reset');
    } catch {
      if (captcha) setRefreshSignal((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  async function handleReset(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!SMS_CODE.test(code.trim())) return showToast(t('forgot.codeFormat'));
    const pass = passwordSchema.safeParse(password);
    if (!pass.success) return showToast(pass.error.issues[0]?.message ?? '');
    if (password !== confirm) return showToast(t('auth.passwordMismatch'));
    setBusy(true);
    try {
      await resetPassword({ phone: phone.trim(), code: code.trim(), password });
      showSuccessToast(t('forgot.success'));
      onDone();
    } catch {
      // toasted by the central handler
    } finally {
      setBusy(false);
    }
  }

  const sendText = cooldown.running ? t('forgot.resendIn', { s: cooldown.left }) : t('forgot.sendCode');
  return (
    <form
      className="ql-auth__form"
      noValidate
      onSubmit={(e) => {
        if (step === 'reset') void handleReset(e);
        else {
          e.preventDefault();
          void handleSend();
        }
      }}
    >
      <div className="ql-auth__field">
        <label htmlFor="forgot-phone">{t('forgot.phone')}</label>
        <div className="ql-auth__box">
          <Input
            id="forgot-phone"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('forgot.phonePlaceholder')}
            value={phone}
            onChange={setPhone}
            disabled={step === 'reset'}
            autoComplete="tel"
            clearable
          />
        </div>
      </div>
      {captcha && step === 'phone' ? (
        <div className="ql-auth__field">
          <label htmlFor="auth-captcha">{t('auth.captcha')}</label>
          <CaptchaField
            value={captchaCode}
            onChange={setCaptchaCode}
            onIdChange={setCodeId}
            refreshSignal={refreshSignal}
          />
        </div>
      ) : null}
      {step === 'reset' ? (
        <>
          <div className="ql-auth__field">
            <label htmlFor="forgot-code">{t('forgot.code')}</label>
            <div className="ql-auth__captcha">
              <div className="ql-auth__box">
                <Input
                  id="forgot-code"
                  inputMode="numeric"
                  maxLength={6}
                  placeholder={t('forgot.codePlaceholder')}
                  value={code}
                  onChange={setCode}
                  autoComplete="one-time-code"
                />
              </div>
              <Button
                className="ql-auth__resend"
                size="small"
                fill="outline"
                color="primary"
                disabled={cooldown.running || busy}
                onClick={() => void handleSend()}
              >
                {sendText}
              </Button>
            </div>
          </div>
          <div className="ql-auth__field">
            <label htmlFor="forgot-password">{t('forgot.password')}</label>
            <div className="ql-auth__box">
              <Input
                id="forgot-password"
                type="password"
                placeholder={t('forgot.passwordPlaceholder')}
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                clearable
              />
            </div>
          </div>
          <div className="ql-auth__field">
            <label htmlFor="forgot-confirm">{t('forgot.confirm')}</label>
            <div className="ql-auth__box">
              <Input
                id="forgot-confirm"
                type="password"
                placeholder={t('forgot.confirmPlaceholder')}
                value={confirm}
                onChange={setConfirm}
                autoComplete="new-password"
                clearable
              />
            </div>
          </div>
        </>
      ) : null}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy}>
        {step === 'phone' ? t('forgot.next') : t('forgot.submit')}
      </Button>
    </form>
  );
}
