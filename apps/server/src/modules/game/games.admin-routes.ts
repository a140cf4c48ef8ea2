import {
  type AdminGame,
  type AdminIssue,
  adminEpochsQuerySchema,
  adminEpochsResultSchema,
  adminGamesResultSchema,
  adminIssuesQuerySchema,
  adminIssuesResultSchema,
  apiOkSchema,
  approvalPendingViewSchema,
  ErrorCode,
  issueVoidBodySchema,
  issueVoidParamsSchema,
  issueVoidResultSchema,
  noInputSchema,
  operatorVoidReason,
} from '@qilin/contract';
import { GAME_FAMILIES } from '@qilin/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { IssueTotals } from '../bet';
import type { DrawService, IssueView } from '../draw';

export type GamesAdminOptions = {
  draws: DrawService;
  /** Per issue bet sums (the bet module's BetQueries.issueTotals). */
  issueTotals: (issueIds: readonly number[]) => Promise<Map<number, IssueTotals>>;
};

const NONE: IssueTotals = { bets: 0, stakeFen: 0, payoutFen: 0, refundedBets: 0, refundedFen: 0 };

/** The console's row of an issue: the public view (seed/result only once revealed) and its bet sums. */
export function adminIssueOf(id: number, v: IssueView, t: IssueTotals = NONE): AdminIssue {
  return {
    id,
    game_id: v.gameCode,
    issue: v.issue,
    state: v.state,
    open_at: v.openAt,
    close_at: v.closeAt,
    draw_at: v.drawAt,
    chain_epoch: v.chainEpoch,
    chain_index: v.chainIndex,
    // Belt and braces over the stored rule: a PENDING issue's commitment is its predecessor's seed.
    commitment: v.state === 'PENDING' && v.chainIndex !== 1 ? null : v.commitment,
    seed: v.seed,
    beacon_round: v.beacon?.round ?? null,
    result: v.result ?? null,
    void_reason: v.voidReason,
    bets: t.bets,
    stake_fen: t.stakeFen,
    payout_fen: t.payoutFen,
  };
}

/**
 * Operator calls of the games area: the catalogue, a game's issues (paged, by state) with their bet
 * sums, its epochs, and voiding an issue (two-person: modules/operator approval policies; the approved
 * replay runs this handler once).
 */
export async function gamesAdminRoutes(fastify: FastifyInstance, opts: GamesAdminOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { draws } = opts;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/games',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(adminGamesResultSchema) } } },
    async () => {
      const list = GAME_FAMILIES.map((f): AdminGame => {
        const s = draws.scheduler.game(f.code)?.schedule;
        return {
          code: f.code,
          name: f.name,
          class_type: f.classType,
          game_type: f.gameType,
          scheduled: s !== undefined,
          period_sec: s?.kind === 'periodic' ? s.periodSec : f.periodSec,
          close_sec: s?.kind === 'periodic' ? s.closeSec : f.closeSec,
        };
      });
      return ok({ list });
    },
  );

  app.get(
    '/api/admin/games/issues',
    {
      schema: {
        querystring: adminIssuesQuerySchema,
        response: { 200: apiOkSchema(adminIssuesResultSchema) },
      },
    },
    async (request) => {
      const { game_id: gameId, state, page, size } = request.query;
      const { list, total } = await draws.page(gameId, state, size, page);
      const totals = await opts.issueTotals(list.map((r) => r.id));
      return ok({ list: list.map((r) => adminIssueOf(r.id, r.view, totals.get(r.id))), total, page, size });
    },
  );

  app.get(
    '/api/admin/games/epochs',
    {
      schema: {
        querystring: adminEpochsQuerySchema,
        response: { 200: apiOkSchema(adminEpochsResultSchema) },
      },
    },
    async (request) => {
      const { list } = await draws.epochs(request.query.game_id);
      return ok({
        list: list.map((e) => ({
          epoch: e.epoch,
          terminal_hash: e.terminalHash,
          chain_length: e.chainLength,
          announced_at: e.announcedAt,
          first_issue: e.firstIssue,
          active_from: e.activeFrom,
          state: e.state,
        })),
      });
    },
  );

  app.post(
    '/api/admin/games/issues/:id/void',
    {
      schema: {
        params: issueVoidParamsSchema,
        body: issueVoidBodySchema,
        response: {
          200: apiOkSchema(issueVoidResultSchema),
          202: apiOkSchema(approvalPendingViewSchema),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { outcome, view } = await draws.voidIssue(
        id,
        operatorVoidReason(request.body.reason),
        request.adminAudit,
      );
      if (outcome === 'not-found' || !view) throw appError(ErrorCode.IssueNotFound);
      if (outcome === 'not-voidable') throw appError(ErrorCode.IssueNotVoidable);
      const t = (await opts.issueTotals([id])).get(id) ?? NONE;
      return ok({
        issue: adminIssueOf(id, view, t),
        refunded_bets: t.refundedBets,
        refunded_fen: t.refundedFen,
      });
    },
  );
}
