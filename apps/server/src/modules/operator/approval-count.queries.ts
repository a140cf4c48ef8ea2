import { sql } from 'kysely';
import type { Db } from '../../db';

/** Proposals waiting for a second operator (the dashboard's approvals queue). */
export async function pendingApprovalCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operator_approvals')
    .select(sql<string>`count(*)::bigint`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
