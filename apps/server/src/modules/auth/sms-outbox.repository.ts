import type { Db } from '../../db';

export type OutboxMessage = { id: number; phone: string; body: string; created_at: Date };

/** SQL only: the development SMS outbox; every method takes the caller's handle. */
export const smsOutboxRepository = {
  /** Newest first. */
  recent(db: Db, q: { phone?: string; limit: number }): Promise<OutboxMessage[]> {
    let query = db.selectFrom('sms_outbox').select(['id', 'phone', 'body', 'created_at']);
    if (q.phone) query = query.where('phone', '=', q.phone);
    return query.orderBy('id', 'desc').limit(q.limit).execute();
  },
};
/** The development SMS outbox as operators and e2e tests read it back, newest first. */
export async function recentOutbox(
  db: Db,
  q: { phone?: string; before_id?: number; limit: number },
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('sms_outbox').select(['id', 'phone', 'body', 'created_at']);
  if (q.phone) query = query.where('phone', '=', q.phone);
  if (q.before_id !== undefined) query = query.where('id', '<', q.before_id);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}
