import type { WalletResult } from '@qilin/contract';
import type { Db } from '../../db';
import { getMemberBalances } from '../ledger';
import { type PromotionService, presentWagering } from '../promotion';

/**
 * The member's wallet as the client shows it: integer fen from the ledger's balances; the withdrawable
 * amount also keeps back gifts whose wagering is not done (the promotion face).
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly promotion: PromotionService,
  ) {}

  async view(memberId: number): Promise<WalletResult> {
    const [b, w] = await Promise.all([
      getMemberBalances(this.db, memberId),
      this.promotion.wagering(this.db, memberId),
    ]);
    return {
      balance: b.balanceFen,
      withdrawable_amount: w.withdrawableFen,
      held: b.heldFen,
      turnover_required: b.turnoverFen,
      gift_wagering: presentWagering(w),
    };
  }
}
