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

/**
 * The wallet → held move of a register write as CTEs, for the caller's single statement (bet placement
 * puts the issue re-check, this move, the order and its bets in one atomic statement): a guarded debit
 * `UPDATE … SET balance_fen = balance_fen - total WHERE balance_fen >= total`, the matching credit, one
 * transfer and its two entries. Nothing moves unless `gate` is true; the caller gates its own inserts on
 * `ledger_w` (one row when debited) and reads `registerHoldColumns` from `ledger_acct`.
 *
 * Lock order (docs/ledger.md): accounts in ascending id; the statement only moves when wallet id <
 * held id (the wallet updates first: `ledger_h` waits on `ledger_w`). Otherwise — or when an account does
 * not exist yet — `registerHoldOutcome` says 'fallback' and the caller uses `holdForRegister`.
 */
export function registerHoldCtes(
  h: RegisterHoldInput,
  gate: RawBuilder<unknown> = sql`true`,
): RawBuilder<unknown> {
  assertAmount(h.amountFen);
  const total = h.amountFen;
  return sql`ledger_acct as (
      select (select id from ledger_accounts where kind = 'member_wallet'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as wallet_id,
             (select id from ledger_accounts where kind = 'member_held'
                and coalesce(member_id, 0) = ${h.memberId} and venue = '') as held_id
    ),
    ledger_w as (
      update ledger_accounts set balance_fen = balance_fen - ${total}, version = version + 1
      where id = (select wallet_id from ledger_acct) and (select wallet_id < held_id from ledger_acct)
        and balance_fen >= ${total} and ${gate}
      returning id, balance_fen + ${total} as before_fen, version as version
    ),
    ledger_h as (
      update ledger_accounts set balance_fen = balance_fen + ${total}, version = version + 1
      where id = (select held_id from ledger_acct) and exists (select 1 from ledger_w)
      returning id, balance_fen - ${total} as before_fen, version as version
    ),
    ledger_t as (
      insert into ledger_transfers (debit_account_id, credit_account_id, amount_fen, type, ref_type, ref_id)
      select w.id, h.id, ${total}, ${h.type}, ${h.refType ?? ''}, ${h.refId ?? ''}
      from ledger_w w, ledger_h h
      returning id
    ),
    ledger_e as (
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_before_fen, balance_after_fen,
        account_version)
      select t.id, w.id, -${total}::bigint, w.before_fen, w.before_fen - ${total}, w.version
      from ledger_t t, ledger_w w
      union all
      select t.id, h.id, ${total}::bigint, h.before_fen, h.before_fen + ${total}, h.version
      from ledger_t t, ledger_h h
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
