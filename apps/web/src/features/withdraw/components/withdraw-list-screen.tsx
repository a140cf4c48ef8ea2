import type { WithdrawView } from '@qilin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, Steps } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { getWithdrawList } from '../api/withdraw-api';
import './withdraw.css';
import { Money } from '../../../components/money';

const STEP_TEXT = {
  applied: 'withdraw.stepApplied',
  reviewed: 'withdraw.stepReviewed',
  paid: 'withdraw.stepPaid',
  rejected: 'withdraw.stepRejected',
  cancelled: 'withdraw.stepCancelled',
} as const;

/** A withdrawal's state in the records' shared colours (its timeline tells the steps). */
const STATUS: Record<WithdrawView['status'], { tone: StatusTone; text: string }> = {
  pending: { tone: 'pending', text: 'withdraw.statusPending' },
  paid: { tone: 'good', text: 'withdraw.statusPaid' },
  rejected: { tone: 'bad', text: 'withdraw.statusRejected' },
  cancelled: { tone: 'void', text: 'withdraw.statusCancelled' },
};

function Timeline({ item }: { item: WithdrawView }) {
  const { t } = useTranslation();
  const failed = item.status === 'rejected' || item.status === 'cancelled';
  return (
    <Steps direction="vertical" current={item.timeline.length - 1}>
      {item.timeline.map((s) => (
        <Steps.Step
          key={`${s.step}-${s.time}`}
          title={t(STEP_TEXT[s.step])}
          status={failed && (s.step === 'rejected' || s.step === 'cancelled') ? 'error' : 'finish'}
          description={
            <>
              {beijingTime(s.time)}
              {s.reason ? <div>{t('withdraw.reason', { reason: s.reason })}</div> : null}
            </>
          }
        />
      ))}
    </Steps>
  );
}

/** /withdrawList: each withdrawal with its timeline (applied → reviewed → paid or rejected). */
export function WithdrawListScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: ['withdraw', 'list'],
    queryFn: ({ pageParam }) => getWithdrawList(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0
        ? pages.length + 1
        : undefined,
  });
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PageShell title={t('withdraw.listTitle')} backTo={paths.account.href()}>
      {query.isSuccess && items.length === 0 ? <EmptyState title={t('withdraw.noRecords')} /> : null}
      {items.map((item) => (
        <section key={item.id} className="ql-withdraw__record" data-testid="withdraw-record">
          <header>
            <strong>
              <Money fen={item.amountFen} unit="cny" />
            </strong>
            <span>
              {item.typeName} {item.account}
            </span>
            <StatusTag tone={STATUS[item.status].tone}>{t(STATUS[item.status].text)}</StatusTag>
          </header>
          <Timeline item={item} />
        </section>
      ))}
      {items.length > 0 ? (
        <InfiniteScroll
          loadMore={async () => void (await query.fetchNextPage())}
          hasMore={query.hasNextPage}
        />
      ) : null}
    </PageShell>
  );
}
