import { ErrorCode, Messages, realNameSchema } from '@qilin/contract';
import { Button, Input, List, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { popups } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { passwordField } from '../../../lib/password-crypto';
import { showToast } from '../../../lib/toast';
import { bindName } from '../api/security-api';
import { useRefreshMember } from '../hooks/use-refresh-member';
import { PhoneCodeFields } from './phone-code-fields';

/** Spec §2/§5 "Withdrawal real name": Chinese only, immutable, 20049 → phone and code fields. */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [needPhone, setNeedPhone] = useState(false);
  const refreshMember = useRefreshMember();

  async function handleSubmit(): Promise<void> {
    if (name.trim() === '') return showToast(Messages.enterRealName);
    const parsed = realNameSchema.safeParse(name);
    if (!parsed.success) return showToast(parsed.error.issues[0]?.message ?? t('security.realNameChinese'));
    try {
      const secret = await passwordField('password', password);
      const extra: Record<string, string> = needPhone ? { phone: phone.trim(), code: code.trim() } : {};
      await bindName({ real_name: parsed.data, ...extra, ...secret });
      await refreshMember();
      await popups.alert(Messages.bindNameSuccess);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === ErrorCode.RealNameNeedsPhone) {
        setNeedPhone(true);
        showToast(error.message);
      } else reportApiError(error);
    }
  }
  return (
    <section data-testid="real-name-form">
      <NoticeBar content={t('security.warnMatch')} color="alert" wrap />
      <NoticeBar content={t('security.warnImmutable')} color="info" wrap />
      <List header={t('security.realNameTitle')} className="ql-security__form">
        <List.Item>
          <Input
            aria-label={t('security.realName')}
            placeholder={Messages.enterRealName}
            value={name}
            onChange={setName}
          />
        </List.Item>
        {needPhone ? (
          <PhoneCodeFields
            purpose="bind_real_name"
            phone={phone}
            code={code}
            onPhone={setPhone}
            onCode={setCode}
          />
        ) : null}
        <List.Item>
          <Input
            aria-label={t('security.loginPassword')}
            placeholder={t('security.loginPasswordPlaceholder')}
            type="password"
            value={password}
            onChange={setPassword}
          />
        </List.Item>
      </List>
      <div className="ql-security__actions">
        <Button block color="primary" shape="rounded" onClick={() => void handleSubmit()}>
          {t('security.bind')}
        </Button>
      </div>
    </section>
  );
}
