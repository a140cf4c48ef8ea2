import type { WalletResult } from '@qilin/contract';

/** What the withdraw screen explains about the wallet: how much may leave now and what holds the rest. */
export type WithdrawableView = {
  withdrawableFen: number;
  /** Bet turnover (流水) deposits still require; 0 once worked off. */
  turnoverFen: number;
  /** The part of the balance the unmet turnover keeps in the wallet. */
  lockedFen: number;
  balanceFen: number;
  /** Why claimed gifts keep part of the balance back (their wagering, 礼金流水); '' when none do. */
  giftText: string;
};

/** An older server answers without `turnover_required`: then only the locked part is known. */
export function withdrawableView(wallet: WalletResult | undefined): WithdrawableView {
  const balanceFen = wallet?.balance ?? 0;
  const withdrawableFen = wallet?.withdrawable_amount ?? 0;
  const lockedFen = Math.max(0, balanceFen - withdrawableFen);
  return {
    balanceFen,
    withdrawableFen,
    lockedFen,
    turnoverFen: wallet?.turnover_required ?? lockedFen,
    giftText: wallet?.gift_wagering?.text ?? '',
  };
}
