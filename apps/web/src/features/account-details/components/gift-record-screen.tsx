import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, List } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { beijingTime, getGifts, nextPage } from '../api/details-api';
import './details.css';
import { moneyText } from '../../../lib/money';

/** /gift/record: gifts received; an empty list shows the empty state. */
export function GiftRecordScreen() {
  const { t } = useTranslation();
  const gifts = useInfiniteQuery({
    queryKey: ['details', 'gifts'],
    queryFn: ({ pageParam }) => getGifts(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const rows = gifts.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PageShell title={t('details.giftTitle')} backTo={paths.account.href()}>
      {/* Only an answered empty list is "no gifts": a failed load is not. */}
      {gifts.isSuccess && rows.length === 0 ? <EmptyState title={t('details.giftEmpty')} /> : null}
      {rows.length > 0 ? (
        <List className="ql-details__list">
          {rows.map((r) => (
            <List.Item
              key={r.id}
              description={beijingTime(r.createdAt)}
              extra={moneyText(r.amountFen, { signed: true })}
            >
              {r.name}
            </List.Item>
          ))}
        </List>
      ) : null}
      {rows.length > 0 ? (
        <InfiniteScroll
          loadMore={async () => void (await gifts.fetchNextPage())}
          hasMore={gifts.hasNextPage}
        />
      ) : null}
    </PageShell>
  );
}
