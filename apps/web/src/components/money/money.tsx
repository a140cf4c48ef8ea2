import { useTranslation } from '../../i18n';
import { type MoneyUnit, moneyText } from '../../lib/money';

type Props = {
  fen: number;
  /** 'yuan' where a reader could doubt the unit ('12元'), 'cny' for '¥12'; bare by default. */
  unit?: MoneyUnit;
  signed?: boolean;
  className?: string;
  'data-testid'?: string;
};

/** Every amount the app shows: integer fen in, spec §9 yuan text out. */
export function Money({ fen, unit = 'none', signed = false, className, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  return (
    <span className={className ? `ql-money ${className}` : 'ql-money'} data-testid={testId}>
      {moneyText(fen, { unit, signed, yuanText: t('common.yuan') })}
    </span>
  );
}
