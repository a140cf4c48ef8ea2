import type { ProtectionHelpContact } from '@qilin/contract';
import type { Db } from '../../db';

/** SQL of the 理性投注 centre: help contacts and the reality-check preference. */
export const protectionCentreRepository = {
  helpContacts(db: Db): Promise<ProtectionHelpContact[]> {
    return db
      .selectFrom('protection_help_contacts')
      .select(['name', 'phone', 'url', 'hours', 'note'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  /** Replaces the whole list in the caller's transaction (the table is locked so two saves take turns). */
  async replaceHelpContacts(db: Db, list: readonly ProtectionHelpContact[], now: Date): Promise<void> {
    await db.deleteFrom('protection_help_contacts').execute();
    if (list.length === 0) return;
    await db
      .insertInto('protection_help_contacts')
      .values(list.map((c, i) => ({ position: i + 1, ...c, updated_at: now })))
      .execute();
  },

  async realityCheckMinutes(db: Db, memberId: number): Promise<number | null> {
    const row = await db
      .selectFrom('protection_preferences')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.reality_check_minutes ?? null;
  },

  async setRealityCheckMinutes(db: Db, memberId: number, minutes: number, now: Date): Promise<void> {
    await db
      .insertInto('protection_preferences')
      .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: now })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }),
      )
      .execute();
  },
};
