import { PageShell } from '../../../components/page-shell';
import { CustomerServicePanel } from '../../../features/customer-service';
import { useTranslation } from '../../../i18n';

/** /home/online: the customer-service tab (no back: the tab bar is the way out). */
export default function OnlineRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('online.title')} showBack={false} inTabs>
      <CustomerServicePanel />
    </PageShell>
  );
}
