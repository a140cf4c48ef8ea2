import { HedgeRuleNames } from '@qilin/contract';
import { type Pc28Hedging, pc28HedgeBreaches } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { BetErrors } from './bet.errors';
import { lockMemberIssue } from './member-issue.locks';

/**
 * A 28 room's hedging rules (game-rules B §0) inside the bet's transaction: the member's bets still
 * standing on the issue in this room plus this order must not form a pair the room refuses (each room
 * plays its own rules, as chat rooms do), unless the member's total stake on the issue passes the
 * room's exception threshold. The member+issue advisory lock (lockMemberIssue) makes two concurrent orders (大 and
 * 小单 at once) take turns, so neither slips past the other's check.
 */
export async function checkHedging(
  trx: Db,
  a: {
    memberId: number;
    issueId: number;
    roomId: string;
    playIds: string[];
    orderFen: number;
    hedging: Pc28Hedging;
  },
): Promise<void> {
  await lockMemberIssue(trx, a.memberId, a.issueId);
  const r = await sql<{ plays: string[] | null; staked: string | number }>`select
      (select array_agg(distinct b.play_id) from bets b join bet_orders o on o.id = b.order_id
        where o.member_id = ${a.memberId} and o.issue_id = ${a.issueId} and o.room_id = ${a.roomId}
          and b.issue_id = ${a.issueId} and b.status = 'pending') as plays,
      (select coalesce(sum(total_fen), 0) from bet_orders
        where member_id = ${a.memberId} and issue_id = ${a.issueId} and status <> 'cancelled') as staked`.execute(
    trx,
  );
  const row = r.rows[0];
  const held = row?.plays ?? [];
  const total = Number(row?.staked ?? 0) + a.orderFen;
  const breaches = pc28HedgeBreaches(a.hedging, [...held, ...a.playIds], total);
  if (breaches.length > 0)
    throw BetErrors.hedgeRefused(
      breaches.map((b) => HedgeRuleNames[b]),
      a.hedging.exceptOverFen > 0 ? a.hedging.exceptOverFen : null,
    );
}
