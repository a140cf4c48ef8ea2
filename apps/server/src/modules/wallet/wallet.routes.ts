import { apiOkSchema, noInputSchema, type WalletResult, walletResultSchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { getMemberBalances } from '../ledger';

/** GET /api/member/wallet: balance and withdrawable_amount as integer fen (contract payment.ts). */
export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/member/wallet',
    {
      preHandler: app.authenticate,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(walletResultSchema) } },
    },
    async (request) => {
      const b = await getMemberBalances(app.db, request.memberId());
      const result: WalletResult = {
        balance: b.balanceFen,
        withdrawable_amount: b.withdrawableFen,
        held: b.heldFen,
        turnover_required: b.turnoverFen,
      };
      return ok(result);
    },
  );
}
