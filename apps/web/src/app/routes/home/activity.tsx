import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n';

export default function ActivityRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('activity.title')} showBack={false} inTabs>
      <EmptyState title={t('activity.empty')} />
    </PageShell>
  );
}
