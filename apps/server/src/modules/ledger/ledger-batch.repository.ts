import { sql } from 'kysely';
import type { Db } from '../../db';
import type { LockedAccount } from './ledger.repository';

/** One transfer of a batch, its id allocated up front so its two entries can name it. */
export type BatchTransfer = {
  id: number;
  debitId: number;
  creditId: number;
  amountFen: number;
  type: string;
  refType: string;
  refId: string;
  memo: string;
};

export type LockedHold = {
  id: number;
  member_id: number;
  amount_fen: number;
  status: 'pending' | 'posted' | 'voided' | 'moved';
  ref_type: string;
  ref_id: string;
};

/**
 * Rows travel as one JSON parameter (arrays unpacked by json_array_elements): one bind parameter whatever the
 * batch size (PostgreSQL caps a statement at 65,535), and the same SQL on node-postgres and PGlite.
 */
const json = (rows: unknown) => JSON.stringify(rows);

/** Set-based SQL for settleHoldSet; every method takes the caller's transaction. */
export const ledgerBatchRepository = {
  /** Hold rows lock first and in id order, as postHold/voidHold lock a hold before its accounts. */
  async lockHolds(db: Db, ids: number[]): Promise<LockedHold[]> {
    const r = await sql<LockedHold>`select id, member_id, amount_fen, status, ref_type, ref_id
      from ledger_holds where id in (select value::bigint from json_array_elements_text(${json(ids)}::json))
      order by id for update`.execute(db);
    return r.rows;
  },

  /**
   * member_wallet and member_held ids of each member, creating the missing ones, and whether they hold
   * play money (a 试玩 trial member's accounts, created as play when the trial starts).
   */
  async ensureMemberAccounts(
    db: Db,
    memberIds: number[],
  ): Promise<Map<number, { walletId: number; heldId: number; play: boolean }>> {
    // coalesce(member_id, 0) so the lookup rides the (kind, coalesce(member_id, 0), venue) unique index.
    const find = () =>
      sql<{
        id: number;
        kind: string;
        member_id: number;
        play: boolean;
      }>`select id, kind, member_id, play from ledger_accounts
        where kind in ('member_wallet', 'member_held') and venue = ''
          and coalesce(member_id, 0) in (select value::bigint from json_array_elements_text(${json(memberIds)}::json))`.execute(
        db,
      );
    let rows = (await find()).rows;
    if (rows.length < memberIds.length * 2) {
      await sql`insert into ledger_accounts (kind, member_id, venue, allow_negative)
        select k.kind, m.value::bigint, '', false
        from json_array_elements_text(${json(memberIds)}::json) m,
          (values ('member_wallet'), ('member_held')) as k(kind)
        on conflict (kind, (coalesce(member_id, 0)), venue) do nothing`.execute(db);
      rows = (await find()).rows;
    }
    const out = new Map<number, { walletId: number; heldId: number; play: boolean }>();
    for (const r of rows) {
      const cur = out.get(r.member_id) ?? { walletId: 0, heldId: 0, play: r.play };
      if (r.kind === 'member_wallet') cur.walletId = r.id;
      else cur.heldId = r.id;
      out.set(r.member_id, cur);
    }
    return out;
  },

  /** One statement; PostgreSQL takes FOR UPDATE row locks in the ORDER BY order, i.e. ascending id. */
  async lockAccounts(db: Db, ids: number[]): Promise<Map<number, LockedAccount>> {
    const r =
      await sql<LockedAccount>`select id, balance_fen, version, allow_negative, play from ledger_accounts
      where id in (select value::bigint from json_array_elements_text(${json(ids)}::json))
      order by id for update`.execute(db);
    return new Map(r.rows.map((a) => [a.id, a]));
  },

  async nextTransferIds(db: Db, n: number): Promise<number[]> {
    const r = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('ledger_transfers', 'id'))::int8 as id
      from generate_series(1, ${n}::int) order by 1`.execute(db);
    return r.rows.map((x) => Number(x.id));
  },

  async insertTransfers(db: Db, rows: BatchTransfer[]): Promise<void> {
    const data = rows.map((t) => [
      t.id,
      t.debitId,
      t.creditId,
      t.amountFen,
      t.type,
      t.refType,
      t.refId,
      t.memo,
    ]);
    await sql`insert into ledger_transfers
        (id, debit_account_id, credit_account_id, amount_fen, type, ref_type, ref_id, memo) overriding system value
      select (x->>0)::bigint, (x->>1)::bigint, (x->>2)::bigint, (x->>3)::bigint, x->>4, x->>5, x->>6, x->>7
      from json_array_elements(${json(data)}::json) with ordinality as r(x, n) order by n`.execute(db);
  },

  /**
   * Writes every entry of the batch and moves each account once. Per account, the running sum over the
   * entries in batch order (a window function) gives each entry's balance after, and row_number its
   * version, both continuing from the locked row — so every chain stays unbroken. All CTEs read the
   * same snapshot, so the window sees the balances from before the final UPDATE.
   */
  async applyEntries(db: Db, transfers: BatchTransfer[]): Promise<void> {
    const data = transfers.flatMap((t) => [
      [t.id, t.debitId, -t.amountFen],
      [t.id, t.creditId, t.amountFen],
    ]);
    await sql`with e as (
        select (x->>0)::bigint as transfer_id, (x->>1)::bigint as account_id, (x->>2)::bigint as amount_fen, n
        from json_array_elements(${json(data)}::json) with ordinality as r(x, n)),
      w as (
        select e.transfer_id, e.account_id, e.amount_fen, e.n,
          a.balance_fen + sum(e.amount_fen) over (partition by e.account_id order by e.n) as after_fen,
          a.version + row_number() over (partition by e.account_id order by e.n) as version
        from e join ledger_accounts a on a.id = e.account_id),
      ins as (
        insert into ledger_entries
          (transfer_id, account_id, amount_fen, balance_before_fen, balance_after_fen, account_version)
        select transfer_id, account_id, amount_fen, after_fen - amount_fen, after_fen, version from w order by n)
      update ledger_accounts a set balance_fen = a.balance_fen + d.delta, version = a.version + d.n
      from (select account_id, sum(amount_fen) as delta, count(*) as n from e group by account_id) d
      where a.id = d.account_id`.execute(db);
  },

  async markHolds(db: Db, rows: { id: number; status: 'posted' | 'voided'; postedFen: number }[]) {
    const data = rows.map((h) => [h.id, h.status, h.postedFen]);
    await sql`update ledger_holds h set status = x->>1, posted_amount_fen = (x->>2)::bigint, settled_at = now()
      from json_array_elements(${json(data)}::json) as r(x) where h.id = (x->>0)::bigint`.execute(db);
  },

  /**
   * Posted stakes work off the turnover requirement and add to the lifetime counter; a member's first
   * settled stake creates their row (nothing outstanding).
   */
  async workOffTurnover(db: Db, byMember: Map<number, number>): Promise<void> {
    if (byMember.size === 0) return;
    await sql`insert into ledger_turnover as t (member_id, outstanding_fen, worked_total_fen)
      select (x->>0)::bigint, 0, (x->>1)::bigint from json_array_elements(${json([...byMember])}::json) as r(x)
      on conflict (member_id) do update
      set outstanding_fen = greatest(0, t.outstanding_fen - excluded.worked_total_fen),
        worked_total_fen = t.worked_total_fen + excluded.worked_total_fen, updated_at = now()`.execute(db);
  },
};
