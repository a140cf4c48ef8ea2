import { type BetRecordOrder, Messages } from '@qilin/contract';
import { Button } from 'antd-mobile';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../i18n';
import type { useMyBets } from '../hooks/use-my-bets';

type Props = {
  orders: BetRecordOrder[];
  canCancel: boolean;
  onCancel: (orderId: number | undefined) => void;
  /** The list could not be loaded: spec §8 '加载失败', never the empty text. */
  failed?: boolean;
  onRetry?: () => void;
};

/** The member's open orders of this issue, each cancellable before close. */
export function MyBets({ orders, canCancel, onCancel, failed = false, onRetry }: Props) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <p className="ql-mybets__empty" role="alert">
        {Messages.loadFailed}{' '}
        {onRetry ? (
          <Button size="mini" fill="none" color="primary" className="ql-mybets__cancel" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </p>
    );
  }
  if (orders.length === 0) return <p className="ql-mybets__empty">{t('game.bet.myBetsEmpty')}</p>;
  return (
    <div className="ql-mybets">
      <ul>
        {orders.map((o) => (
          <li key={o.id} className="ql-mybets__row">
            <span className="ql-mybets__names">{o.items.map((i) => i.name).join('、')}</span>
            <Money fen={o.totalFen} unit="yuan" />
            {canCancel ? (
              <Button size="mini" className="ql-mybets__cancel" onClick={() => onCancel(o.id)}>
                {t('game.bet.cancel')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canCancel && orders.length > 1 ? (
        <Button
          size="mini"
          color="danger"
          fill="outline"
          className="ql-mybets__cancel"
          onClick={() => onCancel(undefined)}
        >
          {t('game.bet.cancelAll')}
        </Button>
      ) : null}
    </div>
  );
}

type PanelProps = {
  /** `useMyBets` of the screen. */
  myBets: Pick<ReturnType<typeof useMyBets>, 'orders' | 'failed' | 'retry' | 'cancel'>;
  canCancel: boolean;
};

/** 本期注单 under a game screen's slip: the orders with 撤单 while the issue is on sale. */
export function MyBetsPanel({ myBets, canCancel }: PanelProps) {
  const { t } = useTranslation();
  return (
    <section className="ql-room__panel">
      <h3>{t('game.bet.myBets')}</h3>
      <MyBets
        orders={myBets.orders}
        canCancel={canCancel}
        failed={myBets.failed}
        onRetry={myBets.retry}
        onCancel={(id) => void myBets.cancel(id, t('game.bet.cancelConfirm'))}
      />
    </section>
  );
}
