import { type BetReceipt, Messages } from '@qilin/contract';
import type { GameFamily } from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { AppError } from '../../lib/errors';
import type { DrawService } from '../draw';
import { shareIssueById } from '../draw';
import {
  getMemberBalances,
  IdempotencyConflictError,
  InsufficientFundsError,
  settleRegisterSet,
} from '../ledger';
import type { MemberFen, ProtectionService } from '../protection';
import { BetErrors } from './bet.errors';
import { betRepository as repo } from './bet.repository';
import type { BetOrderRow } from './bet.tables';
import { KeyTurns, lockIdempotencyKey, replayOf } from './bet-idempotency.locks';
import { betFamily } from './bet-items.rules';
import {
  checkInTransaction,
  needsTransaction,
  type PlaceBetInput,
  type PlacementRequest,
  type PlaceRoom,
  preparePlacement,
  type ReadyPlacement,
  sells,
  writeByLedgerPath,
  writeOrder,
} from './bet-placement.service';
import { betSettlementRepository as settlementRepo } from './bet-settlement.repository';
import { DisqualifiedError, recordDisqualification } from './champion-match.rules';
import { MemberWriteBatcher } from './member-write.batcher';
import { RebateBook, type RebatedItem } from './rebate.service';

/**
 * Where a bet's room settings come from (the game module's per room config): the family at the
 * room's odds — the odds a bet must carry — and the room's judge and hedging settings.
 */
export interface BetRoomResolver {
  resolve(gameCode: string, roomId: string): Promise<PlaceRoom & { family: GameFamily }>;
}

export type { PlaceBetInput } from './bet-placement.service';

/** Where new orders come from, for /metrics: a member's own order, or a chase plan's per issue. */
export type PlacedSource = 'direct' | 'chase';

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Placing and cancelling bets; every stake is a ledger hold taken in the transaction that records the bet. */
export class BetService {
  /** Told of each new order's bet count once it is written (/metrics); replays are not new. */
  onPlaced: ((bets: number, source: PlacedSource) => void) | undefined;

  readonly #batcher: MemberWriteBatcher;
  readonly #keyTurns = new KeyTurns();
  /** Player protection's guards (limits, breaks); without it (unit tests) no member has any. */
  #protection: ProtectionService | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly draws: DrawService,
    private readonly now: () => Date,
    /** Without one (unit tests), every room plays the catalogue's odds and the domain's rules. */
    private readonly rooms?: BetRoomResolver,
    /** 返点 of official bets; without one (unit tests) every member's ceiling is 0: no rebate. */
    private readonly rebates: RebateBook = new RebateBook(0, now),
  ) {
    this.#batcher = new MemberWriteBatcher(db);
  }

  /** Wires player protection: its members' orders are checked and counted in their write's transaction. */
  useProtection(protection: ProtectionService): void {
    this.#protection = protection;
  }

  /**
   * The room's family (its odds) and settings; the catalogue's when no resolver is wired. It may read
   * the database outside any transaction: callers inside one resolve first (see placeIn).
   */
  async room(gameCode: string, roomId: string): Promise<PlaceRoom & { family: GameFamily }> {
    const family = betFamily(gameCode);
    if (!this.rooms) return { family, judge: null, hedging: null };
    return this.rooms.resolve(gameCode, roomId);
  }

  /**
   * Places a member's order. Under an idempotency key the answer is the first attempt's: a retry in
   * this process waits for the attempt before it; one in another process that meets a refusal waits
   * for any attempt still holding the key (see #afterAttemptsOf) and answers with its order if it made one.
   */
  async place(memberId: number, input: PlaceBetInput): Promise<BetReceipt> {
    const key = input.idempotencyKey ?? null;
    if (key === null) return this.#place(memberId, input, null);
    return this.#keyTurns.take(`${memberId}:${key}`, () => this.#place(memberId, input, key));
  }

  async #place(memberId: number, input: PlaceBetInput, key: string | null): Promise<BetReceipt> {
    const room = await this.room(input.gameCode, input.roomId);
    const resolved = await this.rebates.resolve(this.db, memberId, room.family, input.items);
    const request: PlacementRequest = { memberId, input, resolved, key, hashed: true, now: this.now(), room };
    try {
      let prepared = await preparePlacement(this.db, request);
      if (prepared.kind === 'noIssue') {
        // Nothing on sale in the table yet: the draw service opens issues ahead; place on the one on sale.
        const issue = (await this.draws.currentIssue(input.gameCode))?.issue;
        if (issue === undefined) throw BetErrors.issueNotFound();
        prepared = await preparePlacement(this.db, { ...request, issue });
      }
      if (prepared.kind === 'noIssue') throw BetErrors.issueNotFound();
      if (prepared.kind === 'replay') return prepared.receipt;
      // Champion-match bets, hedging rooms and members with a per-issue limit of their own check the
      // member's other orders of the issue in the transaction of the write; so does a rebate's record.
      if (needsTransaction(prepared) || resolved.some((r) => r.rebateBp > 0)) {
        const ready = prepared;
        await this.db.transaction().execute((trx) => this.#commitIn(trx, ready, resolved));
      } else {
        await this.#commitOnPool(prepared);
      }
      this.onPlaced?.(prepared.receipt.items.length, 'direct');
      return prepared.receipt;
    } catch (err) {
      if (key !== null) {
        const first = await this.#afterAttemptsOf(memberId, key, err);
        if (first) return replayOf(first, input, true);
      }
      if (err instanceof DisqualifiedError) await recordDisqualification(this.db, err);
      if (err instanceof InsufficientFundsError) {
        const { balanceFen } = await getMemberBalances(this.db, memberId);
        if (balanceFen < room.family.limits.minFen)
          throw new InsufficientFundsError(Messages.insufficientForMinBet);
      }
      throw err;
    }
  }

  /**
   * The order of another attempt under the key, when this one failed for that reason: its write met
   * the key taken (a unique violation), or it was refused (sales closed, a limit …) while an attempt
   * in a transaction held the key. That attempt holds the key's lock until it commits or rolls back,
   * so taking the lock waits for its outcome; a refusal with no order behind it stands.
   */
  async #afterAttemptsOf(memberId: number, key: string, err: unknown): Promise<BetOrderRow | undefined> {
    if (isUniqueViolation(err)) return repo.orderByKey(this.db, memberId, key);
    if (!(err instanceof AppError) || err instanceof IdempotencyConflictError) return undefined;
    return this.db.transaction().execute(async (trx) => {
      await lockIdempotencyKey(trx, memberId, key);
      return repo.orderByKey(trx, memberId, key);
    });
  }

  /** The write on the pool, through the member's group commit. */
  async #commitOnPool(ready: ReadyPlacement): Promise<void> {
    if ((await writeOrder(this.db, ready.write, this.#batcher)) === 'ledgerPath')
      await this.db.transaction().execute((trx) => writeByLedgerPath(trx, ready.write));
  }

  /**
   * The key's lock (see #afterAttemptsOf), the checks that read the member's other orders, the write
   * and the rebates of its bets, in one transaction.
   */
  async #commitIn(trx: Transaction<Database>, ready: ReadyPlacement, resolved: RebatedItem[]): Promise<void> {
    const { memberId, idempotencyKey } = ready.write.order;
    if (idempotencyKey !== null) await lockIdempotencyKey(trx, memberId, idempotencyKey);
    // Protection first: its member lock orders the member's concurrent stakes before any other lock.
    const stake = ready.lockedChecks.protection;
    const guarded = stake !== null && (await this.#protection?.guardStake(trx, memberId, stake)) === true;
    await checkInTransaction(trx, ready);
    if ((await writeOrder(trx, ready.write)) === 'ledgerPath') await writeByLedgerPath(trx, ready.write);
    // Counted after the wallet moved (wallet, then usage: the lock order settlement also keeps).
    if (guarded) await this.#protection?.recordStake(trx, memberId, ready.write.hold.amountFen);
    await this.rebates.record(trx, ready.receipt, resolved);
  }

  /**
   * Places inside the caller's transaction (chase plans place every issue's order in one transaction),
   * under the room settings the caller resolved with `room()` before opening it. The caller reports
   * the orders to `reportPlaced` once its transaction has committed.
   */
  async placeIn(
    trx: Transaction<Database>,
    memberId: number,
    input: PlaceBetInput & { issue: string },
    room: PlaceRoom & { family: GameFamily },
  ): Promise<BetReceipt> {
    const resolved = await this.rebates.resolve(trx, memberId, room.family, input.items);
    const request: PlacementRequest = {
      memberId,
      input,
      resolved,
      key: null,
      hashed: false,
      now: this.now(),
      room,
    };
    const prepared = await preparePlacement(trx, request);
    if (prepared.kind !== 'ready') throw BetErrors.issueNotFound();
    await this.#commitIn(trx, prepared, resolved);
    return prepared.receipt;
  }

  /** Tells /metrics of new orders written outside `place` (a chase plan's, after its commit). */
  reportPlaced(receipts: readonly BetReceipt[], source: PlacedSource): void {
    const bets = receipts.reduce((sum, r) => sum + r.items.length, 0);
    if (bets > 0) this.onPlaced?.(bets, source);
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
        const issue = await shareIssueById(trx, o.issue_id);
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
    const returned: MemberFen[] = [];
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
      for (const m of members)
        returned.push({ memberId: m.memberId, fen: m.voidFen + m.releaseFen + m.payoutFen });
    }
    await this.#protection?.recordReturns(trx, returned);
    // A cancelled order no longer counts towards the member's stake on its issue (a refunded one still
    // does, as it always has: its order is settled, not cancelled).
    if (status === 'cancelled') await repo.releaseIssueStakes(trx, orderIds);
    await repo.setOrdersStatus(trx, orderIds, status === 'cancelled' ? 'cancelled' : 'settled');
    return refundFen;
  }
}
