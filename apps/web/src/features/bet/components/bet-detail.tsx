import { Messages } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { moneyText } from '../../../lib/money';
import { betKeys, getBetOrderDetail } from '../api/bet-api';
import { oddsText, receiptHashMatches, selectionText } from '../model/receipt';
import { betStatus, orderStatus } from '../model/record-row';

/** Epoch ms as Beijing wall time, whatever the phone's own zone. */
const time = (ms: number) => beijingTime(new Date(ms).toISOString());

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The bet detail: the receipt the server stored when it accepted the order (GET /api/bet/order/detail —
 * issue, plays, selections, odds, stakes, server time, hash), each bet's outcome now, and the receipt's
 * hash recomputed in the browser. `betId` marks the bet the member tapped.
 */
export function BetDetail({ orderId, betId }: { orderId: number; betId?: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: betKeys.detail(orderId), queryFn: () => getBetOrderDetail(orderId) });
  if (query.isError) {
    return (
      <p className="ql-receipt__state" role="alert">
        {Messages.loadFailed}{' '}
        <Button size="mini" fill="none" color="primary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  if (!query.data) return <p className="ql-receipt__state">{t('common.loading')}</p>;
  const { receipt, ...order } = query.data;
  const hashOk = receiptHashMatches(receipt);
  return (
    <section className="ql-receipt" aria-label={t('game.record.detail')}>
      <h3>{t('game.record.detail')}</h3>
      <dl>
        <Field label={t('game.record.orderId')} value={String(receipt.orderId)} />
        <Field label={t('game.record.issue')} value={receipt.issue} testId="receipt-issue" />
        <Field label={t('game.record.time')} value={time(receipt.serverTime)} testId="receipt-time" />
      </dl>
      <ol className="ql-receipt__items">
        {receipt.items.map((item) => {
          const now = order.items.find((i) => i.id === item.betId);
          const selection = selectionText(item.selection);
          return (
            <li
              key={item.betId}
              aria-current={item.betId === betId ? 'true' : undefined}
              data-testid="receipt-item"
            >
              <dl>
                <Field label={t('game.record.play')} value={item.name} />
                {selection ? <Field label={t('game.record.selection')} value={selection} /> : null}
                <Field label={t('game.record.odds')} value={oddsText(item.odds)} />
                <Field label={t('game.record.stake')} value={moneyText(item.amountFen)} />
                <Field
                  label={t('game.record.status')}
                  value={t(`game.record.statuses.${now ? betStatus(now.status) : orderStatus(order)}`)}
                />
                <Field label={t('game.record.payout')} value={moneyText(now?.payoutFen ?? 0)} />
              </dl>
            </li>
          );
        })}
      </ol>
      <dl>
        <Field label={t('game.record.total')} value={moneyText(receipt.totalFen)} />
        <Field label={t('game.record.hash')} value={receipt.hash} testId="receipt-hash" />
      </dl>
      <p className={hashOk ? 'ql-receipt__ok' : 'ql-receipt__bad'} data-testid="receipt-verdict">
        {hashOk ? `✓ ${t('game.record.hashOk')}` : `✗ ${t('game.record.hashBad')}`}
      </p>
    </section>
  );
}
