import { Messages } from '@qilin/contract';
import { Button, Input, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { popups, useLayer } from '../../../components/popups';
import { TopBar } from '../../../components/top-bar';
import { useTranslation } from '../../../i18n';
import { needPhoneCheck } from '../../../lib/need-phone';
import { passwordField } from '../../../lib/password-crypto';
import { bindPhone } from '../api/security-api';
import { useRefreshMember } from '../hooks/use-refresh-member';
import { PhoneCodeFields } from './phone-code-fields';

/** Spec §2 "Bind phone number": a slide-in with phone, SMS code and login password. */
export function BindPhonePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const refreshMember = useRefreshMember();
  // Spec §5: highlighted (enabled) only when all three are filled.
  const filled = phone.trim() !== '' && code.trim() !== '' && password !== '';

  async function handleBind(): Promise<void> {
    setBusy(true);
    try {
      const secret = await passwordField('password', password);
      await bindPhone({ phone: phone.trim(), code: code.trim(), ...secret });
      needPhoneCheck.forget();
      await refreshMember();
      await popups.alert(Messages.bindPhoneSuccess);
      onClose();
    } catch {
      // Shown by the central handler (server message toast).
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popup style={layer} visible position="right" bodyClassName="ql-security__panel" destroyOnClose>
      <TopBar title={t('security.bindPhoneTitle')} onBack={onClose} level={2} />
      <List className="ql-security__form" data-testid="bind-phone-panel">
        <PhoneCodeFields purpose="bind_phone" phone={phone} code={code} onPhone={setPhone} onCode={setCode} />
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
        <Button
          block
          shape="rounded"
          color={filled ? 'primary' : 'default'}
          disabled={!filled}
          loading={busy}
          onClick={() => void handleBind()}
        >
          {t('security.bind')}
        </Button>
      </div>
    </Popup>
  );
}
