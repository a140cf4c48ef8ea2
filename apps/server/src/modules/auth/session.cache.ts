import type { SessionOwner } from './session.service';

/** A revocation other processes must hear about: one token, or every session of a member. */
export type SessionRevocation =
  | { kind: 'token'; tokenHash: string }
  /** Every session of the member ends, except the one whose hash is kept (a password change's caller). */
  | { kind: 'member'; memberId: number; keepTokenHash?: string };

/** Accepts only a well-formed revocation from the wire; anything else is ignored. */
export function asRevocation(value: unknown): SessionRevocation | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.kind === 'token' && typeof v.tokenHash === 'string') return { kind: 'token', tokenHash: v.tokenHash };
  if (v.kind === 'member' && Number.isSafeInteger(v.memberId)) {
    const keep = typeof v.keepTokenHash === 'string' ? { keepTokenHash: v.keepTokenHash } : {};
    return { kind: 'member', memberId: v.memberId as number, ...keep };
  }
  return undefined;
}

/**
 * Resolved sessions kept in memory for a short time, so an authenticated request costs no database
 * round trip when the same token was seen a moment ago (a member placing bets, polling the wallet).
 * Every revocation in this process drops its entries at once and is broadcast to the other processes
 * (SessionService `onRevoke` → Redis); the TTL bounds what nothing announces (a row edited by hand).
 * An entry never outlives the session's own expiry.
 */
export class SessionCache {
  readonly #entries = new Map<string, { owner: SessionOwner; untilMs: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 50_000,
  ) {}

  get(tokenHash: string, nowMs: number): SessionOwner | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.untilMs <= nowMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.owner;
  }

  set(tokenHash: string, owner: SessionOwner, nowMs: number, expiresAtMs: number): void {
    if (this.ttlMs <= 0) return;
    // Map keeps insertion order: past the cap, the oldest entry goes.
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { owner, untilMs: Math.min(nowMs + this.ttlMs, expiresAtMs) });
  }

  drop(revocation: SessionRevocation): void {
    if (revocation.kind === 'token') {
      this.#entries.delete(revocation.tokenHash);
      return;
    }
    for (const [hash, entry] of this.#entries) {
      if (entry.owner.memberId === revocation.memberId) this.#entries.delete(hash);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
