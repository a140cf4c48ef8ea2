import { sql } from 'kysely';
import type { Db } from '../../db';

/** A member's rebates of one issue that became payable: their sum and the bets they came from. */
export type DueRebate = { memberId: number; rebateFen: number; betIds: number[] };

/** SQL of the rebate (返点) tables: members' ceilings and the rebate each bet took. */
export const rebateRepository = {
  async memberMaxBp(db: Db, memberId: number): Promise<number | null> {
    const row = await db
      .selectFrom('member_rebates')
      .select('max_bp')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.max_bp ?? null;
  },

  async setMemberMaxBp(db: Db, memberId: number, maxBp: number, now: Date): Promise<void> {
    await db
      .insertInto('member_rebates')
      .values({ member_id: memberId, max_bp: maxBp, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ max_bp: maxBp, updated_at: now }))
      .execute();
  },

  async clearMemberMaxBp(db: Db, memberId: number): Promise<void> {
    await db.deleteFrom('member_rebates').where('member_id', '=', memberId).execute();
  },

  /**
   * The rebates of an order's bets, in the transaction that placed it. Member and issue come from the
   * bet rows themselves; a replayed order (same bets) writes nothing twice.
   */
  async insertForBets(db: Db, rows: { betId: number; rebateBp: number; rebateFen: number }[]): Promise<void> {
    if (rows.length === 0) return;
    const json = JSON.stringify(rows.map((r) => ({ bet_id: r.betId, bp: r.rebateBp, fen: r.rebateFen })));
    await sql`insert into bet_rebates (bet_id, member_id, issue_id, rebate_bp, rebate_fen)
      select b.id, b.member_id, b.issue_id, v.bp, v.fen
      from json_to_recordset(${json}::json) as v(bet_id bigint, bp integer, fen bigint)
      join bets b on b.id = v.bet_id
      on conflict (bet_id) do nothing`.execute(db);
  },

  /**
   * The due rebates of the issue's bets that are won or lost, per member (ascending id, the ledger's
   * lock order), locked so a concurrent settler of the same issue cannot credit them too.
   */
  async lockPayable(db: Db, issueId: number): Promise<DueRebate[]> {
    const r = await sql<{ member_id: number; rebate_fen: string | number; bet_ids: (string | number)[] }>`
      with due as (
        select r.bet_id, r.member_id, r.rebate_fen from bet_rebates r
        join bets b on b.id = r.bet_id
        where r.issue_id = ${issueId} and r.state = 'due' and b.status in ('won', 'lost')
        order by r.bet_id
        for update of r
      )
      select member_id, sum(rebate_fen) as rebate_fen, array_agg(bet_id order by bet_id) as bet_ids
      from due group by member_id order by member_id`.execute(db);
    return r.rows.map((row) => ({
      memberId: Number(row.member_id),
      rebateFen: Number(row.rebate_fen),
      betIds: row.bet_ids.map(Number),
    }));
  },

  async markCredited(db: Db, betIds: number[], now: Date): Promise<void> {
    if (betIds.length === 0) return;
    await db
      .updateTable('bet_rebates')
      .set({ state: 'credited', settled_at: now })
      .where('bet_id', 'in', betIds)
      .where('state', '=', 'due')
      .execute();
  },

  /** Due rebates of bets that ended without a result (cancelled, refunded, push): never paid. */
  async voidUnpaid(db: Db, issueId: number, now: Date): Promise<number> {
    const r = await sql`update bet_rebates r set state = 'void', settled_at = ${now}
      from bets b
      where b.id = r.bet_id and r.issue_id = ${issueId} and r.state = 'due'
        and b.status in ('cancelled', 'refunded', 'push')`.execute(db);
    return Number(r.numAffectedRows ?? 0);
  },
};
