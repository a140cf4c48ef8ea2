import {
  type ProtectionHelpContact,
  type ProtectionHelpContactsBody,
  type ProtectionSession,
  REALITY_CHECK_DEFAULT_MINUTES,
} from '@qilin/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db';
import type { AdminAudit } from '../operator';
import { protectionCentreRepository as repo } from './protection-centre.repository';
import { netSince } from './protection-usage.queries';

/**
 * The 理性投注 centre's data: the help organisations operators list for members, the member's
 * reality-check interval, and the login session's time and net result that the reality check shows.
 */
export class ProtectionCentreService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async helpContacts(): Promise<{ list: ProtectionHelpContact[] }> {
    return { list: await repo.helpContacts(this.db) };
  }

  /** Replaces the list; audited in its transaction (the list before → after). */
  async replaceHelpContacts(body: ProtectionHelpContactsBody, audit: AdminAudit) {
    const list = body.list.map((c) => ({
      name: c.name,
      phone: c.phone,
      url: c.url,
      hours: c.hours,
      note: c.note,
    }));
    await this.db.transaction().execute(async (trx) => {
      // Two saves at once would interleave delete and insert: one waits for the other.
      await sql`lock table protection_help_contacts in share row exclusive mode`.execute(trx);
      const before = await repo.helpContacts(trx);
      await repo.replaceHelpContacts(trx, list, this.now());
      await audit.record(trx, {
        action: 'protection.help_contacts.replaced',
        target: 'protection:help-contacts',
        before: { list: before },
        after: { list },
      });
    });
    return this.helpContacts();
  }

  /** The login session that started at `startedAt`: minutes played and returns less stakes since. */
  async session(memberId: number, startedAt: number): Promise<ProtectionSession> {
    const nowMs = this.now().getTime();
    const start = Math.min(startedAt, nowMs);
    const [netFen, minutes] = await Promise.all([
      netSince(this.db, memberId, start),
      repo.realityCheckMinutes(this.db, memberId),
    ]);
    return {
      started_at: start,
      minutes_played: Math.floor((nowMs - start) / 60_000),
      net_fen: netFen,
      reality_check_minutes: minutes ?? REALITY_CHECK_DEFAULT_MINUTES,
      server_time: nowMs,
    };
  }

  async setRealityCheck(memberId: number, startedAt: number, minutes: number): Promise<ProtectionSession> {
    await repo.setRealityCheckMinutes(this.db, memberId, minutes, this.now());
    return this.session(memberId, startedAt);
  }
}
