import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { sessionRepository } from './session.repository';

export type DeviceInfo = { deviceId: string; device: string };
export type SessionOwner = { memberId: number; deviceId: string; device: string };

/** After a refresh the old token keeps working this long, so requests already in flight succeed. */
export const REFRESH_GRACE_MS = 60_000;

/**
 * Opaque random session tokens. Only their SHA-256 hash is stored, so a database leak yields no
 * usable token; unknown, expired and revoked tokens all resolve to null (→ error 20004).
 */
export class SessionService {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, ttlMs: number, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** Creates a session inside the caller's transaction and returns the token to hand out. */
  async issue(trx: Db, memberId: number, device: DeviceInfo): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(this.#now().getTime() + this.#ttlMs);
    await sessionRepository.insert(trx, { tokenHash: sha256Hex(token), memberId, ...device, expiresAt });
    return token;
  }

  async resolve(token: string | undefined): Promise<SessionOwner | null> {
    if (!token || token.length > 256) return null;
    const row = await sessionRepository.findActive(this.#db, sha256Hex(token), this.#now());
    if (!row) return null;
    return { memberId: row.member_id, deviceId: row.device_id, device: row.device };
  }

  /** Logout: idempotent, an unknown token is simply nothing to revoke. */
  async revoke(token: string): Promise<void> {
    await sessionRepository.revoke(this.#db, sha256Hex(token), this.#now());
  }

  /** Token refresh: a new token for the same member; the old one expires after a short grace. */
  async refresh(token: string | undefined, device: DeviceInfo): Promise<string> {
    const owner = await this.resolve(token);
    if (!owner || !token) throw Errors.sessionExpired();
    return this.#db.transaction().execute(async (trx) => {
      const fresh = await this.issue(trx, owner.memberId, device);
      const graceEnd = new Date(this.#now().getTime() + REFRESH_GRACE_MS);
      await sessionRepository.expireBy(trx, sha256Hex(token), graceEnd);
      return fresh;
    });
  }

  /** After a password change: every other device signs in again; the caller's session stays. */
  async revokeOthers(trx: Db, memberId: number, keepToken: string): Promise<void> {
    await sessionRepository.revokeOthersForMember(trx, memberId, sha256Hex(keepToken), this.#now());
  }

  async revokeAll(trx: Db, memberId: number): Promise<void> {
    await sessionRepository.revokeAllForMember(trx, memberId, this.#now());
  }
}
