import { sql } from 'kysely';
import type { Db } from '../../db';
import { idArray } from '../../lib/id-array';
import { type InstantRange, shanghaiDaySql } from '../../lib/shanghai-time';

/**
 * Settled bets (won or lost; pushes and refunds move no money) in a range: how many, their stake, what
 * the house paid out and its gross gaming revenue (what was posted to the house − the payouts).
 */
export type BetTotal = { key: string; betCount: number; stakeFen: number; payoutFen: number; ggrFen: number };

/** The back office's reports read bets here: bets settled in [from, to), by Asia/Shanghai day, game or member. */
export async function betTotals(
  db: Db,
  range: InstantRange,
  by: 'day' | 'game' | 'member',
  /** Only these members (an agent's line); absent = everyone. */
  memberIds?: readonly number[],
): Promise<BetTotal[]> {
  const key =
    by === 'day'
      ? shanghaiDaySql('b.settled_at')
      : by === 'game'
        ? sql<string>`o.game_code`
        : sql<string>`b.member_id::text`;
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('bet_orders as o', 'o.id', 'b.order_id')
    .select([
      key.as('key'),
      sql<string>`count(*)::bigint`.as('bet_count'),
      sql<string>`coalesce(sum(b.stake_fen), 0)::bigint`.as('stake_fen'),
      sql<string>`coalesce(sum(case when b.status = 'won' then b.payout_fen else 0 end), 0)::bigint`.as(
        'payout_fen',
      ),
      sql<string>`coalesce(sum(b.posted_fen), 0)::bigint`.as('posted_fen'),
    ])
    .where('b.status', 'in', ['won', 'lost'])
    .where('b.settled_at', '>=', range.from)
    .where('b.settled_at', '<', range.to)
    .$if(memberIds !== undefined, (q) =>
      q.where(sql<boolean>`b.member_id = any(${idArray(memberIds ?? [])}::bigint[])`),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => {
    const payoutFen = Number(r.payout_fen);
    return {
      key: r.key,
      betCount: Number(r.bet_count),
      stakeFen: Number(r.stake_fen),
      payoutFen,
      ggrFen: Number(r.posted_fen) - payoutFen,
    };
  });
}

/** One member's settled bets since an instant: turnover and wins (the withdrawal queue's risk facts). */
export async function memberBetFacts(
  db: Db,
  memberId: number,
  since: Date,
): Promise<{ stakeFen: number; winCount: number; payoutFen: number; biggestWinFen: number }> {
  const row = await db
    .selectFrom('bets')
    .select([
      sql<string>`coalesce(sum(stake_fen), 0)::bigint`.as('stake_fen'),
      sql<string>`count(*) filter (where status = 'won')::bigint`.as('wins'),
      sql<string>`coalesce(sum(payout_fen) filter (where status = 'won'), 0)::bigint`.as('payout_fen'),
      sql<string>`coalesce(max(payout_fen) filter (where status = 'won'), 0)::bigint`.as('biggest'),
    ])
    .where('member_id', '=', memberId)
    .where('status', 'in', ['won', 'lost'])
    .where('settled_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    stakeFen: Number(row.stake_fen),
    winCount: Number(row.wins),
    payoutFen: Number(row.payout_fen),
    biggestWinFen: Number(row.biggest),
  };
}
