import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import type { WithdrawableView } from '../model/withdrawable';

/**
 * Why the withdrawable amount is what it is: deposits must be bet through (流水) before they can be
 * withdrawn, so while turnover is owed that much of the balance stays; once it is done, all of it may go.
 */
export function WithdrawableNote({ view }: { view: WithdrawableView }) {
  const { t } = useTranslation();
  // The server's sentence on gifts still under wagering (contract PromotionMessages.wageringLeft).
  const gift = view.giftText ? <p data-testid="gift-wagering-note">{view.giftText}</p> : null;
  if (view.turnoverFen <= 0 && gift) {
    return (
      <div className="ql-withdraw__note is-owed" data-testid="withdrawable-note" role="note">
        {gift}
      </div>
    );
  }
  if (view.turnoverFen <= 0) {
    return (
      <p className="ql-withdraw__note" data-testid="withdrawable-note">
        {t('withdraw.turnoverDone')}
      </p>
    );
  }
  return (
    <div className="ql-withdraw__note is-owed" data-testid="withdrawable-note" role="note">
      <strong>{t('withdraw.turnoverLeft', { amount: moneyText(view.turnoverFen) })}</strong>
      <p>
        {t('withdraw.turnoverWhy', {
          balance: moneyText(view.balanceFen),
          locked: moneyText(view.lockedFen),
        })}
      </p>
      {gift}
    </div>
  );
}
