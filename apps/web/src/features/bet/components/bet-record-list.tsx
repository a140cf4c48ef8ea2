import { Messages } from '@qilin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, InfiniteScroll, Popup } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { betKeys, getBetRecords, PAGE_SIZE } from '../api/bet-api';
import { type BetRecordRow, type BetRecordsFilter, recordRows } from '../model/record-row';
import { BetDetail } from './bet-detail';
import { BetRecordRowView } from './bet-record-row';

/**
 * Bet records with infinite scroll; '加载失败' (spec §8) when a page fails, with retry. Tapping a row
 * opens its order's stored receipt.
 */
export function BetRecordList({ filter }: { filter: BetRecordsFilter }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<BetRecordRow | null>(null);
  const layer = useLayer(detail !== null);
  const query = useInfiniteQuery({
    queryKey: betKeys.records(filter),
    queryFn: ({ pageParam }) => getBetRecords(filter, pageParam, true),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length < PAGE_SIZE ? undefined : pages.length + 1),
  });
  const rows = recordRows((query.data?.pages ?? []).flatMap((p) => p.list));
  if (query.isError && rows.length === 0) {
    return (
      <EmptyState
        title={Messages.loadFailed}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (query.isSuccess && rows.length === 0) return <EmptyState title={t('game.record.empty')} />;
  return (
    <>
      <ul className="ql-bet-rows">
        {rows.map((row) => (
          <li key={row.key}>
            <BetRecordRowView row={row} onOpen={() => setDetail(row)} />
          </li>
        ))}
      </ul>
      <InfiniteScroll
        hasMore={query.hasNextPage !== false && !query.isError}
        loadMore={async () => {
          await query.fetchNextPage();
        }}
      >
        {query.isError
          ? Messages.loadFailed
          : query.hasNextPage === false
            ? t('game.record.noMore')
            : t('common.loading')}
      </InfiniteScroll>
      <Popup
        style={layer}
        visible={detail !== null}
        onMaskClick={() => setDetail(null)}
        bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}
      >
        {detail ? <BetDetail orderId={detail.orderId} betId={detail.betId} /> : null}
      </Popup>
    </>
  );
}
