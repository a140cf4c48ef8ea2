import { ErrorCode } from '@qilin/contract';
import type { GameFamily } from '@qilin/domain';
import type { Db } from '../../db';
import { AppError } from '../../lib/errors';

/** Opposite sides of a champion-match table, by game type (A2: baccarat banker ↔ player). */
const OPPOSITE: Partial<Record<string, Record<string, string>>> = {
  baccarat: { banker: 'player', player: 'banker' },
};

/** Refusal that also records the disqualification (outside the refused bet's transaction). */
export class DisqualifiedError extends AppError {
  constructor(
    readonly record: { activeId: string; memberId: number; gameCode: string; issue: string } | null,
  ) {
    super(ErrorCode.Disqualified);
    this.name = 'DisqualifiedError';
  }
}

/**
 * The champion-match rule inside the bet transaction: a disqualified member cannot bet in the activity,
 * and a bet that puts the member on both sides of one table in one round disqualifies them.
 */
export async function checkActivityBet(
  trx: Db,
  a: {
    activeId: string;
    memberId: number;
    family: GameFamily;
    issueId: number;
    issue: string;
    playIds: string[];
  },
): Promise<void> {
  const banned = await trx
    .selectFrom('activity_disqualifications')
    .select('member_id')
    .where('active_id', '=', a.activeId)
    .where('member_id', '=', a.memberId)
    .executeTakeFirst();
  if (banned) throw new DisqualifiedError(null);
  const opposite = OPPOSITE[a.family.gameType];
  if (!opposite) return;
  const earlier = await trx
    .selectFrom('bets')
    .innerJoin('bet_orders', 'bet_orders.id', 'bets.order_id')
    .select('bets.play_id')
    .where('bet_orders.member_id', '=', a.memberId)
    .where('bet_orders.active_id', '=', a.activeId)
    .where('bet_orders.issue_id', '=', a.issueId)
    .where('bets.status', '=', 'pending')
    .execute();
  const sides = new Set([...earlier.map((e) => e.play_id), ...a.playIds]);
  if ([...sides].some((p) => opposite[p] !== undefined && sides.has(opposite[p] as string)))
    throw new DisqualifiedError({
      activeId: a.activeId,
      memberId: a.memberId,
      gameCode: a.family.code,
      issue: a.issue,
    });
}

export async function recordDisqualification(db: Db, err: DisqualifiedError): Promise<void> {
  if (!err.record) return;
  await db
    .insertInto('activity_disqualifications')
    .values({
      active_id: err.record.activeId,
      member_id: err.record.memberId,
      game_code: err.record.gameCode,
      issue: err.record.issue,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
