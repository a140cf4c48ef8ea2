import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth';
import { SettingsScreen } from '../../../features/settings';
import { useTranslation } from '../../../i18n';

/** /setting: the settings screen with logout (auth) composed in. */
export default function SettingRoute() {
  const { t } = useTranslation();
  const handleLogout = useLogout(t('auth.logoutConfirm'));
  return (
    <PageShell title={t('setting.title')} backTo={paths.personCenter.href()}>
      <SettingsScreen onLogout={() => void handleLogout()} />
    </PageShell>
  );
}
