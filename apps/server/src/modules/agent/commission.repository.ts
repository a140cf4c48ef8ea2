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
    s: { agentId: number; kind: 'bet' | 'profit'; periodKey: string; baseFen: number; commissionFen: number },
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('agent_commission_statements')
      .values({
        agent_id: s.agentId,
        kind: s.kind,
        period_key: s.periodKey,
        base_fen: s.baseFen,
        commission_fen: s.commissionFen,
      })
      .onConflict((oc) => oc.columns(['agent_id', 'kind', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
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
