import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { InsufficientFundsError } from './ledger.errors';
import { ledgerRepository as repo } from './ledger.repository';
import { assertAmount, placeHold } from './ledger.service';

type Trx = Transaction<Database>;

export type HoldsInput = {
  memberId: number;
  /** One hold per amount, in this order (a bet order's items). */
  amountsFen: readonly number[];
  type: string;
  refType?: string;
  refId?: string;
};

export type HoldRow = {
  wallet_id: number | null;
  held_id: number | null;
  debited: number;
  hold_ids: number[] | null;
};

/**
 * Every hold of one member in ONE statement (the hot path of bet placement): a guarded debit
 * `UPDATE … SET balance_fen = balance_fen - total WHERE balance_fen >= total RETURNING`, the matching
 * credit of member_held, one transfer, two entries (balance before/after, version) and one hold row per
 * amount — the same rows N `placeHold` calls write, chained per account exactly as they would be.
 * The wallet row is locked by the UPDATE itself and only for the rest of the caller's transaction, so
 * concurrent bets on one wallet serialise on one short statement instead of a multi-statement lock.
 *
 * Lock order (docs/ledger.md): accounts in ascending id; the statement only runs when wallet id <
 * held id (the wallet updates first: `h` waits on `w` through its EXISTS gate). Otherwise — or when an
 * account does not exist yet — it falls back to `placeHold`, which creates and locks in id order.
 *
 * These are the statement's CTEs, for embedding in a caller's single statement (bet placement puts
 * its order and bet rows in the same statement). Nothing moves unless `gate` is true; the caller reads
 * `ledger_acct(wallet_id, held_id)`, `ledger_w` (one row when debited) and `ledger_items(n, hid)`.
 */
export function holdCtes(h: HoldsInput, gate: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> {
  // Checked integers only: they are also spelled into the array literal below.
  for (const a of h.amountsFen) assertAmount(a);
  const total = h.amountsFen.reduce((s, a) => s + a, 0);
  assertAmount(total);
  return sql`ledger_acct as (
      select (select id from ledger_accounts where kind = 'member_wallet'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as wallet_id,
             (select id from ledger_accounts where kind = 'member_held'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as held_id
    ),
    ledger_items as materialized (
      select a.amt, a.n, sum(a.amt) over (order by a.n) as upto,
        nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as tid,
        nextval(pg_get_serial_sequence('ledger_holds', 'id')) as hid
      from unnest(${`{${h.amountsFen.join(',')}}`}::bigint[]) with ordinality as a(amt, n)
    ),
    ledger_w as (
      update ledger_accounts set balance_fen = balance_fen - ${total}, version = version + ${h.amountsFen.length}
      where id = (select wallet_id from ledger_acct) and (select wallet_id < held_id from ledger_acct)
        and balance_fen >= ${total} and ${gate}
      returning id, balance_fen + ${total} as before_fen, version - ${h.amountsFen.length} as before_version
    ),
    ledger_h as (
      update ledger_accounts set balance_fen = balance_fen + ${total}, version = version + ${h.amountsFen.length}
      where id = (select held_id from ledger_acct) and exists (select 1 from ledger_w)
      returning id, balance_fen - ${total} as before_fen, version - ${h.amountsFen.length} as before_version
    ),
    ledger_t as (
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount_fen, type, ref_type, ref_id)
      overriding system value
      select i.tid, w.id, h.id, i.amt, ${h.type}, ${h.refType ?? ''}, ${h.refId ?? ''}
      from ledger_items i, ledger_w w, ledger_h h order by i.n
    ),
    ledger_e as (
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_before_fen, balance_after_fen,
        account_version)
      select tid, account_id, amount_fen, before_fen, before_fen + amount_fen, version from (
        select i.tid, i.n, 0 as side, w.id as account_id, -i.amt as amount_fen,
          w.before_fen - (i.upto - i.amt) as before_fen, w.before_version + i.n as version
        from ledger_items i, ledger_w w, ledger_h h
        union all
        select i.tid, i.n, 1, h.id, i.amt, h.before_fen + (i.upto - i.amt), h.before_version + i.n
        from ledger_items i, ledger_w w, ledger_h h
      ) x order by n, side
    ),
    ledger_hd as (
      insert into ledger_holds (id, member_id, amount_fen, type, ref_type, ref_id, place_transfer_id)
      overriding system value
      select i.hid, ${h.memberId}, i.amt, ${h.type}, ${h.refType ?? ''}, ${h.refId ?? ''}, i.tid
      from ledger_items i, ledger_w w, ledger_h h order by i.n
    )`;
}

/** How a hold statement came out: ids when debited, otherwise why not (see `holdOutcome`). */
export const holdResultColumns = sql`ledger_acct.wallet_id, ledger_acct.held_id,
  (select count(*) from ledger_w)::int as debited,
  (select json_agg(hid order by n) from ledger_items) as hold_ids`;

const fastHolds = (trx: Trx, h: HoldsInput) =>
  sql<HoldRow>`with ${holdCtes(h)} select ${holdResultColumns} from ledger_acct`.execute(trx);

/** Hold ids when the statement debited; 'insufficient'; or 'fallback' (accounts missing or out of order). */
export function holdOutcome(row: HoldRow): number[] | 'insufficient' | 'fallback' {
  if (row.debited === 1 && row.hold_ids) return row.hold_ids.map(Number);
  if (row.wallet_id !== null && row.held_id !== null && row.wallet_id < row.held_id) return 'insufficient';
  return 'fallback';
}

/**
 * Places one pending hold per amount (member_wallet → member_held) in the caller's transaction and
 * returns their ids in order; all or nothing: a wallet short of the total throws InsufficientFundsError.
 * No idempotency key: callers that need one claim it on their own row (bet orders) or use `placeHold`.
 */
export async function placeHolds(trx: Trx, h: HoldsInput): Promise<number[]> {
  if (h.amountsFen.length === 0) return [];
  let row = (await fastHolds(trx, h)).rows[0];
  if (row && (row.wallet_id === null || row.held_id === null)) {
    await ensureHoldAccounts(trx, h.memberId); // first hold of this member
    row = (await fastHolds(trx, h)).rows[0];
  }
  if (!row) throw new Error('ledger holds statement returned nothing');
  const outcome = holdOutcome(row);
  if (outcome === 'insufficient') throw new InsufficientFundsError();
  if (outcome !== 'fallback') return outcome;
  // Held account older than the wallet: the general path locks both in ascending id order.
  const ids: number[] = [];
  for (const amountFen of h.amountsFen) {
    const { holdId } = await placeHold(trx, { ...h, amountFen });
    ids.push(holdId);
  }
  return ids;
}

/** Creates the member's wallet and held accounts if missing (wallet first, so it gets the lower id). */
export async function ensureHoldAccounts(db: Db, memberId: number): Promise<void> {
  await repo.ensureAccount(db, { kind: 'member_wallet', memberId });
  await repo.ensureAccount(db, { kind: 'member_held', memberId });
}
