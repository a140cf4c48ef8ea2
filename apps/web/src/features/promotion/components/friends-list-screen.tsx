import { Button, List, Tag } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { useSessionStore } from '../../../lib/session';
import { useFriends } from '../hooks/use-promotion';
import { GuestPrompt } from './guest-prompt';
import './promotion.css';

/** /promotionFriends/list: the member's direct invitees, newest first, paged. */
export function FriendsListScreen() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const friends = useFriends();
  const rows = friends.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PageShell title={t('promotion.friendsList')} backTo={paths.promotionFriendsPromote.href()}>
      {isLogin ? null : <GuestPrompt />}
      {!isLogin ? null : friends.isLoading ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState title={t('promotion.noFriends')} />
      ) : (
        <List data-testid="friends-list">
          {rows.map((f) => (
            <List.Item
              key={f.memberId}
              description={`${t('promotion.registeredAt')} ${beijingTime(f.registeredAt)}`}
              extra={f.isAgent ? <Tag color="primary">{t('promotion.agentBadge')}</Tag> : null}
            >
              {f.nickname}
            </List.Item>
          ))}
        </List>
      )}
      {friends.hasNextPage ? (
        <div className="ql-promo__more">
          <Button block loading={friends.isFetchingNextPage} onClick={() => void friends.fetchNextPage()}>
            {t('promotion.loadMore')}
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}
