import type { DayUsage, LimitKey, LimitSetting } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { ProtectionBreaksTable } from './protection.tables';

export type BreakRow = {
  id: number;
  kind: ProtectionBreaksTable['kind'];
  startMs: number;
  endMs: number;
  liftedMs: number | null;
  /** Who set it: null for the member's own break. */
  operatorId: number | null;
  reason: string;
};

/** A member and the fen that moved for them (returns, stakes or deposits of one day). */
export type MemberFen = { memberId: number; fen: number };

const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime());

/** SQL only: every method takes the caller's handle or transaction. */
export const protectionRepository = {
  /** The member's protection row, created when missing; true when it was created now. */
  async ensureMember(db: Db, memberId: number, now: Date): Promise<boolean> {
    const r = await sql<{ member_id: number }>`insert into protection_members (member_id, updated_at)
      values (${memberId}, ${now}) on conflict do nothing returning member_id`.execute(db);
    return r.rows.length > 0;
  },

  /**
   * Locks the member's protection row to the end of the transaction; false when the member has none.
   * `for no key update`: guards take turns, while settlement's usage rows (whose foreign key takes a
   * key-share lock on this row) never wait for a guard that may itself wait for settlement's wallet.
   */
  async lockMember(db: Db, memberId: number): Promise<boolean> {
    const r = await sql`select 1 from protection_members where member_id = ${memberId}
      for no key update`.execute(db);
    return r.rows.length > 0;
  },

  async isProtected(db: Db, memberId: number): Promise<boolean> {
    const r = await sql`select 1 from protection_members where member_id = ${memberId}`.execute(db);
    return r.rows.length > 0;
  },

  async declareAdult(db: Db, memberId: number, now: Date): Promise<void> {
    await sql`insert into protection_identity (member_id, adult_declared_at, updated_at)
      values (${memberId}, ${now}, ${now})
      on conflict (member_id) do update set adult_declared_at = excluded.adult_declared_at,
        updated_at = excluded.updated_at`.execute(db);
  },

  async setBirthDate(db: Db, memberId: number, birthDate: string, now: Date): Promise<void> {
    await sql`insert into protection_identity (member_id, birth_date, updated_at)
      values (${memberId}, ${birthDate}::date, ${now})
      on conflict (member_id) do update set birth_date = excluded.birth_date,
        updated_at = excluded.updated_at`.execute(db);
  },

  async sessionStart(db: Db, memberId: number): Promise<number | null> {
    const r = await db
      .selectFrom('protection_sessions')
      .select('started_at')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return r ? new Date(r.started_at).getTime() : null;
  },

  async saveSessionStart(db: Db, memberId: number, start: Date): Promise<void> {
    await db
      .insertInto('protection_sessions')
      .values({ member_id: memberId, started_at: start })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ started_at: start }))
      .execute();
  },

  /** The value in force of one limit (null: none, or no protection row). */
  async limitValue(db: Db, memberId: number, key: LimitKey): Promise<number | null> {
    const r = await db
      .selectFrom('protection_limits')
      .select('value')
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .executeTakeFirst();
    return r?.value == null ? null : Number(r.value);
  },

  /** Which of these members are on a break at `now` (one statement for any number). */
  async onBreakAmong(db: Db, memberIds: readonly number[], now: Date): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('protection_breaks')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', [...memberIds])
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where((eb) => eb.or([eb('lifted_at', 'is', null), eb('lifted_at', '>', now)]))
      .execute();
    return new Set(rows.map((r) => Number(r.member_id)));
  },

  /** Every member on a break at `now`. */
  async onBreakNow(db: Db, now: Date): Promise<number[]> {
    const rows = await db
      .selectFrom('protection_breaks')
      .select('member_id')
      .distinct()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where((eb) => eb.or([eb('lifted_at', 'is', null), eb('lifted_at', '>', now)]))
      .execute();
    return rows.map((r) => Number(r.member_id));
  },

  async limits(db: Db, memberId: number): Promise<Map<LimitKey, LimitSetting>> {
    const rows = await db
      .selectFrom('protection_limits')
      .select(['key', 'value', 'pending_set', 'pending_value', 'pending_due'])
      .where('member_id', '=', memberId)
      .execute();
    return new Map(
      rows.map((r) => [
        r.key as LimitKey,
        {
          value: r.value === null ? null : Number(r.value),
          pending: r.pending_set
            ? {
                value: r.pending_value === null ? null : Number(r.pending_value),
                dueMs: ms(r.pending_due) as number,
              }
            : null,
        },
      ]),
    );
  },

  async saveLimit(db: Db, memberId: number, key: LimitKey, s: LimitSetting, now: Date): Promise<void> {
    const values = {
      value: s.value,
      pending_set: s.pending !== null,
      pending_value: s.pending?.value ?? null,
      pending_due: s.pending ? new Date(s.pending.dueMs) : null,
      updated_at: now,
    };
    await db
      .insertInto('protection_limits')
      .values({ member_id: memberId, key, ...values })
      .onConflict((oc) => oc.columns(['member_id', 'key']).doUpdateSet(values))
      .execute();
  },

  async breaks(db: Db, memberId: number): Promise<BreakRow[]> {
    const rows = await db
      .selectFrom('protection_breaks')
      .select(['id', 'kind', 'starts_at', 'ends_at', 'lifted_at', 'operator_id', 'reason'])
      .where('member_id', '=', memberId)
      .orderBy('ends_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      startMs: ms(r.starts_at) as number,
      endMs: ms(r.ends_at) as number,
      liftedMs: ms(r.lifted_at),
      operatorId: r.operator_id,
      reason: r.reason,
    }));
  },

  async addBreak(
    db: Db,
    b: {
      memberId: number;
      kind: BreakRow['kind'];
      start: Date;
      end: Date;
      operatorId?: number;
      reason?: string;
    },
  ): Promise<number> {
    const r = await db
      .insertInto('protection_breaks')
      .values({
        member_id: b.memberId,
        kind: b.kind,
        starts_at: b.start,
        ends_at: b.end,
        operator_id: b.operatorId ?? null,
        reason: b.reason ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  async liftBreak(db: Db, id: number, now: Date): Promise<void> {
    await db.updateTable('protection_breaks').set({ lifted_at: now }).where('id', '=', id).execute();
  },

  /** The member's daily rows since `sinceDay` (YYYY-MM-DD), oldest first. */
  async usage(db: Db, memberId: number, sinceDay: string): Promise<DayUsage[]> {
    const r = await sql<{ day: string; stake_fen: number; return_fen: number; deposit_fen: number }>`
      select day::text as day, stake_fen, return_fen, deposit_fen from protection_usage
      where member_id = ${memberId} and day >= ${sinceDay}::date order by day`.execute(db);
    return r.rows.map((x) => ({
      day: x.day,
      stakeFen: Number(x.stake_fen),
      returnFen: Number(x.return_fen),
      depositFen: Number(x.deposit_fen),
    }));
  },

  /**
   * Adds to one column of the day's rows of those members that are protected (the others are left
   * out in the statement, so a caller may pass everyone a settlement paid).
   */
  async addUsage(db: Db, column: 'stake_fen' | 'return_fen' | 'deposit_fen', day: string, rows: MemberFen[]) {
    const live = rows.filter((r) => r.fen > 0);
    if (live.length === 0) return;
    const json = JSON.stringify(live.map((r) => ({ member_id: r.memberId, fen: r.fen })));
    const col = sql.ref(column);
    await sql`insert into protection_usage as u (member_id, day, ${col})
      select x.member_id, ${day}::date, sum(x.fen)
      from json_to_recordset(${json}::json) as x(member_id bigint, fen bigint)
      where x.member_id in (select member_id from protection_members)
      group by x.member_id
      on conflict (member_id, day) do update set ${col} = ${sql.ref(`u.${column}`)} + excluded.${col}`.execute(
      db,
    );
  },
};
