import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';

export type SessionLimits = {
  /** A session unused this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however busy. */
  lifetimeMs: number;
};

export type OperatorSession = { tokenHash: string; operatorId: number; mfa: boolean; expiresAt: Date };

/**
 * Operator sessions, apart from members': their own table, the token stored only as its sha256, an
 * idle timeout and an absolute lifetime. Every resolve is a database read (the back office is small),
 * so a sign-out or revocation counts at once on every process.
 */
export class OperatorSessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: SessionLimits,
    private readonly now: () => Date,
  ) {}

  async create(trx: Db, operatorId: number, mfa: boolean, ip: string) {
    const token = randomToken(32);
    const at = this.now();
    const expiresAt = new Date(at.getTime() + this.limits.lifetimeMs);
    await trx
      .insertInto('operator_sessions')
      .values({
        token_hash: sha256Hex(token),
        operator_id: operatorId,
        mfa,
        ip,
        created_at: at,
        last_seen_at: at,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The live session of a token, its idle clock restarted; null when unknown, ended or expired. */
  async resolve(token: string): Promise<OperatorSession | null> {
    if (token.length < 20 || token.length > 200) return null;
    const at = this.now();
    const row = await this.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: at })
      .where('token_hash', '=', sha256Hex(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .where('last_seen_at', '>', new Date(at.getTime() - this.limits.idleMs))
      .returning(['token_hash', 'operator_id', 'mfa', 'expires_at'])
      .executeTakeFirst();
    return row
      ? { tokenHash: row.token_hash, operatorId: row.operator_id, mfa: row.mfa, expiresAt: row.expires_at }
      : null;
  }

  async markMfa(trx: Db, tokenHash: string) {
    await trx
      .updateTable('operator_sessions')
      .set({ mfa: true })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async revoke(trx: Db, tokenHash: string) {
    await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: this.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
