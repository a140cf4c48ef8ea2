import { formatFen } from '@qilin/domain';
import { useTranslation } from '../../../i18n';
import type { WithdrawableView } from '../model/withdrawable';

/**
 * Why the withdrawable amount is what it is: deposits must be bet through (流水) before they can be
 * withdrawn, so while turnover is owed that much of the balance stays; once it is done, all of it may go.
 */
export function WithdrawableNote({ view }: { view: WithdrawableView }) {
  const { t } = useTranslation();
  if (view.turnoverFen <= 0) {
    return (
      <p className="ql-withdraw__note" data-testid="withdrawable-note">
        {t('withdraw.turnoverDone')}
      </p>
    );
  }
  return (
    <div className="ql-withdraw__note is-owed" data-testid="withdrawable-note" role="note">
      <strong>{t('withdraw.turnoverLeft', { amount: formatFen(view.turnoverFen) })}</strong>
      <p>
        {t('withdraw.turnoverWhy', {
          balance: formatFen(view.balanceFen),
          locked: formatFen(view.lockedFen),
        })}
      </p>
    </div>
  );
}
