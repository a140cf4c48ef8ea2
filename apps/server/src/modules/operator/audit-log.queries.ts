import type { AuditEntryView, AuditQuery } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { type ChainReport, verifyAuditChain as verifyChain } from './audit-log.repository';

/** The audit log as operators read it. */
export class AuditQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first, filtered by operator and action, paged by id. */
  async list(q: AuditQuery): Promise<AuditEntryView[]> {
    let query = this.db.selectFrom('audit_log').selectAll();
    if (q.operator_id) query = query.where('operator_id', '=', q.operator_id);
    if (q.action) query = query.where('action', '=', q.action);
    if (q.before_id) query = query.where('id', '<', q.before_id);
    const rows = await query.orderBy('id', 'desc').limit(q.limit).execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_kind: r.actor_kind as AuditEntryView['actor_kind'],
      operator_id: r.operator_id,
      actor_name: r.actor_name,
      action: r.action,
      target: r.target,
      ip: r.ip,
      request_id: r.request_id,
      before: r.before,
      after: r.after,
      prev_hash: r.prev_hash,
      hash: r.hash,
    }));
  }
}

/** Walks the whole chain in id order (`batch` rows a read): every row links to the one before and hashes to it. */
export function verifyAuditChain(db: Kysely<Database>, batch = 1000): Promise<ChainReport> {
  return verifyChain(db, batch);
}
