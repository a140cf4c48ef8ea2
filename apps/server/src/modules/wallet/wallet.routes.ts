import { apiOkSchema, noInputSchema, walletResultSchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { WalletService } from './wallet.service';

/** GET /api/member/wallet: balance and withdrawable_amount as integer fen (contract payment.ts). */
export async function walletRoutes(fastify: FastifyInstance, opts: { wallets: WalletService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/member/wallet',
    {
      preHandler: app.authenticate,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(walletResultSchema) } },
    },
    async (request) => ok(await opts.wallets.view(request.memberId())),
  );
}
