import type { Db } from '../../db';

export const sessionRepository = {
  async insert(
    db: Db,
    values: {
      tokenHash: string;
      memberId: number;
      deviceId: string;
      device: string;
      createdAt: Date;
      expiresAt: Date;
      trial: boolean;
    },
  ): Promise<void> {
    await db
      .insertInto('sessions')
      .values({
        token_hash: values.tokenHash,
        member_id: values.memberId,
        device_id: values.deviceId,
        device: values.device,
        created_at: values.createdAt,
        expires_at: values.expiresAt,
        trial: values.trial,
      })
      .execute();
  },

  /** The live session with whether its member is frozen (member_freezes is this module's own table). */
  findActive(db: Db, tokenHash: string, now: Date) {
    return db
      .selectFrom('sessions as s')
      .leftJoin('member_freezes as f', 'f.member_id', 's.member_id')
      .select([
        's.member_id',
        's.device_id',
        's.device',
        's.created_at',
        's.expires_at',
        's.trial',
        'f.frozen_at',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
  },

  /** A member's most recent sessions, live or not, for the console (never the token hash). */
  listForMember(db: Db, memberId: number, limit: number) {
    return db
      .selectFrom('sessions')
      .select(['device', 'device_id', 'trial', 'created_at', 'expires_at', 'revoked_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  },

  /** Which of these token hashes are live sessions now (for sockets that logged in with them). */
  async activeAmong(db: Db, tokenHashes: readonly string[], now: Date): Promise<Set<string>> {
    if (tokenHashes.length === 0) return new Set();
    const rows = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', tokenHashes)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    return new Set(rows.map((r) => r.token_hash));
  },

  async revoke(db: Db, tokenHash: string, now: Date): Promise<boolean> {
    const r = await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** Moves the expiry earlier only (refresh keeps the old token alive for a short grace period). */
  async expireBy(db: Db, tokenHash: string, at: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ expires_at: at })
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', at)
      .execute();
  },

  /** Every live session of the member except the one whose hash is kept (the caller's own). */
  async revokeOthersForMember(db: Db, memberId: number, keepTokenHash: string, now: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('token_hash', '<>', keepTokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  },

  async revokeAllForMember(db: Db, memberId: number, now: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
  },
};
