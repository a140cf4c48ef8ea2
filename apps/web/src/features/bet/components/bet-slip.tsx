import type { ReturnQuote } from '@qilin/domain';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { returnText } from '../model/slip';

type Props = {
  count: number;
  totalFen: number;
  /** What the slip can pay back (可中 / 最高可中); omitted where no quote can be given. */
  quote?: ReturnQuote | null;
  disabled: boolean;
  onClear: () => void;
  onSubmit: () => void;
  children?: ReactNode;
};

/** The sticky slip: count, total and what it can win, clear and place. */
export function BetSlip({ count, totalFen, quote, disabled, onClear, onSubmit, children }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="ql-slip">
      {children}
      <div className="ql-slip__bar">
        <div className="ql-slip__sum">
          <span className="ql-slip__total" data-testid="slip-total">
            {count === 0
              ? t('game.bet.slipEmpty')
              : t('game.bet.total', { count, money: moneyText(totalFen) })}
          </span>
          {count > 0 && quote ? (
            <span className="ql-slip__return" data-testid="slip-return">
              {returnText(quote, t)}
            </span>
          ) : null}
        </div>
        <Button size="small" className="ql-slip__clear" onClick={onClear} disabled={count === 0}>
          {t('game.bet.clear')}
        </Button>
        <Button
          size="small"
          color="primary"
          className="ql-slip__place"
          onClick={onSubmit}
          disabled={disabled || count === 0}
        >
          {t('game.bet.place')}
        </Button>
      </div>
    </footer>
  );
}
