import { ServerMessages } from '@qilin/contract/messages';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { passwordField } from '../../../lib/password-crypto';
import { showSuccessToast, showToast } from '../../../lib/toast';
import { bindSecpwd } from '../api/security-api';
import { useRefreshMember } from '../hooks/use-refresh-member';

/** Set (login password proves identity) or change (old fund password proves it). */
export function FundPasswordForm({
  hasFundPassword: change,
  onDone,
}: {
  hasFundPassword: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [secpwd, setSecpwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [proof, setProof] = useState('');
  const refreshMember = useRefreshMember();

  async function handleSave(): Promise<void> {
    if (!/^\d{6}$/.test(secpwd)) return showToast(ServerMessages.fundPasswordFormat);
    if (secpwd !== confirm) return showToast(t('security.fundMismatch'));
    if (proof === '') return showToast(t('withdraw.needPassword'));
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
  const digits = (set: (v: string) => void) => (v: string) => set(v.replace(/\D/g, '').slice(0, 6));
  return (
    <section data-testid="fund-password-form">
      <List
        header={t(change ? 'security.fundChangeTitle' : 'security.fundTitle')}
        className="ql-security__form"
      >
        <List.Item>
          <Input
            aria-label={t(change ? 'security.fundOld' : 'security.loginPassword')}
            placeholder={t(change ? 'security.fundOldPlaceholder' : 'security.loginPasswordPlaceholder')}
            type="password"
            value={proof}
            onChange={setProof}
          />
        </List.Item>
        <List.Item>
          <Input
            aria-label={t(change ? 'security.fundNewChange' : 'security.fundNew')}
            placeholder={t('security.fundNewPlaceholder')}
            type="password"
            inputMode="numeric"
            value={secpwd}
            onChange={digits(setSecpwd)}
          />
        </List.Item>
        <List.Item>
          <Input
            aria-label={t('security.fundConfirm')}
            placeholder={t('security.fundConfirmPlaceholder')}
            type="password"
            inputMode="numeric"
            value={confirm}
            onChange={digits(setConfirm)}
          />
        </List.Item>
      </List>
      <div className="ql-security__actions">
        <Button block color="primary" shape="rounded" onClick={() => void handleSave()}>
          {t('security.save')}
        </Button>
      </div>
    </section>
  );
}
