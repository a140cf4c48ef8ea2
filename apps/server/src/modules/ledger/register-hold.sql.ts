import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { ledgerRepository as repo } from './ledger.repository';
import { assertAmount, transfer } from './ledger.service';

type Trx = Transaction<Database>;

/**
 * Money a caller holds on its own rows — a *hold register* (docs/ledger.md): the caller's table keeps
 * one row per held amount (`member_id`, `held_fen`) and the row's own status says whether it is still
 * held; the `ledger_hold_registers` view lists the pending ones, and reconciliation checks that every
 * member's held balance equals their pending ledger holds plus their pending register rows. The ledger
 * moves the money: wallet → held when rows are written (here), held → house / wallet when they end
 * (`settleRegisterSet`). Bets are the register: settling a bet rewrites its own row and nothing else.
 */
export type RegisterHoldInput = {
  memberId: number;
  /** The total of the rows being written: one transfer (a bet order's line in the wallet history). */
  amountFen: number;
  type: string;
  refType?: string;
  refId?: string;
};

export type RegisterHoldRow = { wallet_id: number | null; held_id: number | null; debited: number };

/** Several register writes of one member moved in one statement: one transfer per part, chained. */
export type RegisterHoldParts = {
  memberId: number;
  type: string;
  refType?: string;
  /** Each part's amount and ref id (a bet order each), in the order their entries chain. */
  parts: readonly { amountFen: number; refId: string }[];
};

const partsOf = (h: RegisterHoldInput | RegisterHoldParts): RegisterHoldParts =>
  'parts' in h
    ? h
    : {
        memberId: h.memberId,
        type: h.type,
        ...(h.refType !== undefined && { refType: h.refType }),
        parts: [{ amountFen: h.amountFen, refId: h.refId ?? '' }],
      };

/**
 * The wallet → held move of a register write as CTEs, for the caller's single statement (bet placement
 * puts the issue re-check, this move, the orders and their bets in one atomic statement): a guarded
 * debit of the total `UPDATE … SET balance_fen = balance_fen - total WHERE balance_fen >= total`, the
 * matching credit, and per part one transfer and its two entries, chained (balance before/after and
 * version) exactly as one `transfer` per part would chain them. Nothing moves unless `gate` is true;
 * the caller gates its own inserts on `ledger_w` (one row when debited) and reads
 * `registerHoldColumns` from `ledger_acct`; `ledger_items(n, tid)` names each part's transfer.
 *
 * Lock order (docs/ledger.md): accounts in ascending id; the statement only moves when wallet id <
 * held id (the wallet updates first: `ledger_h` waits on `ledger_w`). Otherwise — or when an account does
 * not exist yet — `registerHoldOutcome` says 'fallback' and the caller uses `holdForRegister`.
 */
export function registerHoldCtes(
  input: RegisterHoldInput | RegisterHoldParts,
  gate: RawBuilder<unknown> = sql`true`,
): RawBuilder<unknown> {
  const h = partsOf(input);
  // Checked integers only: they are also spelled into the array literal below.
  for (const p of h.parts) assertAmount(p.amountFen);
  const total = h.parts.reduce((s, p) => s + p.amountFen, 0);
  assertAmount(total);
  const n = h.parts.length;
  return sql`ledger_acct as (
      select (select id from ledger_accounts where kind = 'member_wallet'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as wallet_id,
             (select id from ledger_accounts where kind = 'member_held'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as held_id
    ),
    ledger_items as materialized (
      select a.amt, a.n, r.ref_id, sum(a.amt) over (order by a.n) as upto,
        nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as tid
      from unnest(${`{${h.parts.map((p) => p.amountFen).join(',')}}`}::bigint[]) with ordinality as a(amt, n)
      join unnest(${h.parts.map((p) => p.refId)}::text[]) with ordinality as r(ref_id, n) on r.n = a.n
    ),
    ledger_w as (
      update ledger_accounts set balance_fen = balance_fen - ${total}, version = version + ${n}
      where id = (select wallet_id from ledger_acct) and (select wallet_id < held_id from ledger_acct)
        and balance_fen >= ${total} and ${gate}
      returning id, balance_fen + ${total} as before_fen, version - ${n} as before_version
    ),
    ledger_h as (
      update ledger_accounts set balance_fen = balance_fen + ${total}, version = version + ${n}
      where id = (select held_id from ledger_acct) and exists (select 1 from ledger_w)
      returning id, balance_fen - ${total} as before_fen, version - ${n} as before_version
    ),
    ledger_t as (
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount_fen, type, ref_type, ref_id)
      overriding system value
      select i.tid, w.id, h.id, i.amt, ${h.type}, ${h.refType ?? ''}, i.ref_id
      from ledger_items i, ledger_w w, ledger_h h order by i.n
    ),
    ledger_e as (
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_before_fen, balance_after_fen,
        account_version)
      select tid, account_id, amount_fen, before_fen, before_fen + amount_fen, version from (
        select i.tid, i.n, 0 as side, w.id as account_id, -i.amt as amount_fen,
          w.before_fen - (i.upto - i.amt) as before_fen, w.before_version + i.n as version
        from ledger_items i, ledger_w w
        union all
        select i.tid, i.n, 1, h.id, i.amt, h.before_fen + (i.upto - i.amt), h.before_version + i.n
        from ledger_items i, ledger_h h
      ) x order by n, side
    )`;
}

/** How a register hold statement came out (see `registerHoldOutcome`). */
export const registerHoldColumns = sql`ledger_acct.wallet_id, ledger_acct.held_id,
  (select count(*) from ledger_w)::int as debited`;

/** 'held' when the statement moved the money; 'insufficient'; or 'fallback' (accounts missing or out of order). */
export function registerHoldOutcome(row: RegisterHoldRow): 'held' | 'insufficient' | 'fallback' {
  if (row.debited === 1) return 'held';
  if (row.wallet_id !== null && row.held_id !== null && row.wallet_id < row.held_id) return 'insufficient';
  return 'fallback';
}

/**
 * The general path of a register write's move, in the caller's transaction: wallet → held through
 * `transfer` (creates missing accounts, locks in ascending id). A short wallet throws
 * InsufficientFundsError and moves nothing.
 */
export async function holdForRegister(trx: Trx, h: RegisterHoldInput): Promise<void> {
  await transfer(trx, {
    from: { kind: 'member_wallet', memberId: h.memberId },
    to: { kind: 'member_held', memberId: h.memberId },
    amountFen: h.amountFen,
    type: h.type,
    ...(h.refType !== undefined && { refType: h.refType }),
    ...(h.refId !== undefined && { refId: h.refId }),
  });
}

/** Creates the member's wallet and held accounts if missing (wallet first, so it gets the lower id). */
export async function ensureHoldAccounts(db: Db, memberId: number): Promise<void> {
  await repo.ensureAccount(db, { kind: 'member_wallet', memberId });
  await repo.ensureAccount(db, { kind: 'member_held', memberId });
}
