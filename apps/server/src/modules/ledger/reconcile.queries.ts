import { sql } from 'kysely';
import type { Db } from '../../db';

type Problem = { problem: string };

/**
 * The reconciliation queries of docs/ledger.md. Each returns one row per violation, already worded;
 * an empty result everywhere means the ledger is consistent. Read-only: safe on a live database.
 */
const CHECKS = [
  // balance = sum(entries) and version = number of entries, for every account.
  sql<Problem>`select 'account ' || a.id || ' (' || a.kind || coalesce(' member ' || a.member_id, '') ||
      '): balance ' || a.balance_fen || ' but entries sum to ' || coalesce(e.total, 0) ||
      ', version ' || a.version || ' with ' || coalesce(e.n, 0) || ' entries' as problem
    from ledger_accounts a
    left join (select account_id, sum(amount_fen) as total, count(*) as n from ledger_entries group by account_id) e
      on e.account_id = a.id
    where a.balance_fen <> coalesce(e.total, 0) or a.version <> coalesce(e.n, 0)`,
  // Every transfer has exactly its two entries: -amount on the debit account, +amount on the credit one.
  sql<Problem>`select 'transfer ' || t.id || ': entries do not balance it' as problem
    from ledger_transfers t
    where (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2
      or not exists (select 1 from ledger_entries e where e.transfer_id = t.id
        and e.account_id = t.debit_account_id and e.amount_fen = -t.amount_fen)
      or not exists (select 1 from ledger_entries e where e.transfer_id = t.id
        and e.account_id = t.credit_account_id and e.amount_fen = t.amount_fen)`,
  // Each account's entries chain: versions 1..n, and every balance_before is the previous balance_after.
  sql<Problem>`select 'account ' || account_id || ': entry ' || id || ' breaks the balance chain' as problem
    from (select id, account_id, account_version, balance_before_fen,
            lag(balance_after_fen, 1, 0::bigint) over w as prev_after,
            row_number() over w as n
          from ledger_entries window w as (partition by account_id order by account_version)) c
    where c.balance_before_fen <> c.prev_after or c.account_version <> c.n`,
  // Conservation: money is only ever moved, so all balances together sum to zero.
  sql<Problem>`select 'all accounts sum to ' || sum(balance_fen) || ', not 0' as problem
    from ledger_accounts having sum(balance_fen) <> 0`,
  // Play money (试玩) is conserved on its own: the play accounts alone sum to zero …
  sql<Problem>`select 'play accounts sum to ' || sum(balance_fen) || ', not 0' as problem
    from ledger_accounts where play having sum(balance_fen) <> 0`,
  // … because no transfer ever moves between a play account and a real one.
  sql<Problem>`select 'transfer ' || t.id || ' moves between play money and real money' as problem
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where d.play <> c.play`,
  // No member-side account is negative (the CHECK constraint should make this impossible).
  sql<Problem>`select 'account ' || id || ' (' || kind || ') is negative: ' || balance_fen as problem
    from ledger_accounts where balance_fen < 0 and not allow_negative`,
  // A member's held balance is exactly the sum of their pending holds: ledger holds plus the pending rows
  // of hold registers (tables that hold on their own rows, listed by the ledger_hold_registers view).
  sql<Problem>`select 'member ' || a.member_id || ': held ' || a.balance_fen || ' but pending holds sum to ' ||
      coalesce(h.total, 0) as problem
    from ledger_accounts a
    left join (select member_id, sum(amount_fen) as total from (
        select member_id, amount_fen from ledger_holds where status = 'pending'
        union all select member_id, amount_fen from ledger_hold_registers) p group by member_id) h
      on h.member_id = a.member_id
    where a.kind = 'member_held' and a.balance_fen <> coalesce(h.total, 0)`,
];

export async function reconcile(db: Db): Promise<{ ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const result = await check.execute(db);
    for (const row of result.rows) problems.push(row.problem);
  }
  return { ok: problems.length === 0, problems };
}

/** What members hold, real money apart from 试玩 play money; the play house is what it has issued. */
export type LedgerTotals = {
  real: { memberFen: number; houseFen: number };
  play: { memberFen: number; issuedFen: number };
};

export async function ledgerTotals(db: Db): Promise<LedgerTotals> {
  const r = await sql<{ play: boolean; member_fen: string | number; house_fen: string | number }>`
    select play,
      coalesce(sum(balance_fen) filter (where member_id is not null), 0) as member_fen,
      coalesce(sum(balance_fen) filter (where member_id is null), 0) as house_fen
    from ledger_accounts group by play`.execute(db);
  const of = (play: boolean) => r.rows.find((x) => x.play === play);
  const real = of(false);
  const play = of(true);
  return {
    real: { memberFen: Number(real?.member_fen ?? 0), houseFen: Number(real?.house_fen ?? 0) },
    play: { memberFen: Number(play?.member_fen ?? 0), issuedFen: -Number(play?.house_fen ?? 0) },
  };
}
