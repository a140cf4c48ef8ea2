import { ErrorCode, Messages, realNameSchema } from '@qilin/contract';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { FormField, schemaRule, useFieldErrors } from '../../../components/form-field';
import { popups } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { needPhoneCheck, useStoredNeedPhone } from '../../../lib/need-phone';
import { passwordField } from '../../../lib/password-crypto';
import { showToast } from '../../../lib/toast';
import { bindName } from '../api/security-api';
import { useRefreshMember } from '../hooks/use-refresh-member';
import { PhoneCodeFields } from './phone-code-fields';

/**
 * Spec §2/§5 "Withdrawal real name": Chinese only, immutable. The phone and code fields show up front
 * when the need-phone check (/api/phone) says the member has no phone, else on a 20049 refusal.
 */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; password: string }>();
  const { errors, onFieldsChange } = useFieldErrors();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [refusedForPhone, setRefusedForPhone] = useState(false);
  const stored = useStoredNeedPhone();
  const needPhone = refusedForPhone || stored?.need_phone === true;
  const refreshMember = useRefreshMember();
  useEffect(() => {
    // A failed check changes nothing: the server's 20049 still asks for the fields.
    needPhoneCheck.check().catch(() => {});
  }, []);

  // The name's rule (required, 2–20 汉字) shows its message under the field; server refusals stay toasts.
  async function handleFinish({ name, password }: { name: string; password: string }): Promise<void> {
    const parsed = realNameSchema.safeParse(name);
    if (!parsed.success) return;
    try {
      const secret = await passwordField('password', password ?? '');
      const extra: Record<string, string> = needPhone ? { phone: phone.trim(), code: code.trim() } : {};
      await bindName({ real_name: parsed.data, ...extra, ...secret });
      // A phone sent with the name is bound with it.
      if (needPhone) needPhoneCheck.forget();
      await refreshMember();
      await popups.alert(Messages.bindNameSuccess);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === ErrorCode.RealNameNeedsPhone) {
        setRefusedForPhone(true);
        showToast(error.message);
      } else reportApiError(error);
    }
  }
  return (
    <section data-testid="real-name-form">
      <NoticeBar content={t('security.warnMatch')} color="alert" wrap />
      <NoticeBar content={t('security.warnImmutable')} color="info" wrap />
      <Form
        form={form}
        name="realName"
        className="ql-security__form"
        initialValues={{ name: '', password: '' }}
        onFieldsChange={onFieldsChange}
        onFinish={(values) => void handleFinish(values)}
        validateTrigger="onBlur"
        footer={
          <Button block type="submit" color="primary" shape="rounded">
            {t('security.bind')}
          </Button>
        }
      >
        <Form.Header>{t('security.realNameTitle')}</Form.Header>
        <FormField name="name" rules={[schemaRule(realNameSchema)]} error={errors.name}>
          <Input aria-label={t('security.realName')} placeholder={Messages.enterRealName} />
        </FormField>
        {needPhone ? (
          <PhoneCodeFields
            purpose="bind_real_name"
            phone={phone}
            code={code}
            onPhone={setPhone}
            onCode={setCode}
          />
        ) : null}
        <FormField name="password" error={errors.password}>
          <Input
            aria-label={t('security.loginPassword')}
            placeholder={t('security.loginPasswordPlaceholder')}
            type="password"
          />
        </FormField>
      </Form>
    </section>
  );
}
