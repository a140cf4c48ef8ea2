import { passwordSchema, ServerMessages } from '@qilin/contract';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { passwordField } from '../../../lib/password-crypto';
import { showSuccessToast, showToast } from '../../../lib/toast';
import { resetPassword } from '../api/security-api';

/**
 * Login password change (`member/security/reset_password`): the current password proves identity;
 * both are sealed with the server's RSA-OAEP key before they leave the phone. The session stays.
 */
export function LoginPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);

  async function handleSave(): Promise<void> {
    if (current === '') return showToast(t('security.oldPasswordPlaceholder'));
    // The registration rule, with its own texts ('密码至少6位' …), as the server applies it.
    const checked = passwordSchema.safeParse(next);
    if (!checked.success) return showToast(checked.error.issues[0]?.message ?? ServerMessages.invalidPayload);
    if (next !== confirm) return showToast(t('security.passwordMismatch'));
    setSaving(true);
    try {
      await resetPassword({
        ...(await passwordField('old_password', current)),
        ...(await passwordField('new_password', next)),
      });
      showSuccessToast(ServerMessages.passwordChanged);
      onDone();
    } catch {
      // Shown by the central handler ('登录密码错误' …).
    } finally {
      setSaving(false);
    }
  }
  const field = (label: string, placeholder: string, value: string, set: (v: string) => void) => (
    <List.Item prefix={<span className="ql-security__label">{label}</span>}>
      <Input
        aria-label={label}
        placeholder={placeholder}
        type="password"
        maxLength={64}
        autoComplete="off"
        value={value}
        onChange={set}
      />
    </List.Item>
  );
  return (
    <section data-testid="login-password-form">
      <List header={t('security.loginPwdTitle')} className="ql-security__form">
        {field(t('security.oldPassword'), t('security.oldPasswordPlaceholder'), current, setCurrent)}
        {field(t('security.newPassword'), t('security.newPasswordPlaceholder'), next, setNext)}
        {field(t('security.confirmPassword'), t('security.confirmPasswordPlaceholder'), confirm, setConfirm)}
      </List>
      <div className="ql-security__actions">
        <Button block color="primary" shape="rounded" loading={saving} onClick={() => void handleSave()}>
          {t('security.save')}
        </Button>
      </div>
    </section>
  );
}
