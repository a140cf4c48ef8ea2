import {
  Messages,
  ServerMessages,
  wireId,
  wireInt,
  withdrawAccountAddSchema,
  withdrawApplySchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okWith } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import { type PasswordCipher, readSealedSecret } from '../security';
import { amountFenOf } from './amount';
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
export async function withdrawRoutes(app: FastifyInstance, opts: WithdrawRoutesOptions) {
  const { withdraws, reviews, cipher } = opts;
  const auth = { preHandler: app.authenticate };

  app.get('/api/fund/withdraw/pre_check', auth, async (request) =>
    ok(await withdraws.preCheck(request.memberId())),
  );
  app.get('/api/fund/withdraw/accounts', auth, async (request) =>
    ok(await withdraws.accounts(request.memberId())),
  );
  // Bank index: the client reads data[].bankName.
  app.get('/api/fund/banks', async () => okWith(BANKS, { data: BANKS }));
  // `fund/types` (recharge and withdraw types together) is served by the payment module.
  app.get('/api/fund/withdraw/types', auth, async () => ok({ withdrawTypes: withdrawTypes() }));

  app.post('/api/fund/withdraw/account/add', auth, async (request) => {
    const body = parseInput(withdrawAccountAddSchema, request.body);
    return ok(await withdraws.addAccount(request.memberId(), body), Messages.addSuccess);
  });

  app.post('/api/fund/withdraw/account/del/:id', auth, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await withdraws.deleteAccount(request.memberId(), id);
    return ok(null, Messages.deleteSuccess);
  });

  for (const prefix of ['/api/fund/withdraw', '/api/withdraw']) {
    app.get(`${prefix}/check`, auth, async (request) => ok(await withdraws.check(request.memberId())));
    app.get(`${prefix}/list`, auth, async (request) => {
      const q = parseInput(pageQuery, request.query);
      return ok(await withdraws.list(request.memberId(), q.page, q.pageSize));
    });
  }

  app.post('/api/fund/withdraw', auth, async (request) => {
    const body = parseInput(withdrawApplySchema, request.body);
    // Sealed only (`secpwd_enc`): a plain `secpwd` is refused before anything is read or held.
    const secpwd = readSealedSecret(cipher, body, 'secpwd');
    const view = await withdraws.apply(request.memberId(), {
      accountId: body.account_id,
      amountFen: amountFenOf(body),
      secpwd,
      clientKey: clientKeyOf(request, body.request_id),
    });
    return ok(view, ServerMessages.withdrawApplied);
  });

  app.post('/api/fund/withdraw/cancel/:id', auth, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await reviews.cancel(request.memberId(), id), Messages.cancelSuccess);
  });
}

const rejectBody = z.object({ reason: z.string().max(200).default('') });
const pendingQuery = z.object({ limit: wireInt(1, 500).default(100) });

/** Operator review under /api/admin (x-admin-token). */
export async function withdrawAdminRoutes(app: FastifyInstance, opts: { reviews: WithdrawReviewService }) {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/api/admin/withdrawals', async (request) => {
    const q = parseInput(pendingQuery, request.query);
    return ok(await opts.reviews.pending(q.limit));
  });
  app.post('/api/admin/withdrawals/:id/approve', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await opts.reviews.approve(id));
  });
  app.post('/api/admin/withdrawals/:id/reject', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(rejectBody, request.body ?? {});
    return ok(await opts.reviews.reject(id, body.reason));
  });
}
