import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { type AuditActor, appendAudit, redactForAudit } from './audit-log.repository';

/** One admin change as the audit log keeps it: what was done to what, and the state before → after. */
export type AdminAuditChange = {
  /** A dotted name of the change, e.g. `deposit.confirmed`, `member-limit.set`. */
  action: string;
  /** What it was done to, e.g. `deposit:42`, `member:7 game:ssc`. */
  target: string;
  /** The state before the change (null when it did not exist). */
  before: unknown;
  /** The state after it (null when it is gone). */
  after: unknown;
};

/**
 * What an admin write's service is handed: it records the change in the SAME transaction as the change
 * itself, so the row commits or rolls back with it (never a change without its row, never a row
 * without its change). The route passes `request.adminAudit` (set by the operator gate: the calling
 * operator, IP, request id and approval are filled in).
 */
export interface AdminAudit {
  record(trx: Transaction<Database>, change: AdminAuditChange): Promise<void>;
}

/** The recorder of one admin request; the gate reads `recorded` to check a successful write audited. */
export class RequestAdminAudit implements AdminAudit {
  #recorded = 0;

  constructor(
    private readonly actor: AuditActor,
    private readonly origin: { ip: string; requestId: string },
    private readonly approvalId: number | undefined,
    private readonly now: () => Date,
  ) {}

  get recorded(): number {
    return this.#recorded;
  }

  async record(trx: Transaction<Database>, change: AdminAuditChange): Promise<void> {
    await appendAudit(
      trx,
      {
        actor: this.actor,
        action: change.action,
        target:
          this.approvalId === undefined ? change.target : `${change.target} approval:${this.approvalId}`,
        ...this.origin,
        before: redactForAudit(change.before ?? null),
        after: redactForAudit(change.after ?? null),
      },
      this.now(),
    );
    this.#recorded += 1;
  }
}

/** Outside an admin request (a test, a job): records as the given actor. */
export function adminAuditAs(actor: AuditActor, now: () => Date = () => new Date()): RequestAdminAudit {
  return new RequestAdminAudit(actor, { ip: '', requestId: '' }, undefined, now);
}

/**
 * Admin write routes that change nothing in the database, audited by the gate after the response (a row
 * without before → after). Every route that writes records through `request.adminAudit` in its
 * transaction; a route on neither this list nor recording fails with 500 outside production.
 */
export const AUDITED_AFTER_RESPONSE: ReadonlySet<string> = new Set([
  // a broadcast: no database change to share a transaction with
  'POST /api/admin/realtime/push',
]);
