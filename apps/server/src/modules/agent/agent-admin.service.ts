import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { agentRepository as repo } from './agent.repository';
import { presentPlan } from './agent.service';

/** The console's reads: agents with their standing and line size, and the plans. */
export class AgentAdminService {
  constructor(private readonly db: Kysely<Database>) {}

  async agents(p: { page: number; pageSize: number }) {
    const [rows, total] = await Promise.all([
      repo.agentsPage(this.db, { offset: (p.page - 1) * p.pageSize, limit: p.pageSize }),
      repo.agentCount(this.db),
    ]);
    const list = rows.map((r) => ({
      memberId: r.member_id,
      username: r.username,
      planId: r.plan_id,
      level: r.level,
      rateBp: r.rate_bp,
      descendants: Number(r.descendants),
      agentSince: r.agent_since ? new Date(r.agent_since).toISOString() : null,
    }));
    return { list, total, page: p.page, pageSize: p.pageSize, hasMore: p.page * p.pageSize < total };
  }

  async plans() {
    return { list: (await repo.plans(this.db)).map(presentPlan) };
  }
}
