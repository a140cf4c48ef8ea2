import { Button, List, Tag } from 'antd-mobile';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { useSessionStore } from '../../../lib/session';
import { useFriendsInfo, useSubordinates } from '../hooks/use-promotion';
import { GuestPrompt } from './guest-prompt';
import './promotion.css';

/** /promotion/member: the agent's whole line, nearest level first, paged. */
export function AgentMembersScreen() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const info = useFriendsInfo();
  const isAgent = info.data?.isAgent ?? false;
  const subs = useSubordinates(isAgent);
  if (info.data && !isAgent) return <Navigate to={paths.promotionWelcome.href()} replace />;
  const rows = subs.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PageShell title={t('promotion.members')} backTo={paths.promotionIndex.href()}>
      {isLogin ? null : <GuestPrompt />}
      {!isLogin ? null : info.isLoading || (isAgent && subs.isLoading) ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState title={t('promotion.noFriends')} />
      ) : (
        <List data-testid="agent-members">
          {rows.map((r) => (
            <List.Item
              key={r.memberId}
              description={`${t('promotion.registeredAt')} ${beijingTime(r.registeredAt)}`}
              extra={
                <>
                  {r.isAgent ? <Tag color="primary">{t('promotion.agentBadge')}</Tag> : null}{' '}
                  <Tag>{t('promotion.depth', { n: r.depth })}</Tag>
                </>
              }
            >
              {r.nickname}
            </List.Item>
          ))}
        </List>
      )}
      {subs.hasNextPage ? (
        <div className="ql-promo__more">
          <Button block loading={subs.isFetchingNextPage} onClick={() => void subs.fetchNextPage()}>
            {t('promotion.loadMore')}
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}
