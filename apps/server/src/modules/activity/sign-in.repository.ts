import { sql } from 'kysely';
import type { Db } from '../../db';

/** SQL only: the member's sign-ins. Days travel as 'YYYY-MM-DD' text. */
export const signInRepository = {
  async last(db: Db, memberId: number): Promise<{ day: string; streak: number } | undefined> {
    return db
      .selectFrom('sign_ins')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak'])
      .where('member_id', '=', memberId)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async insert(db: Db, memberId: number, day: string, streak: number, amountFen: number): Promise<boolean> {
    const r = await db
      .insertInto('sign_ins')
      .values({ member_id: memberId, day, streak, amount_fen: amountFen })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
      .returning('member_id')
      .executeTakeFirst();
    return r !== undefined;
  },
};
