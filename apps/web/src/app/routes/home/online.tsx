import { Button, NavBar } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';

export default function OnlineRoute() {
  const { t } = useTranslation();
  const serviceLink = useSessionStore((s) => s.serviceLink);
  return (
    <div>
      <NavBar back={null} className="ql-page__bar">
        {t('online.title')}
      </NavBar>
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
    </div>
  );
}
