import type { WalletResult } from '@qilin/contract';
import type { Db } from '../../db';
import { getMemberBalances } from '../ledger';

/** The member's wallet as the client shows it: integer fen from the ledger's balances. */
export class WalletService {
  constructor(private readonly db: Db) {}

  async view(memberId: number): Promise<WalletResult> {
    const b = await getMemberBalances(this.db, memberId);
    return {
      balance: b.balanceFen,
      withdrawable_amount: b.withdrawableFen,
      held: b.heldFen,
      turnover_required: b.turnoverFen,
    };
  }
}
