import {
  apiOkSchema,
  apiOkWithSchema,
  approvalPendingViewSchema,
  bankListSchema,
  Messages,
  noInputSchema,
  ServerMessages,
  wireId,
  wireInt,
  withdrawAccountAddSchema,
  withdrawAccountSchema,
  withdrawApplySchema,
  withdrawalForOperatorSchema,
  withdrawalQueueQuery,
  withdrawalSchema,
  withdrawCheckResultSchema,
  withdrawListResultSchema,
  withdrawTypesResultSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okWith } from '../../lib/reply';
import { type PasswordCipher, readSealedSecret } from '../security';
import { amountFenOf } from './amount.input';
import { BANKS, withdrawTypes } from './withdraw.config';
import type { WithdrawService } from './withdraw.service';
import type { WithdrawReviewService } from './withdraw-review.service';

export type WithdrawRoutesOptions = {
  withdraws: WithdrawService;
  reviews: WithdrawReviewService;
  cipher: PasswordCipher;
};

const idParams = z.object({ id: wireId() });
const pageQuery = z.object({
  page: wireInt(1, 100_000).default(1),
  pageSize: wireInt(1, 100).default(20),
});

function clientKeyOf(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = bodyKey ?? (typeof header === 'string' ? header.trim() : undefined);
  return key && key.length >= 8 && key.length <= 64 ? key : undefined;
}

/** Member withdrawal routes (spec §7 fund paths); `withdraw/*` also answers without the fund prefix. */
export async function withdrawRoutes(fastify: FastifyInstance, opts: WithdrawRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { withdraws, reviews, cipher } = opts;
  const auth = { preValidation: app.authenticate };
  const none = { querystring: noInputSchema };
  const checkReply = { 200: apiOkSchema(withdrawCheckResultSchema) };
  const withdrawalReply = { 200: apiOkSchema(withdrawalSchema) };

  app.get(
    '/api/fund/withdraw/pre_check',
    { ...auth, schema: { ...none, response: checkReply } },
    async (request) => ok(await withdraws.preCheck(request.memberId())),
  );
  app.get(
    '/api/fund/withdraw/accounts',
    { ...auth, schema: { ...none, response: { 200: apiOkSchema(z.array(withdrawAccountSchema)) } } },
    async (request) => ok(await withdraws.accounts(request.memberId())),
  );
  // Bank index: the client reads data[].bankName.
  app.get(
    '/api/fund/banks',
    { schema: { ...none, response: { 200: apiOkWithSchema(bankListSchema, { data: bankListSchema }) } } },
    async () => okWith(BANKS, { data: BANKS }),
  );
  // `fund/types` (recharge and withdraw types together) is served by the payment module.
  app.get(
    '/api/fund/withdraw/types',
    { ...auth, schema: { ...none, response: { 200: apiOkSchema(withdrawTypesResultSchema) } } },
    async () => ok({ withdrawTypes: withdrawTypes() }),
  );

  app.post(
    '/api/fund/withdraw/account/add',
    {
      ...auth,
      schema: { body: withdrawAccountAddSchema, response: { 200: apiOkSchema(withdrawAccountSchema) } },
    },
    async (request) => ok(await withdraws.addAccount(request.memberId(), request.body), Messages.addSuccess),
  );

  app.post(
    '/api/fund/withdraw/account/del/:id',
    { ...auth, schema: { params: idParams, response: { 200: apiOkSchema(z.null()) } } },
    async (request) => {
      await withdraws.deleteAccount(request.memberId(), request.params.id);
      return ok(null, Messages.deleteSuccess);
    },
  );

  for (const prefix of ['/api/fund/withdraw', '/api/withdraw']) {
    app.get(`${prefix}/check`, { ...auth, schema: { ...none, response: checkReply } }, async (request) =>
      ok(await withdraws.check(request.memberId())),
    );
    app.get(
      `${prefix}/list`,
      {
        ...auth,
        schema: { querystring: pageQuery, response: { 200: apiOkSchema(withdrawListResultSchema) } },
      },
      async (request) =>
        ok(await withdraws.list(request.memberId(), request.query.page, request.query.pageSize)),
    );
  }

  app.post(
    '/api/fund/withdraw',
    { ...auth, schema: { body: withdrawApplySchema, response: withdrawalReply } },
    async (request) => {
      const body = request.body;
      // Sealed only (`secpwd_enc`): a plain `secpwd` is refused before anything is read or held.
      const secpwd = readSealedSecret(cipher, body, 'secpwd');
      const view = await withdraws.apply(request.memberId(), {
        accountId: body.account_id,
        amountFen: amountFenOf(body),
        secpwd,
        clientKey: clientKeyOf(request, body.request_id),
      });
      return ok(view, ServerMessages.withdrawApplied);
    },
  );

  app.post(
    '/api/fund/withdraw/cancel/:id',
    { ...auth, schema: { params: idParams, response: withdrawalReply } },
    async (request) =>
      ok(await reviews.cancel(request.memberId(), request.params.id), Messages.cancelSuccess),
  );
}

const rejectBody = z.object({ reason: z.string().max(200).default('') });

/** Operator review under /api/admin (x-admin-token). */
export async function withdrawAdminRoutes(
  fastify: FastifyInstance,
  opts: { reviews: WithdrawReviewService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A large approval waits for a second operator (202, modules/operator approval policies).
  const decided = {
    200: apiOkSchema(withdrawalForOperatorSchema),
    202: apiOkSchema(approvalPendingViewSchema),
  };
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        querystring: withdrawalQueueQuery,
        response: { 200: apiOkSchema(z.array(withdrawalForOperatorSchema)) },
      },
    },
    async (request) => ok(await opts.reviews.pending(request.query.limit, request.query.after_id)),
  );
  app.post(
    '/api/admin/withdrawals/:id/approve',
    { schema: { params: idParams, response: decided } },
    async (request) => ok(await opts.reviews.approve(request.params.id, request.adminAudit)),
  );
  app.post(
    '/api/admin/withdrawals/:id/reject',
    { schema: { params: idParams, body: rejectBody, response: decided } },
    async (request) =>
      ok(await opts.reviews.reject(request.params.id, request.body.reason, request.adminAudit)),
  );
}
