import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * How far the draw is behind: issues whose draw time has passed and that are still on sale or closed
 * (not drawn, not voided), and how many seconds late the oldest of them is. The dashboard reads it.
 */
export async function drawLag(db: Db, now: Date): Promise<{ overdueIssues: number; maxLagSec: number }> {
  const row = await db
    .selectFrom('draw_issues')
    .select([sql<string>`count(*)::bigint`.as('n'), sql<Date | null>`min(draw_at)`.as('oldest')])
    .where('state', 'in', ['OPEN', 'CLOSED'])
    .where('draw_at', '<', now)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest === null ? null : new Date(row.oldest);
  return {
    overdueIssues: Number(row.n),
    maxLagSec: oldest === null ? 0 : Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)),
  };
}
