import { passwordSchema, ServerMessages } from '@qilin/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { FormField, schemaRule, useFieldErrors } from '../../../components/form-field';
import { useTranslation } from '../../../i18n';
import { passwordField } from '../../../lib/password-crypto';
import { showSuccessToast } from '../../../lib/toast';
import { resetPassword } from '../api/security-api';

type Fields = { current: string; next: string; confirm: string };

/**
 * Login password change (`member/security/reset_password`): the current password proves identity;
 * both are sealed with the server's RSA-OAEP key before they leave the phone. The session stays.
 * A wrong field says so under itself (aria-invalid); the server's refusals stay toasts.
 */
export function LoginPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const { errors, onFieldsChange } = useFieldErrors();
  const [saving, setSaving] = useState(false);

  async function handleFinish({ current, next }: Fields): Promise<void> {
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
  const input = (label: string, placeholder: string) => (
    <Input aria-label={label} placeholder={placeholder} type="password" maxLength={64} autoComplete="off" />
  );
  return (
    <section data-testid="login-password-form">
      <Form
        form={form}
        name="loginPassword"
        layout="horizontal"
        className="ql-security__form"
        initialValues={{ current: '', next: '', confirm: '' }}
        onFieldsChange={onFieldsChange}
        onFinish={(values) => void handleFinish(values)}
        validateTrigger="onBlur"
        footer={
          <Button block type="submit" color="primary" shape="rounded" loading={saving}>
            {t('security.save')}
          </Button>
        }
      >
        <Form.Header>{t('security.loginPwdTitle')}</Form.Header>
        <FormField
          name="current"
          label={t('security.oldPassword')}
          rules={[{ required: true, message: t('security.oldPasswordPlaceholder') }]}
          error={errors.current}
        >
          {input(t('security.oldPassword'), t('security.oldPasswordPlaceholder'))}
        </FormField>
        {/* The registration rule, with its own texts ('密码至少6位' …), as the server applies it. */}
        <FormField
          name="next"
          label={t('security.newPassword')}
          rules={[schemaRule(passwordSchema)]}
          error={errors.next}
        >
          {input(t('security.newPassword'), t('security.newPasswordPlaceholder'))}
        </FormField>
        <FormField
          name="confirm"
          label={t('security.confirmPassword')}
          dependencies={['next']}
          rules={[
            {
              validator: async (_rule, value) => {
                if (value !== form.getFieldValue('next')) throw new Error(t('security.passwordMismatch'));
              },
            },
          ]}
          error={errors.confirm}
        >
          {input(t('security.confirmPassword'), t('security.confirmPasswordPlaceholder'))}
        </FormField>
      </Form>
    </section>
  );
}
