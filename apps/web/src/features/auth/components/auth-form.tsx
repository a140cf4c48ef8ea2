import { passwordSchema, usernameSchema } from '@qilin/contract';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../lib/toast';
import { type AuthMode, useAuthSubmit } from '../hooks/use-auth-submit';
import { CaptchaField } from './captcha-field';

type Props = { mode: AuthMode; captcha: boolean };

type Fields = { username: string; password: string; confirm: string; code: string };

/** Client-side checks reuse the contract's schemas so their Chinese messages match the server's. */
function validate(mode: AuthMode, f: Fields, mismatchText: string): string | null {
  const user = usernameSchema.safeParse(f.username);
  if (!user.success) return user.error.issues[0]?.message ?? null;
  const pass = passwordSchema.safeParse(f.password);
  if (!pass.success) return pass.error.issues[0]?.message ?? null;
  if (mode === 'register' && f.password !== f.confirm) return mismatchText;
  return null;
}

export function AuthForm({ mode, captcha }: Props) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>({ username: '', password: '', confirm: '', code: '' });
  const [codeId, setCodeId] = useState('');
  const [refreshSignal, setRefreshSignal] = useState(0);
  const submit = useAuthSubmit(mode, () => {
    if (captcha) setRefreshSignal((n) => n + 1);
  });
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const handleCodeChange = useCallback((value: string) => setFields((f) => ({ ...f, code: value })), []);

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    const problem = validate(mode, fields, t('auth.passwordMismatch'));
    if (problem) {
      showToast(problem);
      return;
    }
    const body = { username: fields.username.trim(), password: fields.password };
    submit.mutate(captcha ? { ...body, code: fields.code.trim(), code_id: codeId } : body);
  }

  return (
    <form className="ql-auth__form" onSubmit={handleSubmit} noValidate>
      <div className="ql-auth__field">
        <label htmlFor="auth-username">{t('auth.username')}</label>
        <div className="ql-auth__box">
          <Input
            id="auth-username"
            placeholder={t('auth.usernamePlaceholder')}
            value={fields.username}
            onChange={set('username')}
            autoComplete="username"
            clearable
          />
        </div>
      </div>
      <div className="ql-auth__field">
        <label htmlFor="auth-password">{t('auth.password')}</label>
        <div className="ql-auth__box">
          <Input
            type="password"
            id="auth-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={fields.password}
            onChange={set('password')}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            clearable
          />
        </div>
      </div>
      {mode === 'register' ? (
        <div className="ql-auth__field">
          <label htmlFor="auth-confirm">{t('auth.confirmPassword')}</label>
          <div className="ql-auth__box">
            <Input
              type="password"
              id="auth-confirm"
              placeholder={t('auth.confirmPasswordPlaceholder')}
              value={fields.confirm}
              onChange={set('confirm')}
              autoComplete="new-password"
              clearable
            />
          </div>
        </div>
      ) : null}
      {captcha ? (
        <div className="ql-auth__field">
          <label htmlFor="auth-captcha">{t('auth.captcha')}</label>
          <CaptchaField
            value={fields.code}
            onChange={handleCodeChange}
            onIdChange={setCodeId}
            refreshSignal={refreshSignal}
          />
        </div>
      ) : null}
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={submit.isPending}>
        {mode === 'login' ? t('auth.submitLogin') : t('auth.submitRegister')}
      </Button>
    </form>
  );
}
