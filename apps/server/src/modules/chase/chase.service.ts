import { createHash } from 'node:crypto';
import { type BetItem, BetMessages, type BetReceipt, ErrorCode } from '@qilin/contract';
import { type ChaseTarget, chasePlanFromTargets } from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { appError } from '../../lib/errors';
import { type BetService, chaseOrders } from '../bet';
import type { DrawIssueRow, DrawService } from '../draw';
import { chaseable, shareIssueById } from '../draw';
import { IdempotencyConflictError } from '../ledger';

export type FollowInput = {
  gameCode: string;
  roomId: string;
  /** One issue's selection at multiple 1; every issue stakes amountFen × multiple per item. */
  items: BetItem[];
  times: number;
  multiple: number;
  /**
   * The chase list (zhList) as the member set it: issues from the server's upcoming list, in draw
   * order, each with its own multiple. Without it, the next `times` issues at `multiple`.
   */
  zhList?: ChaseTarget[];
  isWinStop: boolean;
  /** Client-generated: a retried chase answers the first plan instead of buying the issues twice. */
  idempotencyKey?: string;
};

export const MAX_CHASE_ISSUES = 120;
export const MAX_CHASE_MULTIPLE = 10_000;
/** How far past the issue on sale a chase may start (the client's start-issue choices). */
export const CHASE_START_WINDOW = 10;

const chaseNotFound = () => appError(ErrorCode.ChaseNotFound);
const notEnoughIssues = () => appError(ErrorCode.ChaseTooFewIssues);
const notOnSale = () => appError(ErrorCode.ChaseIssueNotOnSale);
const badMultiple = () => appError(ErrorCode.InvalidPayload, BetMessages.chaseTermsInvalid);

/** What a chase request asks for, as its idempotency key must keep meaning it. */
export function chaseRequestHash(input: FollowInput): string {
  const list = input.zhList ?? null;
  const plan = list ? { zhList: list } : { times: input.times, multiple: input.multiple };
  const request = [input.gameCode, input.roomId, input.items, plan, input.isWinStop];
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * One issue's items at the chase multiple: the stake scales, and a norm (官方) item's own multiple
 * with it, so the server's count × unit × multiple check still holds.
 */
function scaled(items: readonly BetItem[], multiple: number): BetItem[] {
  return items.map((it) => ({
    ...it,
    amountFen: it.amountFen * multiple,
    ...(it.unit !== undefined && { multiple: (it.multiple ?? 1) * multiple }),
  }));
}

/**
 * 追号 (B §0): a pre-paid list of issues, each an ordinary bet order holding its own stake. With
 * isWinStop the first winning issue cancels and refunds every later item that has not been drawn.
 */
export class ChaseService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly draws: DrawService,
    private readonly bets: BetService,
    private readonly now: () => Date,
  ) {}

  async follow(memberId: number, input: FollowInput): Promise<{ chaseId: number; orders: BetReceipt[] }> {
    const times = input.zhList?.length ?? input.times;
    if (!Number.isInteger(times) || times < 1 || times > MAX_CHASE_ISSUES) throw notEnoughIssues();
    const targets = await this.#targets(input, times);
    const perIssueFen = input.items.reduce((s, it) => s + it.amountFen, 0);
    let totalFen: number;
    try {
      totalFen = chasePlanFromTargets({
        targets,
        stakeFen: perIssueFen,
        isWinStop: input.isWinStop,
        maxMultiple: MAX_CHASE_MULTIPLE,
      }).totalFen;
    } catch {
      throw badMultiple();
    }
    const key = input.idempotencyKey ?? null;
    const hash = chaseRequestHash(input);
    if (key) {
      const existing = await this.#byKey(memberId, key, hash);
      if (existing) return existing;
    }
    try {
      return await this.#create(memberId, input, targets, totalFen, key, hash);
    } catch (err) {
      const unique = typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
      const existing = key && unique ? await this.#byKey(memberId, key, hash) : undefined;
      if (existing) return existing;
      throw err;
    }
  }

  /**
   * The issues the chase buys, from the scheduler's real schedule: the member's zhList must name
   * issues still on sale, in draw order, starting within CHASE_START_WINDOW of the issue on sale.
   */
  async #targets(input: FollowInput, times: number): Promise<ChaseTarget[]> {
    const window = input.zhList ? times + CHASE_START_WINDOW : times;
    const upcoming = await this.draws.upcoming(input.gameCode, window + 1);
    const nowMs = this.now().getTime();
    const onSale = upcoming.filter((i) => chaseable(i.state) && nowMs < i.closeAt).map((i) => i.issue);
    if (!input.zhList) {
      if (onSale.length < times) throw notEnoughIssues();
      return onSale.slice(0, times).map((issue) => ({ issue, multiple: input.multiple }));
    }
    let last = -1;
    for (const { issue } of input.zhList) {
      const at = onSale.indexOf(issue);
      if (at <= last) throw notOnSale();
      last = at;
    }
    return input.zhList.map(({ issue, multiple }) => ({ issue, multiple }));
  }

  /** The plan a used key made; a different request under it is a conflict, not a replay. */
  async #byKey(
    memberId: number,
    key: string,
    requestHash: string,
  ): Promise<{ chaseId: number; orders: BetReceipt[] } | undefined> {
    const plan = await this.db
      .selectFrom('chase_plans')
      .select(['id', 'request_hash'])
      .where('member_id', '=', memberId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!plan) return undefined;
    if (plan.request_hash !== null && plan.request_hash !== requestHash) throw new IdempotencyConflictError();
    const receipts = await chaseOrders.receipts(this.db, plan.id);
    return { chaseId: plan.id, orders: receipts.map((receipt) => JSON.parse(receipt) as BetReceipt) };
  }

  async #create(
    memberId: number,
    input: FollowInput,
    targets: ChaseTarget[],
    totalFen: number,
    key: string | null,
    requestHash: string,
  ): Promise<{ chaseId: number; orders: BetReceipt[] }> {
    // The room's odds and rules are read before the transaction (never the pool from inside it).
    const room = await this.bets.room(input.gameCode, input.roomId);
    const created = await this.db.transaction().execute(async (trx) => {
      const plan = await trx
        .insertInto('chase_plans')
        .values({
          member_id: memberId,
          game_code: input.gameCode,
          room_id: input.roomId,
          is_win_stop: input.isWinStop,
          content: JSON.stringify(input.items),
          issues: targets.length,
          total_fen: totalFen,
          idempotency_key: key,
          request_hash: requestHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const orders: BetReceipt[] = [];
      for (const target of targets) {
        orders.push(
          await this.bets.placeIn(
            trx,
            memberId,
            {
              gameCode: input.gameCode,
              roomId: input.roomId,
              issue: target.issue,
              items: scaled(input.items, target.multiple),
              chaseId: plan.id,
              multiple: target.multiple,
            },
            room,
          ),
        );
      }
      return { chaseId: plan.id, orders };
    });
    this.bets.reportPlaced(created.orders, 'chase');
    return created;
  }

  /** Cancels every not-yet-closed item of a running chase and refunds it. */
  async cancel(memberId: number, chaseId: number): Promise<{ refundFen: number; cancelled: number }> {
    return this.db.transaction().execute(async (trx) => {
      const out = await this.#cancelIn(trx, memberId, chaseId);
      if (!out) throw chaseNotFound();
      return out;
    });
  }

  /**
   * Cancels and refunds every running chase of the member in the caller's transaction (a time-out or
   * self-exclusion starts: player protection). Returns the fen refunded.
   */
  async cancelAllIn(trx: Transaction<Database>, memberId: number): Promise<number> {
    const plans = await trx
      .selectFrom('chase_plans')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'running')
      .orderBy('id')
      .execute();
    let refundFen = 0;
    for (const p of plans) refundFen += (await this.#cancelIn(trx, memberId, p.id))?.refundFen ?? 0;
    return refundFen;
  }

  async #cancelIn(trx: Transaction<Database>, memberId: number, chaseId: number) {
    const plan = await trx
      .selectFrom('chase_plans')
      .selectAll()
      .where('id', '=', chaseId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'running')
      .forUpdate()
      .executeTakeFirst();
    if (!plan) return undefined;
    const ids = await this.#openOrders(
      trx,
      chaseId,
      async (issue) => chaseable(issue.state) && this.now() < issue.close_at,
    );
    const refundFen = await this.bets.voidOrders(trx, ids, 'cancelled');
    await trx.updateTable('chase_plans').set({ status: 'cancelled' }).where('id', '=', chaseId).execute();
    return { refundFen, cancelled: ids.length };
  }

  /** Settlement hook: stop-on-win chases refund their remaining items; finished chases are marked. */
  afterIssueSettled = async (
    trx: Transaction<Database>,
    issue: DrawIssueRow,
    wonOrderIds: number[],
  ): Promise<void> => {
    const touched = await chaseOrders.onIssue(trx, issue.id);
    const won = new Set(wonOrderIds);
    for (const chaseId of new Set(touched.map((o) => o.chaseId))) {
      const plan = await trx
        .selectFrom('chase_plans')
        .selectAll()
        .where('id', '=', chaseId)
        .forUpdate()
        .executeTakeFirst();
      if (plan?.status !== 'running') continue;
      const hasWin = touched.some((o) => o.chaseId === chaseId && won.has(o.id));
      if (plan.is_win_stop && hasWin) {
        const later = await this.#openOrders(trx, chaseId, async (i) => i.draw_at > issue.draw_at);
        await this.bets.voidOrders(trx, later, 'refunded');
        await trx.updateTable('chase_plans').set({ status: 'stopped' }).where('id', '=', chaseId).execute();
        continue;
      }
      if (!(await chaseOrders.hasOpenBesides(trx, chaseId, issue.id)))
        await trx.updateTable('chase_plans').set({ status: 'finished' }).where('id', '=', chaseId).execute();
    }
  };

  async #openOrders(
    trx: Transaction<Database>,
    chaseId: number,
    keep: (issue: DrawIssueRow) => Promise<boolean>,
  ): Promise<number[]> {
    const orders = await chaseOrders.open(trx, chaseId);
    const ids: number[] = [];
    for (const o of orders) {
      // Issue first, then order: the lock order of settlement and of bet cancels.
      const issue = await shareIssueById(trx, o.issue_id);
      if (!issue || !(await keep(issue))) continue;
      if ((await chaseOrders.lockStatus(trx, o.id)) === 'open') ids.push(o.id);
    }
    return ids;
  }
}
