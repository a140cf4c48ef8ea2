import { ServerMessages } from '@qilin/contract/messages';
import { Button, Form, Input } from 'antd-mobile';
import { FormField, useFieldErrors } from '../../../components/form-field';
import { useTranslation } from '../../../i18n';
import { passwordField } from '../../../lib/password-crypto';
import { showSuccessToast } from '../../../lib/toast';
import { bindSecpwd } from '../api/security-api';
import { useRefreshMember } from '../hooks/use-refresh-member';

type Fields = { proof: string; secpwd: string; confirm: string };

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/**
 * Set (login password proves identity) or change (old fund password proves it). A wrong field says
 * so under itself (aria-invalid); the server's refusals stay toasts.
 */
export function FundPasswordForm({
  hasFundPassword: change,
  onDone,
}: {
  hasFundPassword: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const { errors, onFieldsChange } = useFieldErrors();
  const refreshMember = useRefreshMember();

  async function handleFinish({ proof, secpwd }: Fields): Promise<void> {
    try {
      const body = {
        ...(await passwordField('secpwd', secpwd)),
        ...(await passwordField(change ? 'old_secpwd' : 'password', proof)),
      };
      await bindSecpwd(body);
      showSuccessToast(ServerMessages.fundPasswordSet);
      await refreshMember();
      onDone();
    } catch {
      // Shown by the central handler.
    }
  }
  const proofPlaceholder = t(change ? 'security.fundOldPlaceholder' : 'security.loginPasswordPlaceholder');
  return (
    <section data-testid="fund-password-form">
      <Form
        form={form}
        name="fundPassword"
        className="ql-security__form"
        initialValues={{ proof: '', secpwd: '', confirm: '' }}
        onFieldsChange={onFieldsChange}
        onFinish={(values) => void handleFinish(values)}
        validateTrigger="onBlur"
        footer={
          <Button block type="submit" color="primary" shape="rounded">
            {t('security.save')}
          </Button>
        }
      >
        <Form.Header>{t(change ? 'security.fundChangeTitle' : 'security.fundTitle')}</Form.Header>
        <FormField name="proof" rules={[{ required: true, message: proofPlaceholder }]} error={errors.proof}>
          <Input
            aria-label={t(change ? 'security.fundOld' : 'security.loginPassword')}
            placeholder={proofPlaceholder}
            type="password"
          />
        </FormField>
        <FormField
          name="secpwd"
          normalize={digits}
          rules={[{ pattern: /^\d{6}$/, required: true, message: ServerMessages.fundPasswordFormat }]}
          error={errors.secpwd}
        >
          <Input
            aria-label={t(change ? 'security.fundNewChange' : 'security.fundNew')}
            placeholder={t('security.fundNewPlaceholder')}
            type="password"
            inputMode="numeric"
          />
        </FormField>
        <FormField
          name="confirm"
          dependencies={['secpwd']}
          normalize={digits}
          rules={[
            {
              validator: async (_rule, value) => {
                if (value !== form.getFieldValue('secpwd')) throw new Error(t('security.fundMismatch'));
              },
            },
          ]}
          error={errors.confirm}
        >
          <Input
            aria-label={t('security.fundConfirm')}
            placeholder={t('security.fundConfirmPlaceholder')}
            type="password"
            inputMode="numeric"
          />
        </FormField>
      </Form>
    </section>
  );
}
