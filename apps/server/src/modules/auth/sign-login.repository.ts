import type { Db } from '../../db';

/** SQL only: accepted sign_login signatures (migration 0099). */
export const signLoginRepository = {
  /** Records a signature's hash; false when it was already used. */
  async use(db: Db, signHash: string, at: Date): Promise<boolean> {
    const r = await db
      .insertInto('sign_login_uses')
      .values({ sign_hash: signHash, used_at: at })
      .onConflict((oc) => oc.column('sign_hash').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  async forgetBefore(db: Db, horizon: Date): Promise<void> {
    await db.deleteFrom('sign_login_uses').where('used_at', '<', horizon).execute();
  },
};
