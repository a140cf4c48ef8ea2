import { sql } from 'kysely';
import type { Db } from '../../db';

/** Runs and statements (migration 0200). */
export const commissionRepository = {
  /** Opens the run unless it exists; answers its status either way. */
  async openRun(db: Db, kind: 'bet' | 'profit', periodKey: string): Promise<'running' | 'done'> {
    await db
      .insertInto('agent_commission_runs')
      .values({ kind, period_key: periodKey })
      .onConflict((oc) => oc.columns(['kind', 'period_key']).doNothing())
      .execute();
    const row = await db
      .selectFrom('agent_commission_runs')
      .select('status')
      .where('kind', '=', kind)
      .where('period_key', '=', periodKey)
      .executeTakeFirstOrThrow();
    return row.status;
  },

  closeRun(db: Db, kind: 'bet' | 'profit', periodKey: string, at: Date) {
    return db
      .updateTable('agent_commission_runs')
      .set({ status: 'done', finished_at: at })
      .where('kind', '=', kind)
      .where('period_key', '=', periodKey)
      .execute();
  },

  /** Writes the statement unless the agent has one for the period; its id, or undefined when it existed. */
  async insertStatement(
    db: Db,
    s: {
      agentId: number;
      kind: 'bet' | 'profit';
      periodKey: string;
      baseFen: number;
      commissionFen: number;
      carryOutFen?: number;
    },
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('agent_commission_statements')
      .values({
        agent_id: s.agentId,
        kind: s.kind,
        period_key: s.periodKey,
        base_fen: s.baseFen,
        commission_fen: s.commissionFen,
        carry_out_fen: s.carryOutFen ?? 0,
      })
      .onConflict((oc) => oc.columns(['agent_id', 'kind', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  /** An agent's profit rate (their plan's, else the default plan's) and carry, the row locked for the period. */
  async lockProfitStanding(
    db: Db,
    agentId: number,
  ): Promise<{ rateBp: number; carryFen: number } | undefined> {
    const row = await db
      .selectFrom('agent_members as m')
      .select([
        'm.profit_carry_fen',
        sql<number>`coalesce((select p.profit_rate_bp from agent_plans p where p.id = m.plan_id), (select p.profit_rate_bp from agent_plans p where p.is_default limit 1), 0)`.as(
          'rate_bp',
        ),
      ])
      .where('m.member_id', '=', agentId)
      .where('m.is_agent', '=', true)
      .forUpdate()
      .executeTakeFirst();
    return row && { rateBp: Number(row.rate_bp), carryFen: Number(row.profit_carry_fen) };
  },

  setProfitCarry(db: Db, agentId: number, carryFen: number) {
    return db
      .updateTable('agent_members')
      .set({ profit_carry_fen: carryFen })
      .where('member_id', '=', agentId)
      .execute();
  },

  setTransfer(db: Db, id: number, transferId: number) {
    return db
      .updateTable('agent_commission_statements')
      .set({ transfer_id: transferId })
      .where('id', '=', id)
      .execute();
  },

  periodTotals(db: Db, kind: 'bet' | 'profit', periodKey: string) {
    return db
      .selectFrom('agent_commission_statements')
      .select([
        sql<number>`count(*) filter (where commission_fen > 0)::int`.as('agents'),
        sql<number>`coalesce(sum(commission_fen), 0)::bigint`.as('fen'),
      ])
      .where('kind', '=', kind)
      .where('period_key', '=', periodKey)
      .executeTakeFirstOrThrow();
  },

  async statementsPage(db: Db, agentId: number, offset: number, limit: number) {
    const base = db.selectFrom('agent_commission_statements').where('agent_id', '=', agentId);
    const [rows, total] = await Promise.all([
      base
        .select(['kind', 'period_key', 'base_fen', 'commission_fen', 'carry_out_fen', 'created_at'])
        .orderBy('period_key', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },
};
