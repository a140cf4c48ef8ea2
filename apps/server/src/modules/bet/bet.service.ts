import { createHash } from 'node:crypto';
import { type BetItem, type BetReceipt, Messages } from '@qilin/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { DrawService } from '../draw';
import { drawIssues } from '../draw';
import {
  getMemberBalances,
  IdempotencyConflictError,
  InsufficientFundsError,
  placeHolds,
  voidHold,
} from '../ledger';
import { BetErrors } from './bet.errors';
import { betRepository as repo } from './bet.repository';
import type { BetOrderRow } from './bet.tables';
import { checkActivityBet, DisqualifiedError, recordDisqualification } from './bet-activity';
import { betFamily, type ResolvedItem, resolveItems } from './bet-items';
import { placementRepository as placement } from './bet-placement.repository';

export type PlaceBetInput = {
  gameCode: string;
  roomId: string;
  /** Defaults to the issue on sale now. */
  issue?: string;
  items: BetItem[];
  idempotencyKey?: string;
  chaseId?: number;
  multiple?: number;
  /** Champion-match activity (its tables refuse and disqualify both-sides betting). */
  activeId?: string;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const requestHashOf = (input: PlaceBetInput, issue: string) =>
  sha256(JSON.stringify([input.gameCode, input.roomId, issue, input.items, input.chaseId ?? null]));
/** The prelude found no issue on sale (and none was named): open issues ahead, then try again. */
const NO_ISSUE_ON_SALE = Symbol('no issue on sale');
/** `issue`: the one the request resolved to (part of its idempotency hash); `hash`: store that hash. */
type PlaceCtx = { issue?: string; hash: boolean };
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Placing and cancelling bets; every stake is a ledger hold taken in the transaction that records the bet. */
export class BetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly draws: DrawService,
    private readonly now: () => Date,
  ) {}

  async place(memberId: number, input: PlaceBetInput): Promise<BetReceipt> {
    const family = betFamily(input.gameCode);
    const resolved = resolveItems(family, input.items);
    const key = input.idempotencyKey ?? null;
    // The issue the request resolved to (the one on sale unless named): part of its idempotency hash.
    const ctx: PlaceCtx = input.issue === undefined ? { hash: true } : { hash: true, issue: input.issue };
    const run = () =>
      this.db.transaction().execute((trx) => this.#placeIn(trx, memberId, input, resolved, key, ctx));
    try {
      let receipt = await run();
      if (receipt === NO_ISSUE_ON_SALE) {
        // Nothing on sale in the table yet: the draw service opens issues ahead, then place on that one.
        ctx.issue = (await this.draws.currentIssue(input.gameCode))?.issue;
        if (ctx.issue === undefined) throw BetErrors.issueNotFound();
        receipt = await run();
      }
      if (receipt === NO_ISSUE_ON_SALE) throw BetErrors.issueNotFound();
      return receipt;
    } catch (err) {
      if (key && ctx.issue !== undefined && isUniqueViolation(err))
        return this.#replay(memberId, key, requestHashOf(input, ctx.issue));
      if (err instanceof DisqualifiedError) await recordDisqualification(this.db, err);
      if (err instanceof InsufficientFundsError) {
        const { balanceFen } = await getMemberBalances(this.db, memberId);
        if (balanceFen < family.limits.minFen)
          throw new InsufficientFundsError(Messages.insufficientForMinBet);
      }
      throw err;
    }
  }

  /** Places inside the caller's transaction (chase plans place every issue's order in one transaction). */
  async placeIn(trx: Transaction<Database>, memberId: number, input: PlaceBetInput & { issue: string }) {
    const resolved = resolveItems(betFamily(input.gameCode), input.items);
    const receipt = await this.#placeIn(trx, memberId, input, resolved, null, {
      hash: false,
      issue: input.issue,
    });
    if (receipt === NO_ISSUE_ON_SALE) throw BetErrors.issueNotFound();
    return receipt;
  }

  /**
   * The hot path, four round trips: prelude (idempotency, issue share lock, stake, reserved ids), the
   * holds (one guarded wallet debit — the wallet row is locked from here to commit only), the order
   * with its receipt and bets, and COMMIT.
   */
  async #placeIn(
    trx: Transaction<Database>,
    memberId: number,
    input: PlaceBetInput,
    resolved: ResolvedItem[],
    key: string | null,
    ctx: PlaceCtx,
  ): Promise<BetReceipt | typeof NO_ISSUE_ON_SALE> {
    const now = this.now();
    const pre = await placement.prelude(trx, {
      memberId,
      gameCode: input.gameCode,
      ...(ctx.issue !== undefined && { issue: ctx.issue }),
      now,
      key,
      betCount: resolved.length,
    });
    ctx.issue ??= pre.issue?.issue;
    if (ctx.issue === undefined) return NO_ISSUE_ON_SALE;
    const requestHash = ctx.hash ? requestHashOf(input, ctx.issue) : '';
    if (pre.prior) return replayOf(pre.prior, requestHash);
    const issueRow = pre.issue;
    if (!issueRow) throw BetErrors.issueNotFound();
    // The server's clock decides (B §2): at or after close the bet is refused whatever the row says.
    if (issueRow.state !== 'OPEN' || now.getTime() >= issueRow.closeAt.getTime()) throw BetErrors.closed();
    const family = betFamily(input.gameCode);
    if (input.activeId) {
      const playIds = resolved.map((r) => r.item.playId);
      await checkActivityBet(trx, {
        activeId: input.activeId,
        memberId,
        family,
        issueId: issueRow.id,
        issue: issueRow.issue,
        playIds,
      });
    }
    const totalFen = resolved.reduce((s, r) => s + r.item.amountFen, 0);
    if (pre.stakedFen + totalFen > family.limits.maxPerIssueFen)
      throw BetErrors.issueLimit(family.limits.maxPerIssueFen);
    const holdIds = await placeHolds(trx, {
      memberId,
      amountsFen: resolved.map((r) => r.holdFen),
      type: 'bet_stake',
      refType: 'bet_order',
      refId: String(pre.orderId),
    });
    const bets = resolved.map((r, i) => ({ r, id: pre.betIds[i] as number, holdId: holdIds[i] as number }));
    const body = {
      orderId: pre.orderId,
      gameId: input.gameCode,
      roomId: input.roomId,
      issue: issueRow.issue,
      items: bets.map(({ r, id }) => ({
        betId: id,
        playId: r.item.playId,
        name: r.name,
        selection: r.item,
        odds: r.odds,
        amountFen: r.item.amountFen,
      })),
      totalFen,
      serverTime: now.getTime(),
    };
    const receipt: BetReceipt = { ...body, hash: sha256(JSON.stringify(body)) };
    await placement.insertOrderWithBets(
      trx,
      {
        id: pre.orderId,
        memberId,
        gameCode: input.gameCode,
        roomId: input.roomId,
        issueId: issueRow.id,
        issue: issueRow.issue,
        chaseId: input.chaseId ?? null,
        activeId: input.activeId ?? '',
        multiple: input.multiple ?? 1,
        totalFen,
        idempotencyKey: key,
        requestHash,
        placedAt: now,
        receipt: JSON.stringify(receipt),
        receiptHash: receipt.hash,
      },
      bets.map(({ r, id, holdId }) => ({
        id,
        playId: r.item.playId,
        name: r.name,
        selection: r.selection,
        odds: r.odds,
        stakeFen: r.item.amountFen,
        holdId,
      })),
    );
    return receipt;
  }

  async #replay(memberId: number, key: string, requestHash: string): Promise<BetReceipt> {
    const existing = await repo.orderByKey(this.db, memberId, key);
    if (!existing) throw BetErrors.invalidSelection();
    return replayOf(existing, requestHash);
  }

  /** Cancels one open order (by id) or all of the member's open orders in the game, before close. */
  async cancel(
    memberId: number,
    gameCode: string,
    orderId?: number,
  ): Promise<{ cancelled: number[]; refundFen: number }> {
    betFamily(gameCode);
    return this.db.transaction().execute(async (trx) => {
      const orders = await repo.openOrders(trx, memberId, gameCode, orderId);
      const now = this.now().getTime();
      const cancellable: BetOrderRow[] = [];
      for (const o of orders) {
        if (o.chase_id !== null && orderId === undefined) continue; // chase items cancel through the chase
        // Lock order as settlement does (issue, then order) so a cancel and a settlement never deadlock.
        const issue = await drawIssues.shareIssueById(trx, o.issue_id);
        const open = issue?.state === 'OPEN' && now < issue.close_at.getTime();
        if (open && (await repo.lockOpenOrder(trx, o.id))) cancellable.push(o);
        else if (orderId !== undefined) throw BetErrors.notCancellable();
      }
      if (cancellable.length === 0)
        throw orderId === undefined ? BetErrors.nothingToCancel() : BetErrors.notCancellable();
      const refundFen = await this.voidOrders(
        trx,
        cancellable.map((o) => o.id),
        'cancelled',
      );
      return { cancelled: cancellable.map((o) => o.id), refundFen };
    });
  }

  /** Voids the holds of every pending bet of these orders and marks them; returns the fen refunded. */
  async voidOrders(
    trx: Transaction<Database>,
    orderIds: number[],
    status: 'cancelled' | 'refunded',
  ): Promise<number> {
    const bets = await repo.pendingBetsOfOrders(trx, orderIds);
    for (const b of bets)
      await voidHold(trx, b.hold_id, { type: status === 'cancelled' ? 'bet_cancel' : 'bet_refund' });
    await repo.markBets(
      trx,
      bets.map((b) => ({ id: b.id, status, payoutFen: 0 })),
      this.now(),
    );
    await repo.setOrdersStatus(trx, orderIds, status === 'cancelled' ? 'cancelled' : 'settled');
    return bets.reduce((s, b) => s + b.stake_fen, 0);
  }
}

function replayOf(order: Pick<BetOrderRow, 'request_hash' | 'receipt'>, requestHash: string): BetReceipt {
  if (requestHash && order.request_hash && order.request_hash !== requestHash)
    throw new IdempotencyConflictError();
  return JSON.parse(order.receipt) as BetReceipt;
}
