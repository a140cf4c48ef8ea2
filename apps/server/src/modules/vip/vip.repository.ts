import type { VipLevel } from '@qilin/domain';
import type { Db } from '../../db';

export type VipMemberRow = {
  level: number;
  level_month: string;
  reviewed_month: string;
  offset_turnover_fen: number;
  offset_deposit_fen: number;
};

/** SQL only: the level table and members' VIP rows. */
export const vipRepository = {
  async levels(db: Db): Promise<VipLevel[]> {
    const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
    return rows.map((r) => ({
      level: r.level,
      name: r.name,
      turnoverFen: r.turnover_fen,
      depositFen: r.deposit_fen,
      keepTurnoverFen: r.keep_turnover_fen,
      upgradeGiftFen: r.upgrade_gift_fen,
      weeklyGiftFen: r.weekly_gift_fen,
      monthlyGiftFen: r.monthly_gift_fen,
      wageringX100: r.wagering_x100,
    }));
  },

  async replaceLevels(db: Db, levels: readonly VipLevel[]): Promise<void> {
    await db.deleteFrom('vip_levels').execute();
    await db
      .insertInto('vip_levels')
      .values(
        levels.map((l) => ({
          level: l.level,
          name: l.name,
          turnover_fen: l.turnoverFen,
          deposit_fen: l.depositFen,
          keep_turnover_fen: l.keepTurnoverFen,
          upgrade_gift_fen: l.upgradeGiftFen,
          weekly_gift_fen: l.weeklyGiftFen,
          monthly_gift_fen: l.monthlyGiftFen,
          wagering_x100: l.wageringX100,
        })),
      )
      .execute();
  },

  /** The member's row, locked (created first when missing, so concurrent first reads serialise too). */
  async lock(db: Db, memberId: number, month: string): Promise<{ row: VipMemberRow; fresh: boolean }> {
    const inserted = await db
      .insertInto('vip_members')
      .values({ member_id: memberId, level: 0, level_month: month, reviewed_month: month })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .returning('member_id')
      .executeTakeFirst();
    const row = await db
      .selectFrom('vip_members')
      .select(['level', 'level_month', 'reviewed_month', 'offset_turnover_fen', 'offset_deposit_fen'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { row, fresh: inserted !== undefined };
  },

  async save(db: Db, memberId: number, row: VipMemberRow): Promise<void> {
    await db
      .updateTable('vip_members')
      .set({ ...row, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .execute();
  },
};
