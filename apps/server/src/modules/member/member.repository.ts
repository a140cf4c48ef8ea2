import { parseWireInt } from '@qilin/contract';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { MemberRow } from './member.tables';

/** SQL only; every method takes the caller's handle or transaction. */
export const memberRepository = {
  findById(db: Db, id: number): Promise<MemberRow | undefined> {
    return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
    return db
      .selectFrom('members')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  },

  /**
   * The console's member search: `q` as a username prefix (any case), an exact phone or an exact id;
   * empty lists every member. Newest first, with the total for paging.
   */
  async search(
    db: Db,
    q: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    let query = db.selectFrom('members');
    if (q !== '') {
      const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^\d{1,15}$/.test(q) ? (parseWireInt(q) ?? null) : null;
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(username)`, 'like', prefix),
          eb('phone', '=', q),
          ...(id !== null ? [eb('id', '=', id)] : []),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  findByPhone(db: Db, phone: string): Promise<MemberRow | undefined> {
    return db.selectFrom('members').selectAll().where('phone', '=', phone).orderBy('id').executeTakeFirst();
  },

  /** Inserts unless the username exists (any case); undefined means it was taken. */
  insert(
    db: Db,
    values: { username: string; passwordHash: string; nickname: string; phone?: string; isTrial?: boolean },
  ): Promise<MemberRow | undefined> {
    return db
      .insertInto('members')
      .values({
        username: values.username,
        password_hash: values.passwordHash,
        nickname: values.nickname,
        phone: values.phone ?? '',
        is_trial: values.isTrial ?? false,
      })
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  async updatePassword(db: Db, id: number, passwordHash: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  /** Sets the nickname or the avatar and answers the updated row (undefined: no such active member). */
  updateProfile(
    db: Db,
    id: number,
    values: { nickname: string } | { avatar: string },
  ): Promise<MemberRow | undefined> {
    return db
      .updateTable('members')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 1)
      .returningAll()
      .executeTakeFirst();
  },
};
