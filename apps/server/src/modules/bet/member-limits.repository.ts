import { type MemberLimits, memberLimitsFor } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';

/** '' = the member's row for every game. */
export const EVERY_GAME = '';

export type MemberLimitRow = { gameCode: string } & MemberLimits;

/** The member's rows for one game and for every game, as a JSON array (the bet placement prelude). */
export const memberLimitRowsJson = (memberId: number, gameCode: string) => sql<string>`(select
    json_agg(json_build_object('gameCode', game_code, 'maxPerBetFen', max_per_bet_fen,
      'maxPerIssueFen', max_per_issue_fen))
  from member_bet_limits where member_id = ${memberId} and game_code in (${gameCode}, ${EVERY_GAME}))`;

/** The member's limits in one game from their rows (domain rule: the game row over the global row). */
export function limitsOf(rows: readonly MemberLimitRow[], gameCode: string): MemberLimits {
  const pick = (code: string) => rows.find((r) => r.gameCode === code) ?? null;
  return memberLimitsFor(pick(EVERY_GAME), gameCode === EVERY_GAME ? null : pick(gameCode));
}

/** SQL only: every method takes the caller's handle or transaction. */
export const memberLimitsRepository = {
  async rows(db: Db, memberId: number): Promise<MemberLimitRow[]> {
    const rows = await db
      .selectFrom('member_bet_limits')
      .select(['game_code', 'max_per_bet_fen', 'max_per_issue_fen'])
      .where('member_id', '=', memberId)
      .orderBy('game_code')
      .execute();
    return rows.map((r) => ({
      gameCode: r.game_code,
      maxPerBetFen: r.max_per_bet_fen,
      maxPerIssueFen: r.max_per_issue_fen,
    }));
  },

  async forGame(db: Db, memberId: number, gameCode: string): Promise<MemberLimits> {
    return limitsOf(await this.rows(db, memberId), gameCode);
  },

  async upsert(db: Db, memberId: number, row: MemberLimitRow, now: Date): Promise<void> {
    const values = {
      max_per_bet_fen: row.maxPerBetFen,
      max_per_issue_fen: row.maxPerIssueFen,
      updated_at: now,
    };
    await db
      .insertInto('member_bet_limits')
      .values({ member_id: memberId, game_code: row.gameCode, ...values })
      .onConflict((oc) => oc.columns(['member_id', 'game_code']).doUpdateSet(values))
      .execute();
  },

  async remove(db: Db, memberId: number, gameCode: string): Promise<boolean> {
    const r = await db
      .deleteFrom('member_bet_limits')
      .where('member_id', '=', memberId)
      .where('game_code', '=', gameCode)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
};
