import type { CustomerServiceSceneId } from '@qilin/contract';
import type { Db } from '../../db';
import type { KefuRow } from './customer-service.tables';

/** A contact as stored: `forGuests` / `forMembers` are scenes 1 and 2. */
export type KefuFields = {
  nickname: string;
  avatar: string;
  account: string;
  type: number;
  forGuests: boolean;
  forMembers: boolean;
  sort: number;
  enabled: boolean;
};

const columns = (f: KefuFields, at: Date) => ({
  nickname: f.nickname,
  avatar: f.avatar,
  account: f.account,
  type: f.type,
  for_guests: f.forGuests,
  for_members: f.forMembers,
  sort: f.sort,
  enabled: f.enabled,
  updated_at: at,
});

/** SQL only: every method takes the caller's handle or transaction. */
export const customerServiceRepository = {
  async chatKey(db: Db): Promise<string> {
    const row = await db.selectFrom('customer_service_settings').select('chat_key').executeTakeFirst();
    return row?.chat_key ?? '';
  },

  async setChatKey(db: Db, key: string, at: Date): Promise<void> {
    await db.updateTable('customer_service_settings').set({ chat_key: key, updated_at: at }).execute();
  },

  /** The enabled contacts one scene lists, in display order. */
  async listed(db: Db, scene: CustomerServiceSceneId): Promise<KefuRow[]> {
    return db
      .selectFrom('customer_service_kefu')
      .selectAll()
      .where('enabled', '=', true)
      .where(scene === 1 ? 'for_guests' : 'for_members', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  },

  /** Every contact, shown or not, in display order (the operators' view). */
  async all(db: Db): Promise<KefuRow[]> {
    return db.selectFrom('customer_service_kefu').selectAll().orderBy('sort').orderBy('id').execute();
  },

  /** One contact, locked to the end of the caller's transaction (its audit's "before"). */
  async lockOne(db: Db, id: number): Promise<KefuRow | undefined> {
    return db
      .selectFrom('customer_service_kefu')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  async insert(db: Db, f: KefuFields, at: Date): Promise<KefuRow> {
    return db
      .insertInto('customer_service_kefu')
      .values(columns(f, at))
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async replace(db: Db, id: number, f: KefuFields, at: Date): Promise<KefuRow | undefined> {
    return db
      .updateTable('customer_service_kefu')
      .set(columns(f, at))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const r = await db.deleteFrom('customer_service_kefu').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
};
