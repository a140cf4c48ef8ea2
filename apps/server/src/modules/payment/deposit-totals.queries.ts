import { sql } from 'kysely';
import type { Db } from '../../db';
import { idArray } from '../../lib/id-array';
import { type InstantRange, shanghaiDaySql } from '../../lib/shanghai-time';

/** Confirmed deposits (credited) in a range, by Asia/Shanghai day or by member. */
export type DepositTotal = { key: string; count: number; amountFen: number };

/**
 * The back office's reports read deposits here, never the table: confirmed orders whose decision
 * (the credit) falls in [from, to), grouped by the day of the decision or by member.
 */
export async function depositTotals(
  db: Db,
  range: InstantRange,
  by: 'day' | 'member',
  /** Only these members (an agent's line); absent = everyone. */
  memberIds?: readonly number[],
): Promise<DepositTotal[]> {
  const key = by === 'day' ? shanghaiDaySql('decided_at') : sql<string>`member_id::text`;
  const rows = await db
    .selectFrom('deposit_orders')
    .select([
      key.as('key'),
      sql<string>`count(*)::bigint`.as('count'),
      sql<string>`coalesce(sum(amount_fen), 0)::bigint`.as('amount_fen'),
    ])
    .where('status', '=', 'confirmed')
    .where('decided_at', '>=', range.from)
    .where('decided_at', '<', range.to)
    .$if(memberIds !== undefined, (q) =>
      q.where(sql<boolean>`member_id = any(${idArray(memberIds ?? [])}::bigint[])`),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.count), amountFen: Number(r.amount_fen) }));
}

/** Deposits waiting for an operator: paid by the member, not yet confirmed or rejected. */
export async function pendingDepositCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select(sql<string>`count(*)::bigint`.as('n'))
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's confirmed deposits since an instant (the withdrawal queue's risk facts). */
export async function memberDepositsSince(db: Db, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select(sql<string>`coalesce(sum(amount_fen), 0)::bigint`.as('fen'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'confirmed')
    .where('decided_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}
