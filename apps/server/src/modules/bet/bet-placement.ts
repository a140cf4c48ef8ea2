import { createHash } from 'node:crypto';
import type { BetItem, BetReceipt } from '@qilin/contract';
import type { Pc28Hedging } from '@qilin/domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { chaseable, drawIssues } from '../draw';
import {
  ensureHoldAccounts,
  holdForRegister,
  IdempotencyConflictError,
  InsufficientFundsError,
  type RegisterHoldInput,
  registerHoldOutcome,
} from '../ledger';
import { BetErrors } from './bet.errors';
import type { BetOrderRow } from './bet.tables';
import { checkActivityBet } from './bet-activity';
import { checkHedging } from './bet-hedging';
import { betFamily, type ResolvedItem } from './bet-items';
import { lockMemberIssue } from './bet-member-lock';
import {
  isIssueCapError,
  type OrderRow,
  type PlacementOutcome,
  type PlacementPrelude,
  type PlacementWrite,
  placementRepository as placement,
} from './bet-placement.repository';
import { writeBatcherOf } from './bet-write-batch';

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

/** `issue`: the one the request resolved to (part of its idempotency hash); `hash`: store that hash. */
export type PlaceCtx = { issue?: string; hash: boolean };

/**
 * The room's settings a bet is placed under: the judge settings each bet stores for its settlement
 * (null = the domain's defaults) and, when any is on, the hedging rules checked in the transaction.
 */
export type PlaceRoom = { judge: unknown; hedging: Pc28Hedging | null };

/** The prelude found no issue on sale (and none was named): open issues ahead, then try again. */
export const NO_ISSUE_ON_SALE = Symbol('no issue on sale');

/** The member has a per-issue limit of their own: place again inside a transaction (it takes a lock). */
export const NEEDS_TRANSACTION = Symbol('needs a transaction');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const requestHashOf = (input: PlaceBetInput, issue: string) =>
  sha256(JSON.stringify([input.gameCode, input.roomId, issue, input.items, input.chaseId ?? null]));

export function replayOf(
  order: Pick<BetOrderRow, 'request_hash' | 'receipt'>,
  requestHash: string,
): BetReceipt {
  if (requestHash && order.request_hash && order.request_hash !== requestHash)
    throw new IdempotencyConflictError();
  return JSON.parse(order.receipt) as BetReceipt;
}

/** An issue takes a bet while OPEN; a chase item also on a PENDING issue (issue-links `chaseable`). */
export const sells = (state: string, chaseId: number | null | undefined): boolean =>
  chaseId == null ? state === 'OPEN' : chaseable(state as 'OPEN');

/**
 * The bet placement hot path on `db` (a transaction, or the pool: the write is one atomic statement).
 * Two round trips: a read-only prelude (idempotency, issue, stake on it, reserved ids), then one
 * statement that share-locks and re-checks the issue, moves the order's stakes wallet → held (a guarded
 * debit) and writes the order with its receipt and its bets, each bet its own hold. The wallet row is
 * locked only while that statement runs.
 */
export async function placeOrder(
  db: Db,
  memberId: number,
  input: PlaceBetInput,
  resolved: ResolvedItem[],
  w: { key: string | null; ctx: PlaceCtx; now: Date; room?: PlaceRoom },
): Promise<BetReceipt | typeof NO_ISSUE_ON_SALE | typeof NEEDS_TRANSACTION> {
  const { ctx, now } = w;
  const pre = await placement.prelude(db, {
    memberId,
    gameCode: input.gameCode,
    ...(ctx.issue !== undefined && { issue: ctx.issue }),
    now,
    key: w.key,
    betCount: resolved.length,
  });
  ctx.issue ??= pre.issue?.issue;
  if (ctx.issue === undefined) return NO_ISSUE_ON_SALE;
  const requestHash = ctx.hash ? requestHashOf(input, ctx.issue) : '';
  if (pre.prior) return replayOf(pre.prior, requestHash);
  const issueRow = pre.issue;
  if (!issueRow) throw BetErrors.issueNotFound();
  // The server's clock decides (B §2): at or after close the bet is refused whatever the row says.
  if (!sells(issueRow.state, input.chaseId) || now.getTime() >= issueRow.closeAt.getTime())
    throw BetErrors.closed();
  const family = betFamily(input.gameCode);
  if (input.activeId) {
    await checkActivityBet(db, {
      activeId: input.activeId,
      memberId,
      family,
      issueId: issueRow.id,
      issue: issueRow.issue,
      playIds: resolved.map((r) => r.item.playId),
    });
  }
  const totalFen = resolved.reduce((s, r) => s + r.item.amountFen, 0);
  if (pre.stakedFen + totalFen > family.limits.maxPerIssueFen)
    throw BetErrors.issueLimit(family.limits.maxPerIssueFen);
  const own = await checkMemberLimits(db, { memberId, issueId: issueRow.id, resolved, totalFen, pre });
  if (own === NEEDS_TRANSACTION) return own;
  if (w.room?.hedging) {
    await checkHedging(db, {
      memberId,
      issueId: issueRow.id,
      roomId: input.roomId,
      playIds: resolved.map((r) => r.item.playId),
      orderFen: totalFen,
      hedging: w.room.hedging,
    });
  }
  const w2 = { key: w.key, now, requestHash, totalFen, rules: w.room?.judge ?? null };
  const { receipt, order, bets, hold } = buildOrder(memberId, input, resolved, pre, issueRow, w2);
  await writeOrder(db, { order, bets, hold, now, capFen: family.limits.maxPerIssueFen });
  return receipt;
}

/**
 * The member's own limits (operator set): each bet under the single-bet limit; the member's total on
 * the issue under the per-issue limit, re-read under the member+issue lock so concurrent orders of the
 * member take turns (hence a transaction: without one, NEEDS_TRANSACTION asks the caller for it).
 */
async function checkMemberLimits(
  db: Db,
  a: { memberId: number; issueId: number; resolved: ResolvedItem[]; totalFen: number; pre: PlacementPrelude },
): Promise<typeof NEEDS_TRANSACTION | undefined> {
  const { maxPerBetFen, maxPerIssueFen } = a.pre.memberLimits;
  if (maxPerBetFen !== null && a.resolved.some((r) => r.item.amountFen > maxPerBetFen))
    throw BetErrors.memberBetLimit(maxPerBetFen);
  if (maxPerIssueFen === null) return;
  if (!db.isTransaction) return NEEDS_TRANSACTION;
  await lockMemberIssue(db, a.memberId, a.issueId);
  const staked = await placement.stakedOnIssue(db, a.memberId, a.issueId);
  if (staked + a.totalFen > maxPerIssueFen) throw BetErrors.memberIssueLimit(maxPerIssueFen);
}

/** The receipt (hashed over the reserved ids), the order row, its bet rows and the money they hold. */
function buildOrder(
  memberId: number,
  input: PlaceBetInput,
  resolved: ResolvedItem[],
  pre: PlacementPrelude,
  issueRow: NonNullable<PlacementPrelude['issue']>,
  w: { key: string | null; now: Date; requestHash: string; totalFen: number; rules: unknown },
) {
  const { now, requestHash, totalFen } = w;
  const bets = resolved.map((r, i) => ({ r, id: pre.betIds[i] as number }));
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
  const order: OrderRow = {
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
    idempotencyKey: w.key,
    requestHash,
    placedAt: now,
    receipt: JSON.stringify(receipt),
    receiptHash: receipt.hash,
  };
  const rows = bets.map(({ r, id }) => ({
    id,
    playId: r.item.playId,
    name: r.name,
    selection: r.selection,
    odds: r.odds,
    stakeFen: r.item.amountFen,
    heldFen: r.holdFen,
    rules: w.rules,
  }));
  const hold: RegisterHoldInput = {
    memberId,
    amountFen: resolved.reduce((s, r) => s + r.holdFen, 0),
    type: 'bet_stake',
    refType: 'bet_order',
    refId: String(pre.orderId),
  };
  return { receipt, order, bets: rows, hold };
}

/**
 * The one-statement write — grouped with the member's concurrent orders when on the pool (group commit,
 * bet-write-batch.ts); the general ledger path (in a transaction) when it cannot apply.
 */
async function writeOrder(db: Db, w: PlacementWrite) {
  const statement = async () => {
    try {
      return await (db.isTransaction ? placement.placeOrders(db, [w]) : writeBatcherOf(db).write(w));
    } catch (err) {
      // Orders in flight together passed the family's per-issue limit: the stake row's CHECK refused this one.
      if (isIssueCapError(err)) throw BetErrors.issueLimit(w.capFen);
      throw err;
    }
  };
  let row = await statement();
  // A grouped statement answers for its group: written only when every issue of it was open.
  const open = (r: PlacementOutcome) => r.issue_open === r.issues;
  if (open(row) && (row.wallet_id === null || row.held_id === null)) {
    await ensureHoldAccounts(db, w.order.memberId); // the member's first hold
    row = await statement();
  }
  if (!open(row)) throw BetErrors.closed();
  const outcome = registerHoldOutcome(row);
  if (outcome === 'insufficient') throw new InsufficientFundsError();
  if (outcome !== 'fallback') return;
  // Held account older than the wallet: lock the issue, then the move through the id-ordered ledger path.
  const general = async (trx: Transaction<Database>) => {
    const issue = await drawIssues.shareIssueById(trx, w.order.issueId);
    if (!issue || !sells(issue.state, w.order.chaseId) || w.now.getTime() >= issue.close_at.getTime())
      throw BetErrors.closed();
    await holdForRegister(trx, w.hold);
    await placement.insertOrderWithBets(trx, w);
  };
  try {
    await (db.isTransaction ? general(db as Transaction<Database>) : db.transaction().execute(general));
  } catch (err) {
    if (isIssueCapError(err)) throw BetErrors.issueLimit(w.capFen);
    throw err;
  }
}
