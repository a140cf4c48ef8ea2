import { isHttpUrl } from '@qilin/contract/customer-service-client';
import { Button } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { useCustomerService } from '../hooks/use-customer-service';
import { ChatEntry } from './chat-entry';
import { KefuItem } from './kefu-item';
import { SupportEntry } from './support-entry';
import './customer-service.css';

/**
 * The customer-service body (spec §2: /home/online and /mixDeskPage): for members the in-app chat
 * (with its unread badge), the external chat when a link is set, then the kefu list of the member's
 * scene. Each route frames it with its own bar.
 */
export function CustomerServicePanel() {
  const { t } = useTranslation();
  const query = useCustomerService();
  const member = useSessionStore((s) => s.isLogin && s.trial === null && s.userData !== null);
  const data = query.data;
  if (!data) {
    if (query.isError) {
      return (
        <EmptyState
          title={t('msg.loadFailed')}
          action={
            <Button color="primary" shape="rounded" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <div className="ql-cs__loading" role="status" aria-label={t('common.loading')}>
        <Spinner />
      </div>
    );
  }
  const link = isHttpUrl(data.serviceLink) ? data.serviceLink : '';
  if (!member && link === '' && data.kefuList.length === 0) return <EmptyState title={t('online.empty')} />;
  return (
    <div className="ql-cs">
      {member ? <SupportEntry /> : null}
      {link !== '' ? <ChatEntry href={link} /> : null}
      {data.kefuList.length > 0 ? (
        <section className="ql-cs__list" aria-labelledby="ql-cs-list-title">
          <h2 id="ql-cs-list-title" className="ql-cs__list-title">
            {t('service.listTitle')}
          </h2>
          <ul>
            {data.kefuList.map((kefu) => (
              <KefuItem key={kefu.id} kefu={kefu} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
