import type { Db } from '../../db';
import type { MemberRow } from './member.tables';

/** SQL only: the binding columns of `members` (phone, real name, passwords); every method takes the caller's transaction. */
export const memberBindings = {
  /**
   * The member row locked for this transaction: bindings and money calls of one member queue here.
   * NO KEY UPDATE, not UPDATE: inserts referencing the member (bets, holds) take a KEY SHARE lock on it
   * for the foreign key while holding the wallet, and a FOR UPDATE here waiting on that wallet made a
   * deadlock (withdraw apply against a bet of the same member; found by the crash suite).
   */
  lockMember(db: Db, memberId: number): Promise<MemberRow | undefined> {
    return db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', memberId)
      .forNoKeyUpdate()
      .executeTakeFirst();
  },

  async phoneTakenByOther(db: Db, phone: string, memberId: number): Promise<boolean> {
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('phone', '=', phone)
      .where('id', '<>', memberId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async setPhone(db: Db, memberId: number, phone: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ phone, updated_at: new Date() })
      .where('id', '=', memberId)
      .where('phone', '=', '')
      .execute();
  },

  async setRealName(db: Db, memberId: number, realName: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ real_name: realName, updated_at: new Date() })
      .where('id', '=', memberId)
      .where('real_name', '=', '')
      .execute();
  },

  async setFundPassword(db: Db, memberId: number, hash: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ fund_password_hash: hash, updated_at: new Date() })
      .where('id', '=', memberId)
      .execute();
  },

  async setLoginPassword(db: Db, memberId: number, hash: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ password_hash: hash, updated_at: new Date() })
      .where('id', '=', memberId)
      .execute();
  },
};
