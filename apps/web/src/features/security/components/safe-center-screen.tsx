import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { BindPhonePanel } from './bind-phone-panel';
import { FundPasswordForm } from './fund-password-form';
import { LoginPasswordForm } from './login-password-form';
import { RealNameForm } from './real-name-form';
import './security.css';

/**
 * /safeCenter: ?action=phone (slide-in), ?action=name, ?showFund=1 open the matching form;
 * ?action=password the login password change.
 */
export function SafeCenterScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const member = useSessionStore((s) => s.userData);
  const action = params.get('action');
  const showFund = params.get('showFund') === '1';
  const close = () => setParams({}, { replace: true });
  const status = (done: boolean, yes: string, no: string) => (
    <span className={done ? 'ql-security__done' : 'ql-security__todo'}>{done ? yes : no}</span>
  );
  const hasPhone = Boolean(member?.phone);
  const hasName = Boolean(member?.real_name);
  const hasFund = Boolean(member?.sign_password);
  return (
    <PageShell title={t('security.title')} backTo={paths.account.href()}>
      <List className="ql-security__list">
        <List.Item
          extra={status(hasPhone, member?.phone ?? '', t('security.unbound'))}
          onClick={hasPhone ? undefined : () => setParams({ action: 'phone' })}
        >
          {t('security.phone')}
        </List.Item>
        <List.Item
          extra={status(hasName, member?.real_name ?? '', t('security.unbound'))}
          onClick={hasName ? undefined : () => setParams({ action: 'name' })}
        >
          {t('security.realName')}
        </List.Item>
        <List.Item
          extra={status(hasFund, t('security.set'), t('security.unset'))}
          onClick={() => setParams({ showFund: '1' })}
        >
          {t('security.fundPassword')}
        </List.Item>
        <List.Item extra={t('security.change')} onClick={() => setParams({ action: 'password' })}>
          {t('security.loginPassword')}
        </List.Item>
      </List>
      {action === 'name' && !hasName ? <RealNameForm onDone={close} /> : null}
      {showFund ? <FundPasswordForm hasFundPassword={hasFund} onDone={close} /> : null}
      {action === 'password' ? <LoginPasswordForm onDone={close} /> : null}
      {action === 'phone' ? <BindPhonePanel onClose={close} /> : null}
    </PageShell>
  );
}
