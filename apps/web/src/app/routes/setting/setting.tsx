import { Button, List } from 'antd-mobile';
import { PageShell } from '../../../components/page-shell';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';

export default function SettingRoute() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const handleLogout = useLogout(t('auth.logoutConfirm'));
  return (
    <PageShell title={t('setting.title')} backTo={paths.personCenter.href()}>
      <List style={{ borderRadius: 12, overflow: 'hidden' }}>
        <List.Item extra={env.appVersion}>{t('setting.version')}</List.Item>
      </List>
      {isLogin ? (
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          style={{ marginTop: 24 }}
          onClick={handleLogout}
        >
          {t('auth.logout')}
        </Button>
      ) : null}
    </PageShell>
  );
}
