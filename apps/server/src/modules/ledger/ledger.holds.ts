import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db';
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

type FastRow = {
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
 */
const fastHolds = (trx: Trx, h: HoldsInput, total: number) =>
  sql<FastRow>`with acct as (
      select (select id from ledger_accounts where kind = 'member_wallet'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as wallet_id,
             (select id from ledger_accounts where kind = 'member_held'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as held_id
    ),
    items as materialized (
      select a.amt, a.n, sum(a.amt) over (order by a.n) as upto,
        nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as tid,
        nextval(pg_get_serial_sequence('ledger_holds', 'id')) as hid
      from unnest(${`{${h.amountsFen.join(',')}}`}::bigint[]) with ordinality as a(amt, n)
    ),
    w as (
      update ledger_accounts set balance_fen = balance_fen - ${total}, version = version + ${h.amountsFen.length}
      where id = (select wallet_id from acct) and (select wallet_id < held_id from acct)
        and balance_fen >= ${total}
      returning id, balance_fen + ${total} as before_fen, version - ${h.amountsFen.length} as before_version
    ),
    h as (
      update ledger_accounts set balance_fen = balance_fen + ${total}, version = version + ${h.amountsFen.length}
      where id = (select held_id from acct) and exists (select 1 from w)
      returning id, balance_fen - ${total} as before_fen, version - ${h.amountsFen.length} as before_version
    ),
    t as (
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount_fen, type, ref_type, ref_id)
      overriding system value
      select i.tid, w.id, h.id, i.amt, ${h.type}, ${h.refType ?? ''}, ${h.refId ?? ''}
      from items i, w, h order by i.n
    ),
    e as (
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_before_fen, balance_after_fen,
        account_version)
      select tid, account_id, amount_fen, before_fen, before_fen + amount_fen, version from (
        select i.tid, i.n, 0 as side, w.id as account_id, -i.amt as amount_fen,
          w.before_fen - (i.upto - i.amt) as before_fen, w.before_version + i.n as version
        from items i, w, h
        union all
        select i.tid, i.n, 1, h.id, i.amt, h.before_fen + (i.upto - i.amt), h.before_version + i.n
        from items i, w, h
      ) x order by n, side
    ),
    hd as (
      insert into ledger_holds (id, member_id, amount_fen, type, ref_type, ref_id, place_transfer_id)
      overriding system value
      select i.hid, ${h.memberId}, i.amt, ${h.type}, ${h.refType ?? ''}, ${h.refId ?? ''}, i.tid
      from items i, w, h order by i.n
    )
    select acct.wallet_id, acct.held_id, (select count(*) from w)::int as debited,
      (select json_agg(hid order by n) from items) as hold_ids
    from acct`.execute(trx);

/**
 * Places one pending hold per amount (member_wallet → member_held) in the caller's transaction and
 * returns their ids in order; all or nothing: a wallet short of the total throws InsufficientFundsError.
 * No idempotency key: callers that need one claim it on their own row (bet orders) or use `placeHold`.
 */
export async function placeHolds(trx: Trx, h: HoldsInput): Promise<number[]> {
  // Checked integers only: they are also spelled into the array literal below.
  for (const a of h.amountsFen) assertAmount(a);
  if (h.amountsFen.length === 0) return [];
  const total = h.amountsFen.reduce((s, a) => s + a, 0);
  assertAmount(total);
  let row = (await fastHolds(trx, h, total)).rows[0];
  if (row && (row.wallet_id === null || row.held_id === null)) {
    // First hold of this member: create both accounts (wallet first, so it gets the lower id), retry.
    await repo.ensureAccount(trx, { kind: 'member_wallet', memberId: h.memberId });
    await repo.ensureAccount(trx, { kind: 'member_held', memberId: h.memberId });
    row = (await fastHolds(trx, h, total)).rows[0];
  }
  if (!row) throw new Error('ledger holds statement returned nothing');
  if (row.debited === 1 && row.hold_ids) return row.hold_ids.map(Number);
  if (row.wallet_id !== null && row.held_id !== null && row.wallet_id < row.held_id)
    throw new InsufficientFundsError();
  // Held account older than the wallet: the general path locks both in ascending id order.
  const ids: number[] = [];
  for (const amountFen of h.amountsFen) {
    const { holdId } = await placeHold(trx, { ...h, amountFen });
    ids.push(holdId);
  }
  return ids;
}
