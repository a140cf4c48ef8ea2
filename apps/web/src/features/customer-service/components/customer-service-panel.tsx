import { Button } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';

/**
 * The customer-service body (spec §2: /home/online and /mixDeskPage): the stored customer-service
 * link opens in a new tab; without one, the coming-soon text. Each route frames it with its own bar.
 */
export function CustomerServicePanel() {
  const { t } = useTranslation();
  const serviceLink = useSessionStore((s) => s.serviceLink);
  return (
    <EmptyState
      title={serviceLink ? t('online.title') : t('online.empty')}
      action={
        serviceLink ? (
          <Button
            color="primary"
            shape="rounded"
            onClick={() => {
              window.open(serviceLink, '_blank', 'noopener');
            }}
          >
            {t('online.open')}
          </Button>
        ) : null
      }
    />
  );
}
