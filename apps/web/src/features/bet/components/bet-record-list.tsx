import { Messages } from '@qilin/contract';
import { formatFen } from '@qilin/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, InfiniteScroll, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { betKeys, getBetRecords, mergeRecordItems, PAGE_SIZE } from '../api/bet-api';
import type { BetRecordRow, BetRecordsFilter } from '../api/types';

const time = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

function Receipt({ row }: { row: BetRecordRow }) {
  const { t } = useTranslation();
  const odds = typeof row.odds === 'string' ? row.odds : row.odds ? Object.values(row.odds).join('/') : '';
  const fields: [string, string][] = [
    [t('game.record.orderId'), String(row.orderId)],
    [t('game.record.issue'), row.issue],
    [t('game.record.play'), row.name],
    [t('game.record.odds'), odds],
    [t('game.record.stake'), formatFen(row.amountFen)],
    [t('game.record.payout'), formatFen(row.payoutFen ?? 0)],
    [t('game.record.status'), t(`game.record.statuses.${row.status}`)],
    [t('game.record.time'), time(row.createdAt)],
    [t('game.record.hash'), row.hash ?? ''],
  ];
  return (
    <dl className="ql-receipt" aria-label={t('game.record.detail')}>
      {fields.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bet records with infinite scroll; '加载失败' (spec §8) when a page fails, with retry. */
export function BetRecordList({ filter }: { filter: BetRecordsFilter }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<BetRecordRow | null>(null);
  const query = useInfiniteQuery({
    queryKey: betKeys.records(filter),
    queryFn: ({ pageParam }) => getBetRecords(filter, pageParam, true),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length < PAGE_SIZE ? undefined : pages.length + 1),
  });
  const rows = mergeRecordItems((query.data?.pages ?? []).flatMap((p) => p.list));
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
      <List>
        {rows.map((row) => (
          <List.Item
            key={row.key}
            onClick={() => setDetail(row)}
            description={`${row.issue} · ${time(row.createdAt)}`}
          >
            <span className="ql-records__row">
              <span>{row.name}</span>
              <span>{formatFen(row.amountFen)}</span>
              <span>{t(`game.record.statuses.${row.status}`)}</span>
            </span>
          </List.Item>
        ))}
      </List>
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
      <Popup visible={detail !== null} onMaskClick={() => setDetail(null)} bodyStyle={{ padding: 16 }}>
        {detail ? <Receipt row={detail} /> : null}
      </Popup>
    </>
  );
}
