import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import {
  type BatchTransfer,
  ledgerBatchRepository as batch,
  type LockedHold,
} from './ledger.batch.repository';
import { HoldStateError, InsufficientFundsError } from './ledger.errors';
import type { LockedAccount } from './ledger.repository';
import { ledgerRepository as repo } from './ledger.repository';
import { assertAmount, assertRef } from './ledger.service';
import { type AccountRef, HOUSE_KINDS, TURNOVER_KINDS } from './ledger.types';

type Trx = Transaction<Database>;

/** How one pending hold ends. The member comes from the hold row itself, never from the caller. */
export type HoldSettlement = {
  holdId: number;
  /**
   * 'post': `postFen` (default: the whole hold) goes member_held → the batch's `house`, the rest of the
   * hold returns to the wallet (`hold_release`), then `payoutFen` (if any) goes house → member_wallet.
   * 'void': the whole hold returns to the wallet.
   */
  action: 'post' | 'void';
  postFen?: number;
  payoutFen?: number;
  /** ref_id of the payout transfer (e.g. the bet id); the post/void transfers carry the hold's ref. */
  payoutRefId?: string;
};

export type HoldBatchOptions = {
  /** The house-side account that receives posted stakes and pays the payouts. */
  house: AccountRef;
  postType: string;
  voidType: string;
  payoutType: string;
  payoutRefType?: string;
  /**
   * When set, the posted stakes of one batch are written as one transfer per member (member_held →
   * house, memo `holds:<n>`) under this ref instead of one per hold: the legs nobody sees in a wallet
   * history collapse, each hold row still records its own posted_amount_fen (docs/ledger.md).
   */
  postRef?: { refType: string; refId: string };
};

export type HoldBatchResult = { settled: number; skipped: number; transfers: number };

type Planned = Omit<BatchTransfer, 'id'>;

/**
 * Settles many holds in the caller's transaction with a constant number of statements: the same
 * transfers and entries postHold / voidHold / transfer would write one by one (so member history and
 * reconcile read them alike), but each touched account is locked once (ascending id) and updated once
 * with its summed delta. Idempotent per hold: a hold already in the asked state is skipped, so a
 * re-run after a crash writes nothing twice; the opposite state is refused (HoldStateError).
 */
export async function settleHoldsBatch(
  trx: Trx,
  items: HoldSettlement[],
  o: HoldBatchOptions,
): Promise<HoldBatchResult> {
  assertRef(o.house);
  if (!HOUSE_KINDS.has(o.house.kind))
    throw new RangeError('settleHoldsBatch pays through a house-side account');
  if (new Set(items.map((i) => i.holdId)).size !== items.length) throw new RangeError('a hold appears twice');
  const held = await batch.lockHolds(
    trx,
    items.map((i) => i.holdId),
  );
  const byId = new Map(held.map((h) => [h.id, h]));
  const todo = items.filter((i) => pendingOrSkip(i, byId.get(i.holdId)));
  if (todo.length === 0) return { settled: 0, skipped: items.length, transfers: 0 };
  const members = await batch.ensureMemberAccounts(trx, [
    ...new Set(todo.map((i) => holdOf(byId, i).member_id)),
  ]);
  const houseId = await repo.ensureAccount(trx, o.house);
  const planned = [
    ...(o.postRef ? aggregatedPosts(todo, byId, members, houseId, o) : []),
    ...todo.flatMap((i) => plan(i, holdOf(byId, i), members, houseId, o)),
  ];
  const locked = await batch.lockAccounts(trx, [...new Set(planned.flatMap((p) => [p.debitId, p.creditId]))]);
  assertCovered(locked, planned);
  const ids = await batch.nextTransferIds(trx, planned.length);
  const transfers = planned.map((p, n) => ({ ...p, id: ids[n] ?? 0 }));
  await batch.insertTransfers(trx, transfers);
  await batch.applyEntries(trx, transfers);
  await batch.markHolds(
    trx,
    todo.map((i) => ({
      id: i.holdId,
      status: i.action === 'post' ? 'posted' : 'voided',
      postedFen: i.action === 'post' ? postedFen(i, holdOf(byId, i)) : 0,
    })),
  );
  if (TURNOVER_KINDS.has(o.house.kind)) await batch.workOffTurnover(trx, turnover(todo, byId));
  return { settled: todo.length, skipped: items.length - todo.length, transfers: transfers.length };
}

function holdOf(byId: Map<number, LockedHold>, i: HoldSettlement): LockedHold {
  const h = byId.get(i.holdId);
  if (!h) throw new RangeError(`hold ${i.holdId} does not exist`);
  return h;
}

/** true = settle it now; false = already in the asked state (a re-run). */
function pendingOrSkip(i: HoldSettlement, h: LockedHold | undefined): boolean {
  if (!h) throw new RangeError(`hold ${i.holdId} does not exist`);
  if (h.status === 'pending') {
    const post = postedFen(i, h);
    if (post !== 0) assertAmount(post);
    if (post > h.amount_fen) throw new HoldStateError();
    if (i.payoutFen !== undefined && i.payoutFen !== 0) assertAmount(i.payoutFen);
    if (i.action === 'void' && (i.payoutFen ?? 0) > 0) throw new RangeError('a voided hold pays nothing');
    return true;
  }
  if ((h.status === 'posted') !== (i.action === 'post')) throw new HoldStateError();
  return false;
}

const postedFen = (i: HoldSettlement, h: LockedHold) => i.postFen ?? h.amount_fen;

/** The transfers of one hold, in the order postHold then transfer would write them. */
function plan(
  i: HoldSettlement,
  h: LockedHold,
  members: Map<number, { walletId: number; heldId: number }>,
  houseId: number,
  o: HoldBatchOptions,
): Planned[] {
  const acc = members.get(h.member_id);
  if (!acc?.walletId || !acc.heldId) throw new Error(`accounts of member ${h.member_id} missing`);
  const ref = { refType: h.ref_type, refId: h.ref_id, memo: `hold:${h.id}` };
  if (i.action === 'void')
    return [
      { debitId: acc.heldId, creditId: acc.walletId, amountFen: h.amount_fen, type: o.voidType, ...ref },
    ];
  const out: Planned[] = [];
  const post = postedFen(i, h);
  if (post > 0 && !o.postRef)
    out.push({ debitId: acc.heldId, creditId: houseId, amountFen: post, type: o.postType, ...ref });
  const rest = h.amount_fen - post;
  if (rest > 0)
    out.push({ debitId: acc.heldId, creditId: acc.walletId, amountFen: rest, type: 'hold_release', ...ref });
  if ((i.payoutFen ?? 0) > 0)
    out.push({
      debitId: houseId,
      creditId: acc.walletId,
      amountFen: i.payoutFen ?? 0,
      type: o.payoutType,
      refType: o.payoutRefType ?? ref.refType,
      refId: i.payoutRefId ?? ref.refId,
      memo: '',
    });
  return out;
}

/** One member_held → house transfer per member for the posted stakes of the batch (ascending member id). */
function aggregatedPosts(
  todo: HoldSettlement[],
  byId: Map<number, LockedHold>,
  members: Map<number, { walletId: number; heldId: number }>,
  houseId: number,
  o: HoldBatchOptions,
): Planned[] {
  const sums = new Map<number, { fen: number; n: number }>();
  for (const i of todo) {
    const h = holdOf(byId, i);
    const fen = i.action === 'post' ? postedFen(i, h) : 0;
    if (fen === 0) continue;
    const cur = sums.get(h.member_id) ?? { fen: 0, n: 0 };
    sums.set(h.member_id, { fen: cur.fen + fen, n: cur.n + 1 });
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([memberId, s]) => ({
      debitId: members.get(memberId)?.heldId ?? 0,
      creditId: houseId,
      amountFen: s.fen,
      type: o.postType,
      refType: o.postRef?.refType ?? '',
      refId: o.postRef?.refId ?? '',
      memo: `holds:${s.n}`,
    }));
}

/** The in-transaction balance check of `move`, replayed over the batch in order on the locked rows. */
function assertCovered(locked: Map<number, LockedAccount>, planned: Planned[]): void {
  const balance = new Map([...locked].map(([id, a]) => [id, a.balance_fen]));
  for (const p of planned) {
    const from = locked.get(p.debitId);
    if (!from) throw new Error(`ledger account ${p.debitId} vanished`);
    const after = (balance.get(p.debitId) ?? 0) - p.amountFen;
    if (!from.allow_negative && after < 0) throw new InsufficientFundsError();
    balance.set(p.debitId, after);
    balance.set(p.creditId, (balance.get(p.creditId) ?? 0) + p.amountFen);
  }
}

function turnover(todo: HoldSettlement[], byId: Map<number, LockedHold>): Map<number, number> {
  const out = new Map<number, number>();
  for (const i of todo) {
    if (i.action !== 'post') continue;
    const h = holdOf(byId, i);
    const fen = postedFen(i, h);
    if (fen > 0) out.set(h.member_id, (out.get(h.member_id) ?? 0) + fen);
  }
  return out;
}
