import { ProtectionMessages, passwordSchema, usernameSchema } from '@qilin/contract';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { FormField, schemaRule, useFieldErrors } from '../../../components/form-field';
import { useTranslation } from '../../../i18n';
import { pendingInviteCode } from '../../../lib/invite';
import { type AuthMode, useAuthSubmit } from '../hooks/use-auth-submit';
import { CaptchaField } from './captcha-field';

type Props = { mode: AuthMode; captcha: boolean };

type Fields = { username: string; password: string; confirm: string; code: string; adult: boolean };

/**
 * Login / register. The rules reuse the contract's schemas, so the inline messages are the server's
 * own texts; a wrong field shows its message under it (aria-invalid), server failures stay toasts.
 */
export function AuthForm({ mode, captcha }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const { errors, onFieldsChange } = useFieldErrors();
  const [codeId, setCodeId] = useState('');
  const [refreshSignal, setRefreshSignal] = useState(0);
  // The code the invite link brought (or the stored invite URL's): shown so the newcomer sees it is kept.
  const [inviteCode] = useState(() =>
    mode === 'register' ? pendingInviteCode(window.location.href) : undefined,
  );
  const submit = useAuthSubmit(mode, () => {
    if (captcha) setRefreshSignal((n) => n + 1);
  });

  function handleFinish(fields: Fields): void {
    const base = {
      username: fields.username.trim(),
      password: fields.password,
      ...(inviteCode && { invite_code: inviteCode }),
    };
    // 理性投注: registration carries the member's 18+ declaration (the server refuses without it).
    const body = mode === 'register' ? { ...base, adult: fields.adult === true } : base;
    submit.mutate(captcha ? { ...body, code: (fields.code ?? '').trim(), code_id: codeId } : body);
  }

  return (
    <Form
      form={form}
      name="auth"
      layout="vertical"
      className="ql-auth__form"
      initialValues={{ username: '', password: '', confirm: '', code: '', adult: false }}
      onFieldsChange={onFieldsChange}
      onFinish={handleFinish}
      validateTrigger="onBlur"
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={submit.isPending}>
          {mode === 'login' ? t('auth.submitLogin') : t('auth.submitRegister')}
        </Button>
      }
    >
      <FormField
        name="username"
        label={t('auth.username')}
        rules={[schemaRule(usernameSchema)]}
        error={errors.username}
      >
        <Input placeholder={t('auth.usernamePlaceholder')} autoComplete="username" clearable />
      </FormField>
      <FormField
        name="password"
        label={t('auth.password')}
        rules={[schemaRule(passwordSchema)]}
        error={errors.password}
      >
        <Input
          type="password"
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          clearable
        />
      </FormField>
      {mode === 'register' ? (
        <FormField
          name="confirm"
          label={t('auth.confirmPassword')}
          dependencies={['password']}
          rules={[
            {
              validator: async (_rule, value) => {
                if (value !== form.getFieldValue('password')) throw new Error(t('auth.passwordMismatch'));
              },
            },
          ]}
          error={errors.confirm}
        >
          <Input
            type="password"
            placeholder={t('auth.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            clearable
          />
        </FormField>
      ) : null}
      {inviteCode ? (
        <Form.Item label={t('auth.inviteCode')}>
          <span data-testid="register-invite-code">{inviteCode}</span>
        </Form.Item>
      ) : null}
      {mode === 'register' ? (
        <FormField
          name="adult"
          valuePropName="checked"
          validateTrigger="onChange"
          rules={[
            {
              validator: async (_rule, value) => {
                if (value !== true) throw new Error(ProtectionMessages.adultRequired);
              },
            },
          ]}
          error={errors.adult}
        >
          <Checkbox className="ql-auth__adult" data-testid="register-adult">
            {ProtectionMessages.adultDeclaration}
          </Checkbox>
        </FormField>
      ) : null}
      {captcha ? (
        <FormField name="code" label={t('auth.captcha')} error={errors.code}>
          <CaptchaField onIdChange={setCodeId} refreshSignal={refreshSignal} />
        </FormField>
      ) : null}
    </Form>
  );
}
