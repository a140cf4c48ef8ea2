import type { CommissionStatement } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { commissionRepository as repo } from './commission.repository';

/** An agent's commission statements, one per kind and period, newest first. */
export class CommissionStatementService {
  constructor(private readonly db: Kysely<Database>) {}

  async page(agentId: number, p: { page: number; pageSize: number }) {
    const { rows, total } = await repo.statementsPage(
      this.db,
      agentId,
      (p.page - 1) * p.pageSize,
      p.pageSize,
    );
    const list: CommissionStatement[] = rows.map((r) => ({
      kind: r.kind,
      periodKey: r.period_key,
      baseFen: Number(r.base_fen),
      commissionFen: Number(r.commission_fen),
      carryOutFen: Number(r.carry_out_fen),
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return { list, total, page: p.page, pageSize: p.pageSize, hasMore: p.page * p.pageSize < total };
  }
}
