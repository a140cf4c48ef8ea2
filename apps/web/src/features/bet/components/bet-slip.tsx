import { formatFen } from '@qilin/domain';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';

type Props = {
  count: number;
  totalFen: number;
  disabled: boolean;
  onClear: () => void;
  onSubmit: () => void;
  children?: ReactNode;
};

/** The sticky slip: count and total, clear and place. */
export function BetSlip({ count, totalFen, disabled, onClear, onSubmit, children }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="ql-slip">
      {children}
      <div className="ql-slip__bar">
        <span className="ql-slip__total" data-testid="slip-total">
          {count === 0 ? t('game.bet.slipEmpty') : t('game.bet.total', { count, money: formatFen(totalFen) })}
        </span>
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
