import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { InfiniteScroll, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { DateRangeChips } from '../../../components/date-range-chips';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import {
  beijingTime,
  type DayTotals,
  getDateGroups,
  getHistory,
  getTypeGroups,
  type LedgerRow,
  nextPage,
  type QuickRange,
} from '../api/details-api';
import { groupByDay } from '../model/group-by-day';
import './details.css';
import { moneyText } from '../../../lib/money';

const RANGES: { key: QuickRange; label: string }[] = [
  { key: 'today', label: 'details.today' },
  { key: 'yesterday', label: 'details.yesterday' },
  { key: '7', label: 'details.days7' },
  { key: '30', label: 'details.days30' },
  { key: '35', label: 'details.days35' },
];

const signed = (fen: number) => moneyText(fen, { signed: true });

/** A day's header: the date and, when the server gave them, the whole day's income and expense. */
function DayHeader({ date, totals }: { date: string; totals: DayTotals | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="ql-details__day" data-testid={`day-${date}`}>
      <span>{date}</span>
      {totals ? (
        <span className="ql-details__day-totals">
          <span>{`${t('details.income')} ${signed(totals.incomeFen)}`}</span>
          <span>{`${t('details.expense')} ${signed(-totals.expenseFen)}`}</span>
        </span>
      ) : null}
    </div>
  );
}

function EntryItem({ row }: { row: LedgerRow }) {
  const { t } = useTranslation();
  return (
    <List.Item
      description={beijingTime(row.createdAt).slice(11)}
      extra={
        <div className="ql-details__amount">
          <strong className={row.amountFen < 0 ? 'is-out' : 'is-in'}>{signed(row.amountFen)}</strong>
          <span>
            {t('details.balanceAfter')} {moneyText(row.balanceAfterFen)}
          </span>
        </div>
      }
    >
      {row.typeName}
    </List.Item>
  );
}

/**
 * /accountDetails: ledger entries by type group and quick date range, loaded page by page, under a
 * header per Beijing day with that day's totals (`date_groups`).
 */
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
  const days = useQuery({
    queryKey: ['details', 'dateGroups', type, range],
    queryFn: () => getDateGroups(type, range),
  });
  const rows = history.data?.pages.flatMap((p) => p.list) ?? [];
  const typeOptions = [{ value: '', label: t('details.allTypes') }].concat(
    (groups.data ?? []).map((g) => ({ value: g.key, label: g.name })),
  );
  return (
    <PageShell title={t('details.title')} backTo={paths.account.href()}>
      <DateRangeChips
        label={t('details.range')}
        options={RANGES.map((r) => ({ key: r.key, label: t(r.label) }))}
        value={range}
        onChange={setRange}
      />
      <Selector
        className="ql-details__types"
        options={typeOptions}
        value={[type]}
        onChange={(v) => setType(v[0] ?? '')}
      />
      {history.isSuccess && rows.length === 0 ? <EmptyState title={t('details.empty')} /> : null}
      {groupByDay(rows, days.data).map((day) => (
        <List
          key={day.date}
          className="ql-details__list"
          header={<DayHeader date={day.date} totals={day.totals} />}
        >
          {day.rows.map((r) => (
            <EntryItem key={r.id} row={r} />
          ))}
        </List>
      ))}
      <InfiniteScroll
        loadMore={async () => void (await history.fetchNextPage())}
        hasMore={history.hasNextPage}
      />
    </PageShell>
  );
}
