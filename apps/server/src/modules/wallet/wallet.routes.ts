import type { WalletResult } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { getMemberBalances } from '../ledger';

/** GET /api/member/wallet: balance and withdrawable_amount as integer fen (contract payment.ts). */
export async function walletRoutes(app: FastifyInstance) {
  app.get('/api/member/wallet', { preHandler: app.authenticate }, async (request) => {
    const b = await getMemberBalances(app.db, request.memberId());
    const result: WalletResult = {
      balance: b.balanceFen,
      withdrawable_amount: b.withdrawableFen,
      held: b.heldFen,
      turnover_required: b.turnoverFen,
    };
    return ok(result);
  });
}
