import { sql } from 'kysely';
import type { Db } from '../../src/db';
import { reconcile } from '../../src/modules/ledger';

/**
 * The after-crash invariants, each a query that returns one worded row per violation (like
 * modules/ledger/reconcile.queries.ts): an empty list means the run lost and duplicated nothing.
 */
const CHECKS: Record<string, ReturnType<typeof sql<{ problem: string }>>> = {
  // Every issue whose draw time passed was drawn (or voided) and its settlement finished.
  issuesSettled: sql`select 'issue ' || id || ' (' || game_code || ' ' || issue || ') still ' || state as problem
    from draw_issues where draw_at < now() - interval '3 seconds' and state in ('PENDING', 'OPEN', 'CLOSED', 'DRAWN')`,
  // A settled or voided issue has no pending bet; a bet placed before migration 0080 kept a ledger hold
  // whose state moved to the bet row ('moved') while pending, or ended with it.
  betsSettled: sql`select 'bet ' || b.id || ' is ' || b.status || ' on a ' || i.state || ' issue, hold ' ||
      coalesce(h.status, 'none') as problem
    from bets b join draw_issues i on i.id = b.issue_id left join ledger_holds h on h.id = b.hold_id
    where (b.status = 'pending' and i.state in ('SETTLED', 'VOID'))
      or (h.status = 'pending')`,
  // Payouts are per member per issue: each member's payout transfers of an issue sum to exactly what
  // their won bets of it pay (none twice, none lost), and no payout names anything but an issue.
  payoutsOnce: sql`select 'issue ' || coalesce(x.issue_id, p.issue_id) || ' member ' ||
      coalesce(x.member_id, p.member_id) || ': bets won ' || coalesce(x.won, 0) || ', payout transfers ' ||
      coalesce(p.total, 0) as problem
    from (select issue_id, member_id, sum(payout_fen) as won from bets where status = 'won' group by 1, 2) x
    full join (
      select t.ref_id::bigint as issue_id, a.member_id, sum(t.amount_fen) as total
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
      where t.type = 'bet_payout' and t.ref_type = 'issue' group by 1, 2) p
      on p.issue_id = x.issue_id and p.member_id = x.member_id
    where coalesce(x.won, 0) <> coalesce(p.total, 0)
    union all
    select 'payout transfer ' || id || ' names ' || ref_type || ' ' || ref_id as problem
    from ledger_transfers where type = 'bet_payout' and ref_type <> 'issue'`,
  // Money leaving a member's held account = the holds settled plus what the ended bets held (each bet is
  // its own hold): none settled twice or half.
  holdsOnce: sql`select 'member ' || a.member_id || ': ' || coalesce(o.total, 0) || ' left held, settled holds sum to ' ||
      coalesce(h.total, 0) as problem
    from ledger_accounts a
    left join (select debit_account_id, sum(amount_fen) as total from ledger_transfers group by 1) o
      on o.debit_account_id = a.id
    left join (select member_id, sum(amount_fen) as total from (
        select member_id, amount_fen from ledger_holds where status in ('posted', 'voided')
        union all select member_id, held_fen from bets where status <> 'pending') x group by 1) h
      on h.member_id = a.member_id
    where a.kind = 'member_held' and coalesce(o.total, 0) <> coalesce(h.total, 0)`,
  // A confirmed deposit has exactly one credit of its amount; any other order none.
  depositsOnce: sql`select 'deposit ' || d.id || ' (' || d.status || '): ' || coalesce(c.n, 0) || ' credits' as problem
    from deposit_orders d left join (
      select ref_id, count(*) as n, sum(amount_fen) as total from ledger_transfers
      where type = 'deposit' and ref_type = 'deposit_order' group by ref_id) c on c.ref_id = d.id::text
    where coalesce(c.n, 0) <> (case when d.status = 'confirmed' then 1 else 0 end)
      or (c.n = 1 and c.total <> d.amount_fen)`,
  // A paid withdrawal has its hold posted once, in full, to the withdrawals clearing account.
  withdrawalsOnce: sql`select 'withdrawal ' || w.id || ' (' || w.status || '): hold ' || h.status || ', ' ||
      coalesce(p.n, 0) || ' payout transfers' as problem
    from withdrawals w join ledger_holds h on h.id = w.hold_id
    left join (select memo, count(*) as n, sum(amount_fen) as total from ledger_transfers
      where type = 'withdrawal_paid' group by memo) p on p.memo = 'hold:' || w.hold_id
    where (w.status = 'paid') <> (h.status = 'posted')
      or (w.status = 'pending') <> (h.status = 'pending')
      or coalesce(p.n, 0) <> (case when w.status = 'paid' then 1 else 0 end)
      or (p.n = 1 and p.total <> w.amount_fen)`,
  noNegative: sql`select 'account ' || id || ' (' || kind || ') is negative: ' || balance_fen as problem
    from ledger_accounts where balance_fen < 0 and not allow_negative`,
};

/**
 * Every member's wallet + held, recomputed from the business tables (start funds, confirmed deposits,
 * posted holds and bets, won payouts) rather than from the ledger: a duplicate in either shows up as a difference.
 */
async function walletsFromBusiness(db: Db, startFen: Map<number, number>): Promise<string[]> {
  const rows = await sql<{ member_id: number; ledger: string; business: string }>`
    select m.id as member_id,
      (select coalesce(sum(balance_fen), 0) from ledger_accounts a
        where a.member_id = m.id and a.kind in ('member_wallet', 'member_held'))::text as ledger,
      ((select coalesce(sum(amount_fen), 0) from deposit_orders d where d.member_id = m.id and d.status = 'confirmed')
        - (select coalesce(sum(posted_amount_fen), 0) from ledger_holds h where h.member_id = m.id)
        - (select coalesce(sum(posted_fen), 0) from bets b where b.member_id = m.id and b.hold_id is null)
        + (select coalesce(sum(payout_fen), 0) from bets b where b.member_id = m.id and b.status = 'won')
      )::text as business
    from members m`.execute(db);
  const problems: string[] = [];
  for (const r of rows.rows) {
    const expected = Number(r.business) + (startFen.get(Number(r.member_id)) ?? 0);
    if (Number(r.ledger) !== expected)
      problems.push(`member ${r.member_id}: wallet+held ${r.ledger}, business tables say ${expected}`);
  }
  return problems;
}

export async function crashInvariants(db: Db, startFen: Map<number, number>): Promise<string[]> {
  const problems = [...(await reconcile(db)).problems];
  for (const [name, query] of Object.entries(CHECKS)) {
    for (const row of (await query.execute(db)).rows) problems.push(`${name}: ${row.problem}`);
  }
  problems.push(...(await walletsFromBusiness(db, startFen)));
  return problems;
}
