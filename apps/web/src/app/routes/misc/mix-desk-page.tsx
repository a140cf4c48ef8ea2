import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { CustomerServicePanel } from '../../../features/customer-service';
import { useTranslation } from '../../../i18n';

/**
 * /mixDeskPage: the customer-service screen as reached from a flow (recharge's dedicated service,
 * the withdraw gate's contact support), so with a back button; opened directly, back goes to the hall.
 */
export default function MixDeskPageRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('online.title')} backTo={paths.hall.href()}>
      <CustomerServicePanel />
    </PageShell>
  );
}
