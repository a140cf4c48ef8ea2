import type { Db } from '../../db';

/** SQL only: member_freezes, one row per frozen member. */
export const memberFreezeRepository = {
  find(db: Db, memberId: number) {
    return db
      .selectFrom('member_freezes')
      .select(['reason', 'frozen_at'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  },

  /** Which of these members are frozen. */
  async frozenAmong(db: Db, memberIds: readonly number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('member_freezes')
      .select('member_id')
      .where('member_id', 'in', [...memberIds])
      .execute();
    return new Set(rows.map((r) => Number(r.member_id)));
  },

  /** True when this call froze the member (false: already frozen, the first reason stays). */
  async insert(db: Db, memberId: number, reason: string, at: Date): Promise<boolean> {
    const r = await db
      .insertInto('member_freezes')
      .values({ member_id: memberId, reason, frozen_at: at })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** The freeze this call removed (undefined: the member was not frozen). */
  remove(db: Db, memberId: number) {
    return db
      .deleteFrom('member_freezes')
      .where('member_id', '=', memberId)
      .returning(['reason', 'frozen_at'])
      .executeTakeFirst();
  },
};
