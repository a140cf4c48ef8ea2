import type { BetItem, BetReceipt } from '@qilin/contract';
import type { Pc28Hedging } from '@qilin/domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { sha256Hex } from '../../lib/crypto';
import { chaseable, shareIssueById } from '../draw';
import {
  ensureHoldAccounts,
  holdForRegister,
  InsufficientFundsError,
  type RegisterHoldInput,
  registerHoldOutcome,
} from '../ledger';
import type { StakeCheck } from '../protection';
import { BetErrors } from './bet.errors';
import { replayOf, requestHashOf } from './bet-idempotency.locks';
import { betFamily, type ResolvedItem } from './bet-items.rules';
import {
  isIssueCapError,
  type OrderRow,
  type PlacementOutcome,
  type PlacementPrelude,
  type PlacementWrite,
  placementRepository as placement,
} from './bet-placement.repository';
import { checkActivityBet } from './champion-match.rules';
import { checkHedging } from './hedging.rules';
import { lockMemberIssue } from './member-issue.locks';
import type { MemberWriteBatcher } from './member-write.batcher';

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

/**
 * The room's settings a bet is placed under: the judge settings each bet stores for its settlement
 * (null = the domain's defaults) and, when any is on, the hedging rules checked in the transaction.
 */
export type PlaceRoom = { judge: unknown; hedging: Pc28Hedging | null };

/** One placement to decide: whose, what, under which key and room, at which moment. */
export type PlacementRequest = {
  memberId: number;
  input: PlaceBetInput;
  resolved: ResolvedItem[];
  key: string | null;
  /** The issue to place on when the input names none (one the draw service has just opened). */
  issue?: string;
  /** Store and compare the request's hash (a chase's orders do not: the plan carries the key). */
  hashed: boolean;
  now: Date;
  room: PlaceRoom;
};

type IssueRow = NonNullable<PlacementPrelude['issue']>;

/** Checks that read the member's other orders of the issue: in the transaction of the write. */
type LockedChecks = {
  activity: Parameters<typeof checkActivityBet>[1] | null;
  /** The member's own per-issue limit, re-read under the member+issue lock. */
  memberIssueLimitFen: number | null;
  hedging: Parameters<typeof checkHedging>[1] | null;
  /** The member's own protection (limits, breaks): checked and counted in the write's transaction. */
  protection: StakeCheck | null;
};

/** An order decided on and built, receipt included: what is left is to commit it. */
export type ReadyPlacement = {
  kind: 'ready';
  receipt: BetReceipt;
  write: PlacementWrite;
  lockedChecks: LockedChecks;
};

/** What placement decided before anything is written. */
export type PreparedPlacement =
  /** The key already has an order: its receipt. */
  | { kind: 'replay'; receipt: BetReceipt }
  /** No issue on sale in the table (and none named): the draw service may open one. */
  | { kind: 'noIssue' }
  | ReadyPlacement;

/** An issue takes a bet while OPEN; a chase item also on a PENDING issue (issue-links `chaseable`). */
export const sells = (state: string, chaseId: number | null | undefined): boolean =>
  chaseId == null ? state === 'OPEN' : chaseable(state as 'OPEN');

/** Whether the order must be committed inside a transaction (its locked checks). */
export const needsTransaction = (ready: ReadyPlacement): boolean => {
  const checks = ready.lockedChecks;
  return (
    checks.activity !== null ||
    checks.memberIssueLimitFen !== null ||
    checks.hedging !== null ||
    checks.protection !== null
  );
};

/**
 * The decision, in one read-only round trip (safe on the pool): the prelude (idempotency, issue, stake
 * on it, the member's limits, reserved ids), then every check that needs no lock. The server's clock
 * decides (B §2): at or after close the bet is refused whatever the issue row says.
 */
export async function preparePlacement(db: Db, request: PlacementRequest): Promise<PreparedPlacement> {
  const { memberId, input, resolved, now } = request;
  const issue = input.issue ?? request.issue;
  const prelude = await placement.prelude(db, {
    memberId,
    gameCode: input.gameCode,
    ...(issue !== undefined && { issue }),
    now,
    key: request.key,
    betCount: resolved.length,
  });
  if (prelude.prior) return { kind: 'replay', receipt: replayOf(prelude.prior, input, request.hashed) };
  const issueRow = prelude.issue;
  if (!issueRow) {
    if (issue === undefined) return { kind: 'noIssue' };
    throw BetErrors.issueNotFound();
  }
  if (!sells(issueRow.state, input.chaseId) || now.getTime() >= issueRow.closeAt.getTime())
    throw BetErrors.closed();
  const family = betFamily(input.gameCode);
  const totalFen = resolved.reduce((sum, r) => sum + r.item.amountFen, 0);
  const capFen = family.limits.maxPerIssueFen;
  if (prelude.stakedFen + totalFen > capFen) throw BetErrors.issueLimit(capFen);
  const { maxPerBetFen, maxPerIssueFen } = prelude.memberLimits;
  if (maxPerBetFen !== null && resolved.some((r) => r.item.amountFen > maxPerBetFen))
    throw BetErrors.memberBetLimit(maxPerBetFen);
  const playIds = resolved.map((r) => r.item.playId);
  const { receipt, write } = buildOrder(request, prelude, issueRow, totalFen, capFen);
  const hedging = request.room.hedging;
  return {
    kind: 'ready',
    receipt,
    write,
    lockedChecks: {
      activity: input.activeId
        ? { activeId: input.activeId, memberId, family, issueId: issueRow.id, issue: issueRow.issue, playIds }
        : null,
      memberIssueLimitFen: maxPerIssueFen,
      hedging: hedging
        ? { memberId, issueId: issueRow.id, roomId: input.roomId, playIds, orderFen: totalFen, hedging }
        : null,
      protection: prelude.protectedMember
        ? {
            stakeFen: write.hold.amountFen,
            largestBetFen: Math.max(...resolved.map((r) => r.item.amountFen)),
            action: input.chaseId === undefined ? 'bet' : 'chase',
          }
        : null,
    },
  };
}

/**
 * The checks of the member's other orders of the issue, in the transaction of the write. The member's
 * total on the issue is re-read under the member+issue lock, so concurrent orders of the member take
 * turns and none slips past another's check.
 */
export async function checkInTransaction(trx: Transaction<Database>, ready: ReadyPlacement): Promise<void> {
  const { activity, memberIssueLimitFen, hedging } = ready.lockedChecks;
  const { memberId, issueId, totalFen } = ready.write.order;
  if (activity) await checkActivityBet(trx, activity);
  if (memberIssueLimitFen !== null) {
    await lockMemberIssue(trx, memberId, issueId);
    const staked = await placement.stakedOnIssue(trx, memberId, issueId);
    if (staked + totalFen > memberIssueLimitFen) throw BetErrors.memberIssueLimit(memberIssueLimitFen);
  }
  if (hedging) await checkHedging(trx, hedging);
}

/** The receipt (hashed over the reserved ids), the order row, its bet rows and the money they hold. */
function buildOrder(
  request: PlacementRequest,
  prelude: PlacementPrelude,
  issueRow: IssueRow,
  totalFen: number,
  capFen: number,
): { receipt: BetReceipt; write: PlacementWrite } {
  const { memberId, input, resolved, now } = request;
  const bets = resolved.map((r, i) => ({ r, id: prelude.betIds[i] as number }));
  const body = {
    orderId: prelude.orderId,
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
  const receipt: BetReceipt = { ...body, hash: sha256Hex(JSON.stringify(body)) };
  const order: OrderRow = {
    id: prelude.orderId,
    memberId,
    gameCode: input.gameCode,
    roomId: input.roomId,
    issueId: issueRow.id,
    issue: issueRow.issue,
    chaseId: input.chaseId ?? null,
    activeId: input.activeId ?? '',
    multiple: input.multiple ?? 1,
    totalFen,
    idempotencyKey: request.key,
    requestHash: request.hashed ? requestHashOf(input, issueRow.issue) : '',
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
    rules: request.room.judge ?? null,
  }));
  const hold: RegisterHoldInput = {
    memberId,
    amountFen: resolved.reduce((sum, r) => sum + r.holdFen, 0),
    type: 'bet_stake',
    refType: 'bet_order',
    refId: String(prelude.orderId),
  };
  return { receipt, write: { order, bets: rows, hold, now, capFen } };
}

/** Orders in flight together passed the family's per-issue limit: the stake row's CHECK refused this one. */
async function refusedOverCap<T>(write: PlacementWrite, statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (err) {
    if (isIssueCapError(err)) throw BetErrors.issueLimit(write.capFen);
    throw err;
  }
}

/**
 * The one-statement write: on the pool through the member's group commit (`batcher`, see
 * member-write.batcher.ts), in a transaction on its own. `ledgerPath` when the statement cannot apply
 * (the member's held account is older than the wallet): the caller then writes with `writeByLedgerPath`
 * in a transaction.
 */
export async function writeOrder(
  db: Db,
  write: PlacementWrite,
  batcher?: MemberWriteBatcher,
): Promise<'written' | 'ledgerPath'> {
  const statement = () =>
    refusedOverCap(write, () => (batcher ? batcher.write(write) : placement.placeOrders(db, [write])));
  let row = await statement();
  // A grouped statement answers for its group: written only when every issue of it was open.
  const open = (r: PlacementOutcome) => r.issue_open === r.issues;
  if (open(row) && (row.wallet_id === null || row.held_id === null)) {
    await ensureHoldAccounts(db, write.order.memberId); // the member's first hold
    row = await statement();
  }
  if (!open(row)) throw BetErrors.closed();
  const outcome = registerHoldOutcome(row);
  if (outcome === 'insufficient') throw new InsufficientFundsError();
  return outcome === 'fallback' ? 'ledgerPath' : 'written';
}

/** The write through the id-ordered ledger path: share-lock and re-check the issue, then the move. */
export async function writeByLedgerPath(trx: Transaction<Database>, write: PlacementWrite): Promise<void> {
  await refusedOverCap(write, async () => {
    const issue = await shareIssueById(trx, write.order.issueId);
    if (!issue || !sells(issue.state, write.order.chaseId) || write.now.getTime() >= issue.close_at.getTime())
      throw BetErrors.closed();
    await holdForRegister(trx, write.hold);
    await placement.insertOrderWithBets(trx, write);
  });
}
