import {
  apiOkSchema,
  noInputSchema,
  ServerMessages,
  venueAllOutResultSchema,
  venueBalanceSchema,
  venueExchangeResultSchema,
  venueExchangeSchema,
  venuePartyListSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { type PasswordCipher, readSealedSecret } from '../security';
import { amountFenOf } from '../withdraw';
import type { VenueService } from './venue.service';

const balanceQuery = z.object({ code: z.string().max(32).optional(), id: z.string().max(32).optional() });
const allOutBody = z
  .object({
    request_id: z.string().trim().min(8).max(64).optional(),
    // Named so a plain `password` of any type reaches the sealed-only check instead of being dropped.
    password: z.string().max(128).optional(),
    password_enc: z.string().max(1024).optional(),
  })
  .default({});

function clientKeyOf(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = bodyKey ?? (typeof header === 'string' ? header.trim() : undefined);
  return key && key.length >= 8 && key.length <= 64 ? key : undefined;
}

/** Party list (`member/wallet/third/list`) and `games/exchange/*` transfers. */
export async function venueRoutes(
  fastify: FastifyInstance,
  opts: { venues: VenueService; cipher: PasswordCipher },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { venues, cipher } = opts;
  const auth = { preValidation: app.authenticate };

  app.get(
    '/api/member/wallet/third/list',
    { ...auth, schema: { querystring: noInputSchema, response: { 200: apiOkSchema(venuePartyListSchema) } } },
    async (request) => ok(await venues.partyList(request.memberId())),
  );

  app.get(
    '/api/games/balance',
    { ...auth, schema: { querystring: balanceQuery, response: { 200: apiOkSchema(venueBalanceSchema) } } },
    async (request) => ok(await venues.balance(request.memberId(), request.query.code ?? request.query.id)),
  );

  for (const direction of ['in', 'out'] as const) {
    app.post(
      `/api/games/exchange/${direction}`,
      {
        ...auth,
        schema: { body: venueExchangeSchema, response: { 200: apiOkSchema(venueExchangeResultSchema) } },
      },
      async (request) => {
        const body = request.body;
        const code = body.code ?? body.venue ?? (body.id === undefined ? undefined : String(body.id));
        const result = await venues.exchange(request.memberId(), {
          code,
          direction,
          amountFen: amountFenOf(body),
          clientKey: clientKeyOf(request, body.request_id),
        });
        return ok(result, ServerMessages.transferSuccess);
      },
    );
  }

  app.post(
    '/api/games/exchange/all/out',
    { ...auth, schema: { body: allOutBody, response: { 200: apiOkSchema(venueAllOutResultSchema) } } },
    async (request) => {
      const body = request.body;
      // Optional, but sealed only (`password_enc`): a plain `password` is refused before any transfer.
      const secret = readSealedSecret(cipher, body, 'password');
      const memberId = request.memberId();
      const result = secret
        ? await venues.allOutWithPassword(memberId, secret)
        : await venues.allOut(memberId, clientKeyOf(request, body.request_id));
      return ok(result, ServerMessages.transferBackSuccess);
    },
  );
}
