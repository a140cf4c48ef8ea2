import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * A lease row with an expiry: at most one process runs the scheduler at a time. The lease only saves
 * duplicated work; correctness does not depend on it, because every draw and settlement step locks its
 * issue row and re-checks the state inside its own transaction. A holder that dies simply stops renewing
 * and another process (or the same one after a restart) takes over once the lease expires.
 */
export class DrawLease {
  readonly holder: string;

  constructor(
    private readonly db: Db,
    private readonly name = 'draw-scheduler',
    private readonly ttlMs = 15_000,
    holder?: string,
  ) {
    this.holder = holder ?? randomUUID();
  }

  /** Takes or renews the lease at `now`; false when another holder's lease is still valid. */
  async acquire(now: Date): Promise<boolean> {
    const expires = new Date(now.getTime() + this.ttlMs);
    const r = await sql<{ holder: string }>`
      insert into draw_leases (name, holder, expires_at)
      values (${this.name}, ${this.holder}, ${expires})
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where draw_leases.holder = excluded.holder or draw_leases.expires_at <= ${now}
      returning holder`.execute(this.db);
    return r.rows[0]?.holder === this.holder;
  }

  /** Gives the lease up (graceful shutdown) so a peer need not wait for the expiry. */
  async release(): Promise<void> {
    await sql`delete from draw_leases where name = ${this.name} and holder = ${this.holder}`.execute(this.db);
  }
}
