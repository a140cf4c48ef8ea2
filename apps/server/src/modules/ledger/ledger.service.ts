import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import {
  HoldStateError,
  IdempotencyConflictError,
  InsufficientFundsError,
  PlayMoneyError,
} from './ledger.errors';
import { ledgerRepository as repo, type TransferMeta } from './ledger.repository';
import {
  type AccountRef,
  type HoldInput,
  MEMBER_KINDS,
  type MemberBalances,
  type PostHoldInput,
  type TransferInput,
  TURNOVER_KINDS,
} from './ledger.types';

type Trx = Transaction<Database>;

export function assertAmount(amountFen: number): void {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) {
    throw new RangeError(`ledger amount must be a positive safe integer of fen: ${amountFen}`);
  }
}

export function assertRef(ref: AccountRef): void {
  const isMember = MEMBER_KINDS.has(ref.kind);
  if (isMember !== (ref.memberId !== undefined))
    throw new RangeError(`account ${ref.kind}: memberId mismatch`);
  if ((ref.kind === 'member_venue') !== Boolean(ref.venue))
    throw new RangeError(`account ${ref.kind}: venue mismatch`);
}

function fingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A committed claim always carries its result; a claim without one means a caller swallowed an error mid-way. */
function claimedResult(id: number | null): number {
  if (id === null) throw new Error('idempotency key was claimed but never completed');
  return id;
}

function metaOf(
  t: { type: string; refType?: string; refId?: string; memo?: string },
  key?: string,
): TransferMeta {
  if (!t.type) throw new RangeError('ledger transfer needs a type');
  return {
    type: t.type,
    refType: t.refType ?? '',
    refId: t.refId ?? '',
    memo: t.memo ?? '',
    idempotencyKey: key ?? null,
  };
}

/**
 * The one place money moves: lock both accounts in id order, check the debit side inside the
 * transaction (the CHECK constraint is the second line of defence), write the transfer and its two
 * entries. Throws InsufficientFundsError before writing anything.
 */
async function move(
  trx: Trx,
  fromId: number,
  toId: number,
  amountFen: number,
  meta: TransferMeta,
): Promise<number> {
  if (fromId === toId) throw new RangeError('ledger transfer from an account to itself');
  const locked = await repo.lockAccounts(trx, [fromId, toId]);
  const from = locked.get(fromId);
  const to = locked.get(toId);
  if (!from || !to) throw new Error(`ledger account ${from ? toId : fromId} vanished`);
  if (from.play !== to.play) throw new PlayMoneyError();
  if (!from.allow_negative && from.balance_fen < amountFen) throw new InsufficientFundsError();
  const transferId = await repo.insertTransfer(trx, fromId, toId, amountFen, meta);
  await repo.applyEntry(trx, transferId, fromId, -amountFen);
  await repo.applyEntry(trx, transferId, toId, amountFen);
  return transferId;
}

/**
 * Runs `work` under an idempotency key: the key is claimed first (a concurrent claimer of the same key
 * waits on the unique index until this transaction ends, then replays), a replay returns the first
 * result, and a different body under the same key is refused. A refused `work` releases the key.
 */
async function withKey<R>(
  trx: Trx,
  key: string | undefined,
  body: unknown,
  replay: (row: { transfer_id: number | null; hold_id: number | null }) => R,
  work: () => Promise<{ result: R; transferId: number; holdId?: number }>,
): Promise<R> {
  if (key === undefined) return (await work()).result;
  const print = fingerprint(body);
  const existing = await repo.claimKey(trx, key, print);
  if (existing) {
    if (existing.fingerprint !== print) throw new IdempotencyConflictError();
    return replay(existing);
  }
  try {
    const done = await work();
    await repo.completeKey(trx, key, done);
    return done.result;
  } catch (error) {
    if (error instanceof InsufficientFundsError) await repo.releaseKey(trx, key);
    throw error;
  }
}

export async function transfer(
  trx: Trx,
  t: TransferInput,
): Promise<{ transferId: number; replayed: boolean }> {
  assertAmount(t.amountFen);
  assertRef(t.from);
  assertRef(t.to);
  const meta = metaOf(t, t.idempotencyKey);
  const body = {
    op: 'transfer',
    from: t.from,
    to: t.to,
    amountFen: t.amountFen,
    ...meta,
    idempotencyKey: undefined,
  };
  return withKey<{ transferId: number; replayed: boolean }>(
    trx,
    t.idempotencyKey,
    body,
    (row) => ({ transferId: claimedResult(row.transfer_id), replayed: true }),
    async () => {
      const fromId = await repo.ensureAccount(trx, t.from);
      const toId = await repo.ensureAccount(trx, t.to);
      const transferId = await move(trx, fromId, toId, t.amountFen, meta);
      return { result: { transferId, replayed: false }, transferId };
    },
  );
}

/** member_wallet → member_held; the hold stays pending until postHold or voidHold. */
export async function placeHold(trx: Trx, h: HoldInput): Promise<{ holdId: number; replayed: boolean }> {
  assertAmount(h.amountFen);
  const meta = metaOf(h, h.idempotencyKey);
  const body = {
    op: 'hold',
    memberId: h.memberId,
    amountFen: h.amountFen,
    ...meta,
    idempotencyKey: undefined,
  };
  return withKey<{ holdId: number; replayed: boolean }>(
    trx,
    h.idempotencyKey,
    body,
    (row) => ({ holdId: claimedResult(row.hold_id), replayed: true }),
    async () => {
      const walletId = await repo.ensureAccount(trx, { kind: 'member_wallet', memberId: h.memberId });
      const heldId = await repo.ensureAccount(trx, { kind: 'member_held', memberId: h.memberId });
      const transferId = await move(trx, walletId, heldId, h.amountFen, meta);
      const hold = await trx
        .insertInto('ledger_holds')
        .values({
          member_id: h.memberId,
          amount_fen: h.amountFen,
          type: h.type,
          ref_type: meta.refType,
          ref_id: meta.refId,
          place_transfer_id: transferId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { result: { holdId: hold.id, replayed: false }, transferId, holdId: hold.id };
    },
  );
}

/**
 * Pending → posted: `amountFen` (default all) goes member_held → `to`; any remainder returns to the
 * wallet. Posting a posted hold again does nothing; posting a voided hold is refused.
 */
export async function postHold(trx: Trx, holdId: number, p: PostHoldInput): Promise<void> {
  assertRef(p.to);
  const hold = await repo.lockHold(trx, holdId);
  if (!hold) throw new RangeError(`hold ${holdId} does not exist`);
  if (hold.status === 'posted') return;
  if (hold.status === 'voided') throw new HoldStateError();
  const amountFen = p.amountFen ?? hold.amount_fen;
  if (amountFen !== 0) assertAmount(amountFen);
  if (amountFen > hold.amount_fen) throw new HoldStateError();
  const heldId = await repo.ensureAccount(trx, { kind: 'member_held', memberId: hold.member_id });
  const ref = { refType: hold.ref_type, refId: hold.ref_id, memo: `hold:${holdId}` };
  if (amountFen > 0) {
    const toId = await repo.ensureAccount(trx, p.to);
    await move(trx, heldId, toId, amountFen, metaOf({ type: p.type, ...ref }));
    if (TURNOVER_KINDS.has(p.to.kind)) await repo.addTurnover(trx, hold.member_id, -amountFen);
  }
  const rest = hold.amount_fen - amountFen;
  if (rest > 0) {
    const walletId = await repo.ensureAccount(trx, { kind: 'member_wallet', memberId: hold.member_id });
    await move(trx, heldId, walletId, rest, metaOf({ type: p.releaseType ?? 'hold_release', ...ref }));
  }
  await trx
    .updateTable('ledger_holds')
    .set({ status: 'posted', posted_amount_fen: amountFen, settled_at: new Date() })
    .where('id', '=', holdId)
    .execute();
}

/** Pending → voided: the whole hold returns to the wallet. Voiding twice does nothing; after a post it is refused. */
export async function voidHold(trx: Trx, holdId: number, v: { type: string }): Promise<void> {
  const hold = await repo.lockHold(trx, holdId);
  if (!hold) throw new RangeError(`hold ${holdId} does not exist`);
  if (hold.status === 'voided') return;
  if (hold.status === 'posted') throw new HoldStateError();
  const heldId = await repo.ensureAccount(trx, { kind: 'member_held', memberId: hold.member_id });
  const walletId = await repo.ensureAccount(trx, { kind: 'member_wallet', memberId: hold.member_id });
  const meta = metaOf({ type: v.type, refType: hold.ref_type, refId: hold.ref_id, memo: `hold:${holdId}` });
  await move(trx, heldId, walletId, hold.amount_fen, meta);
  await trx
    .updateTable('ledger_holds')
    .set({ status: 'voided', settled_at: new Date() })
    .where('id', '=', holdId)
    .execute();
}

/** Adds a turnover requirement (a deposit's amount × the configured multiple); see docs/ledger.md. */
export async function addTurnoverRequirement(
  trx: Trx,
  memberId: number,
  requirementFen: number,
): Promise<void> {
  if (requirementFen === 0) return;
  assertAmount(requirementFen);
  await repo.addTurnover(trx, memberId, requirementFen);
}

/** balance = member_wallet; withdrawable = balance minus the unmet turnover requirement, at least 0. */
export async function getMemberBalances(db: Db, memberId: number): Promise<MemberBalances> {
  const b = await repo.memberBalances(db, memberId);
  return {
    balanceFen: b.walletFen,
    heldFen: b.heldFen,
    withdrawableFen: Math.max(0, b.walletFen - b.outstandingFen),
    turnoverFen: b.outstandingFen,
  };
}
