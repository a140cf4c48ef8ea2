import { formatFen } from '@qilin/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CapsuleTabs, InfiniteScroll, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { beijingTime, getHistory, getTypeGroups, nextPage, type QuickRange } from '../api/details-api';
import './details.css';

const RANGES: { key: QuickRange; label: string }[] = [
  { key: 'today', label: 'details.today' },
  { key: 'yesterday', label: 'details.yesterday' },
  { key: '7', label: 'details.days7' },
  { key: '30', label: 'details.days30' },
  { key: '35', label: 'details.days35' },
];

/** /accountDetails: ledger entries by type group and quick date range, loaded page by page. */
export function AccountDetailsScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const [range, setRange] = useState<QuickRange>('7');
  const groups = useQuery({
    queryKey: ['details', 'typeGroups'],
    queryFn: getTypeGroups,
    staleTime: 300_000,
  });
  const history = useInfiniteQuery({
    queryKey: ['details', 'history', type, range],
    queryFn: ({ pageParam }) => getHistory(pageParam, type, range),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const rows = history.data?.pages.flatMap((p) => p.list) ?? [];
  const typeOptions = [{ value: '', label: t('details.allTypes') }].concat(
    (groups.data ?? []).map((g) => ({ value: g.key, label: g.name })),
  );
  return (
    <PageShell title={t('details.title')} backTo={paths.account.href()}>
      <CapsuleTabs activeKey={range} onChange={(k) => setRange(k as QuickRange)}>
        {RANGES.map((r) => (
          <CapsuleTabs.Tab key={r.key} title={t(r.label)} />
        ))}
      </CapsuleTabs>
      <Selector
        className="ql-details__types"
        options={typeOptions}
        value={[type]}
        onChange={(v) => setType(v[0] ?? '')}
      />
      {history.isSuccess && rows.length === 0 ? <EmptyState title={t('details.empty')} /> : null}
      {rows.length > 0 ? (
        <List className="ql-details__list">
          {rows.map((r) => (
            <List.Item
              key={r.id}
              description={beijingTime(r.createdAt)}
              extra={
                <div className="ql-details__amount">
                  <strong className={r.amountFen < 0 ? 'is-out' : 'is-in'}>
                    {r.amountFen > 0 ? '+' : ''}
                    {formatFen(r.amountFen)}
                  </strong>
                  <span>
                    {t('details.balanceAfter')} {formatFen(r.balanceAfterFen)}
                  </span>
                </div>
              }
            >
              {r.typeName}
            </List.Item>
          ))}
        </List>
      ) : null}
      <InfiniteScroll
        loadMore={async () => void (await history.fetchNextPage())}
        hasMore={history.hasNextPage}
      />
    </PageShell>
  );
}
