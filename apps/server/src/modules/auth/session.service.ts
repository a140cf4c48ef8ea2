import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { memberFreezeRepository as freezes } from './member-freeze.repository';
import { SessionCache, type SessionRevocation } from './session.cache';
import { sessionRepository } from './session.repository';

export type DeviceInfo = { deviceId: string; device: string };
/**
 * `trial`: a 试玩 trial member's session, which may call only what the trial scope allows; `frozen`: an
 * operator froze the member, so every member call answers 20045 (the session itself stays).
 */
export type SessionOwner = {
  memberId: number;
  deviceId: string;
  device: string;
  trial: boolean;
  frozen: boolean;
  /** When this login session's token was issued (ms): the reality check counts from it. */
  startedAt: number;
};

export type FreezeState = { frozen: boolean; reason: string; frozenAt: Date | null };
/** A freeze or unfreeze as it happened, told to its caller inside the transaction. */
export type FreezeChange = { changed: boolean; before: FreezeState; after: FreezeState };
export type FreezeChangeHook = (trx: Transaction<Database>, change: FreezeChange) => Promise<void>;

const NOT_FROZEN: FreezeState = { frozen: false, reason: '', frozenAt: null };
const frozenState = (row: { reason: string; frozen_at: Date | string }): FreezeState => ({
  frozen: true,
  reason: row.reason,
  frozenAt: new Date(row.frozen_at),
});

/** After a refresh the old token keeps working this long, so requests already in flight succeed. */
export const REFRESH_GRACE_MS = 60_000;

/**
 * Opaque random session tokens. Only their SHA-256 hash is stored, so a database leak yields no
 * usable token; unknown, expired and revoked tokens all resolve to null (→ error 20004).
 */
/** A member logged in (not a token renewal, not a 试玩 trial): called in the login's transaction. */
export type LoginListener = (trx: Db, memberId: number) => Promise<void>;

export class SessionService {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #now: () => Date;
  readonly #cache: SessionCache;
  /** Set by the app when other processes must hear of revocations (Redis). */
  onRevoke: ((revocation: SessionRevocation) => void) | undefined;
  /** Hear every revocation, this process's and those `forget` is told of (the socket hub). */
  readonly #listeners = new Set<(revocation: SessionRevocation) => void>();

  constructor(
    db: Kysely<Database>,
    ttlMs: number,
    now: () => Date = () => new Date(),
    opts: { cacheMs?: number } = {},
  ) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#cache = new SessionCache(opts.cacheMs ?? 0);
  }

  /** How long a new token lives, in seconds (login and refresh answer it as `expires_in`). */
  get ttlSeconds(): number {
    return Math.floor(this.#ttlMs / 1000);
  }

  /** Told, in the login's transaction, that a member logged in (player protection's session length). */
  onLogin: LoginListener | undefined;

  /** A login (password, registration, sign-login): a new session, and the login told to `onLogin`. */
  async login(trx: Db, memberId: number, device: DeviceInfo): Promise<string> {
    const token = await this.issue(trx, memberId, device);
    await this.onLogin?.(trx, memberId);
    return token;
  }

  /** Creates a session inside the caller's transaction and returns the token to hand out. */
  async issue(trx: Db, memberId: number, device: DeviceInfo, trial = false): Promise<string> {
    const token = randomToken();
    const createdAt = this.#now();
    const expiresAt = new Date(createdAt.getTime() + this.#ttlMs);
    await sessionRepository.insert(trx, {
      tokenHash: sha256Hex(token),
      memberId,
      ...device,
      createdAt,
      expiresAt,
      trial,
    });
    return token;
  }

  async resolve(token: string | undefined): Promise<SessionOwner | null> {
    if (!token || token.length > 256) return null;
    const hash = sha256Hex(token);
    const now = this.#now();
    const cached = this.#cache.get(hash, now.getTime());
    if (cached) return cached;
    const row = await sessionRepository.findActive(this.#db, hash, now);
    if (!row) return null;
    const owner = {
      memberId: row.member_id,
      deviceId: row.device_id,
      device: row.device,
      trial: row.trial,
      frozen: row.frozen_at !== null,
      startedAt: new Date(row.created_at).getTime(),
    };
    this.#cache.set(hash, owner, now.getTime(), new Date(row.expires_at).getTime());
    return owner;
  }

  /** Which of these token hashes are still live sessions (one query per 500). */
  async activeTokenHashes(tokenHashes: readonly string[]): Promise<Set<string>> {
    const active = new Set<string>();
    for (let i = 0; i < tokenHashes.length; i += 500) {
      const chunk = tokenHashes.slice(i, i + 500);
      for (const hash of await sessionRepository.activeAmong(this.#db, chunk, this.#now())) active.add(hash);
    }
    return active;
  }

  /** Calls `listener` on every revocation, local or announced by another process. */
  onRevoked(listener: (revocation: SessionRevocation) => void): void {
    this.#listeners.add(listener);
  }

  /** A revocation announced by another process. */
  forget(revocation: SessionRevocation): void {
    this.#cache.drop(revocation);
    this.#tell(revocation);
  }

  #tell(revocation: SessionRevocation): void {
    for (const listener of this.#listeners) {
      try {
        listener(revocation);
      } catch {
        // A listener's failure must not fail the logout or password change that revoked.
      }
    }
  }

  /**
   * Drops the cache entries now and once more after the cache TTL: a revocation written inside a caller's
   * transaction is not visible until it commits, and a request resolved in between would cache the old
   * row again.
   */
  #revoked(revocation: SessionRevocation): void {
    this.#cache.drop(revocation);
    this.onRevoke?.(revocation);
    this.#tell(revocation);
    if (this.#cache.ttlMs > 0) {
      setTimeout(() => this.#cache.drop(revocation), this.#cache.ttlMs).unref();
    }
  }

  /** Logout: idempotent, an unknown token is simply nothing to revoke. */
  async revoke(token: string): Promise<void> {
    const tokenHash = sha256Hex(token);
    await sessionRepository.revoke(this.#db, tokenHash, this.#now());
    this.#revoked({ kind: 'token', tokenHash });
  }

  /** Token refresh: a new token for the same member; the old one expires after a short grace. */
  async refresh(token: string | undefined, device: DeviceInfo): Promise<string> {
    const owner = await this.resolve(token);
    if (!owner || !token) throw Errors.sessionExpired();
    if (owner.frozen) throw Errors.forbidden();
    return this.#db.transaction().execute(async (trx) => {
      const fresh = await this.issue(trx, owner.memberId, device, owner.trial);
      const graceEnd = new Date(this.#now().getTime() + REFRESH_GRACE_MS);
      await sessionRepository.expireBy(trx, sha256Hex(token), graceEnd);
      // A cached entry carries the old expiry; dropping it makes the grace end hold everywhere.
      this.#revoked({ kind: 'token', tokenHash: sha256Hex(token) });
      return fresh;
    });
  }

  /** After a password change: every other device signs in again; the caller's session stays. */
  async revokeOthers(trx: Db, memberId: number, keepToken: string): Promise<void> {
    const keepTokenHash = sha256Hex(keepToken);
    await sessionRepository.revokeOthersForMember(trx, memberId, keepTokenHash, this.#now());
    this.#revoked({ kind: 'member', memberId, keepTokenHash });
  }

  async revokeAll(trx: Db, memberId: number): Promise<void> {
    await sessionRepository.revokeAllForMember(trx, memberId, this.#now());
    this.#revoked({ kind: 'member', memberId });
  }

  /**
   * Freezes a member: their sessions stay, but resolve now answers `frozen` on every process (after the
   * commit the cached entries are dropped and other processes told) and their sockets are unbound.
   * Idempotent: a second freeze keeps the first reason and answers `changed: false`. `onChange` is told
   * the state before → after inside the transaction (the console audits it there; a throw rolls back).
   */
  async freeze(
    memberId: number,
    reason: string,
    onChange?: FreezeChangeHook,
  ): Promise<{ changed: boolean; state: FreezeState }> {
    const result = await this.#db.transaction().execute(async (trx) => {
      // The insert decides "before": it waits for a concurrent freeze of the member and then does nothing.
      const changed = await freezes.insert(trx, memberId, reason, this.#now());
      const state = await this.freezeState(memberId, trx);
      await onChange?.(trx, { changed, before: changed ? NOT_FROZEN : state, after: state });
      return { changed, state };
    });
    this.#revoked({ kind: 'member', memberId });
    return result;
  }

  async unfreeze(
    memberId: number,
    onChange?: FreezeChangeHook,
  ): Promise<{ changed: boolean; state: FreezeState }> {
    const result = await this.#db.transaction().execute(async (trx) => {
      const removed = await freezes.remove(trx, memberId);
      const state = await this.freezeState(memberId, trx);
      const before = removed ? frozenState(removed) : state;
      await onChange?.(trx, { changed: removed !== undefined, before, after: state });
      return { changed: removed !== undefined, state };
    });
    this.#revoked({ kind: 'member', memberId });
    return result;
  }

  async freezeState(memberId: number, db: Db = this.#db): Promise<FreezeState> {
    const row = await freezes.find(db, memberId);
    return row ? frozenState(row) : NOT_FROZEN;
  }

  frozenAmong(memberIds: readonly number[]): Promise<Set<number>> {
    return freezes.frozenAmong(this.#db, memberIds);
  }

  /** The member's most recent sessions for the console: device, times, revoked or not. */
  listForMember(memberId: number, limit = 50) {
    return sessionRepository.listForMember(this.#db, memberId, limit);
  }
}
