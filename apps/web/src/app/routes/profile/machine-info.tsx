import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { MachineInfo } from '../../../features/member';
import { useTranslation } from '../../../i18n';

/** /machineInfo: device and line facts for customer support. */
export default function MachineInfoRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('me.machine.title')} backTo={paths.setting.href()}>
      <MachineInfo />
    </PageShell>
  );
}
