import { type BetReceipt, Messages } from '@qilin/contract';
import type { GameFamily } from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { DrawService } from '../draw';
import { drawIssues } from '../draw';
import { getMemberBalances, InsufficientFundsError, settleRegisterSet } from '../ledger';
import { BetErrors } from './bet.errors';
import { betRepository as repo } from './bet.repository';
import { betSettlementRepository as settlementRepo } from './bet.settlement.repository';
import type { BetOrderRow } from './bet.tables';
import { DisqualifiedError, recordDisqualification } from './bet-activity';
import { betFamily } from './bet-items';
import {
  NEEDS_TRANSACTION,
  NO_ISSUE_ON_SALE,
  type PlaceBetInput,
  type PlaceCtx,
  type PlaceRoom,
  placeOrder,
  replayOf,
  requestHashOf,
  sells,
} from './bet-placement';
import { RebateBook, type RebatedItem } from './rebate.service';

/**
 * Where a bet's room settings come from (the game module's per room config): the family at the
 * room's odds — the odds a bet must carry — and the room's judge and hedging settings.
 */
export interface BetRoomResolver {
  resolve(gameCode: string, roomId: string): Promise<PlaceRoom & { family: GameFamily }>;
}

export type { PlaceBetInput } from './bet-placement';

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Placing and cancelling bets; every stake is a ledger hold taken in the transaction that records the bet. */
export class BetService {
  /** Told of each new order's bet count once it is written (/metrics); replays are not new. */
  onPlaced: ((bets: number) => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly draws: DrawService,
    private readonly now: () => Date,
    /** Without one (unit tests), every room plays the catalogue's odds and the domain's rules. */
    private readonly rooms?: BetRoomResolver,
    /** 返点 of official bets; without one (unit tests) every member's ceiling is 0: no rebate. */
    private readonly rebates: RebateBook = new RebateBook(0, now),
  ) {}

  /**
   * The room's family (its odds) and settings; the catalogue's when no resolver is wired. It may read
   * the database outside any transaction: callers inside one resolve first (see placeIn).
   */
  async room(gameCode: string, roomId: string): Promise<PlaceRoom & { family: GameFamily }> {
    const family = betFamily(gameCode);
    if (!this.rooms) return { family, judge: null, hedging: null };
    return this.rooms.resolve(gameCode, roomId);
  }

  async place(memberId: number, input: PlaceBetInput): Promise<BetReceipt> {
    const room = await this.room(input.gameCode, input.roomId);
    const family = room.family;
    const resolved = await this.rebates.resolve(this.db, memberId, family, input.items);
    const key = input.idempotencyKey ?? null;
    // The issue the request resolved to (the one on sale unless named): part of its idempotency hash.
    const ctx: PlaceCtx = input.issue === undefined ? { hash: true } : { hash: true, issue: input.issue };
    // Champion-match bets, hedging rooms and members with a per-issue limit of their own check the
    // member's other orders of the issue first, in the transaction of the write; an order with a
    // rebate records it in the transaction of the write.
    const w = () => ({ key, ctx, now: this.now(), room });
    const inTransaction = () =>
      this.db.transaction().execute((trx) => this.#placeAndRecord(trx, memberId, input, resolved, w()));
    const rebating = resolved.some((r) => r.rebateBp > 0);
    const run = async () => {
      const r =
        input.activeId || room.hedging || rebating
          ? await inTransaction()
          : await placeOrder(this.db, memberId, input, resolved, w());
      return r === NEEDS_TRANSACTION ? inTransaction() : r;
    };
    try {
      let receipt = await run();
      if (receipt === NO_ISSUE_ON_SALE) {
        // Nothing on sale in the table yet: the draw service opens issues ahead, then place on that one.
        ctx.issue = (await this.draws.currentIssue(input.gameCode))?.issue;
        if (ctx.issue === undefined) throw BetErrors.issueNotFound();
        receipt = await run();
      }
      if (receipt === NO_ISSUE_ON_SALE || receipt === NEEDS_TRANSACTION) throw BetErrors.issueNotFound();
      this.onPlaced?.(receipt.items.length);
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

  /**
   * Places inside the caller's transaction (chase plans place every issue's order in one transaction),
   * under the room settings the caller resolved with `room()` before opening it.
   */
  async placeIn(
    trx: Transaction<Database>,
    memberId: number,
    input: PlaceBetInput & { issue: string },
    room: PlaceRoom & { family: GameFamily },
  ) {
    const resolved = await this.rebates.resolve(trx, memberId, room.family, input.items);
    const ctx: PlaceCtx = { hash: false, issue: input.issue };
    const receipt = await this.#placeAndRecord(trx, memberId, input, resolved, {
      key: null,
      ctx,
      now: this.now(),
      room,
    });
    if (receipt === NO_ISSUE_ON_SALE || receipt === NEEDS_TRANSACTION) throw BetErrors.issueNotFound();
    return receipt;
  }

  /** placeOrder, then the rebates of the order's bets in the same transaction (a replay adds none). */
  async #placeAndRecord(
    trx: Transaction<Database>,
    memberId: number,
    input: PlaceBetInput,
    resolved: RebatedItem[],
    w: Parameters<typeof placeOrder>[4],
  ): ReturnType<typeof placeOrder> {
    const receipt = await placeOrder(trx, memberId, input, resolved, w);
    if (typeof receipt === 'object') await this.rebates.record(trx, receipt, resolved);
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
        const open = !!issue && sells(issue.state, o.chase_id) && now < issue.close_at.getTime();
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

  /**
   * Voids every pending bet of these orders (each bet is its own hold: its row leaves pending and the
   * ledger returns what it held to the wallet, one transfer per order) and marks the orders; returns
   * the fen returned.
   */
  async voidOrders(
    trx: Transaction<Database>,
    orderIds: number[],
    status: 'cancelled' | 'refunded',
  ): Promise<number> {
    let refundFen = 0;
    for (const orderId of orderIds) {
      const members = await settleRegisterSet(
        trx,
        settlementRepo.voidOrderSource(orderId, status, this.now()),
        {
          house: { kind: 'house' },
          postType: 'bet_stake',
          voidType: status === 'cancelled' ? 'bet_cancel' : 'bet_refund',
          payoutType: 'bet_payout',
          ref: { refType: 'bet_order', refId: String(orderId) },
        },
      );
      refundFen += members.reduce((s, m) => s + m.voidFen, 0);
    }
    // A cancelled order no longer counts towards the member's stake on its issue (a refunded one still
    // does, as it always has: its order is settled, not cancelled).
    if (status === 'cancelled') await repo.releaseIssueStakes(trx, orderIds);
    await repo.setOrdersStatus(trx, orderIds, status === 'cancelled' ? 'cancelled' : 'settled');
    return refundFen;
  }
}
