import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { FloatBallSettings } from '../../../features/float-ball';
import { useTranslation } from '../../../i18n';

/** /FloatBall: the floating shortcut ball's switch and shortcuts. */
export default function FloatBallRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('me.floatBall.title')} backTo={paths.setting.href()}>
      <FloatBallSettings />
    </PageShell>
  );
}
