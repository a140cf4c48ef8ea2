import type { Db } from '../../db';

export type OutboxMessage = { id: number; phone: string; body: string; created_at: Date };

/** The development SMS outbox as operators and e2e tests read it back, newest first. */
export async function recentOutbox(db: Db, q: { phone?: string; limit: number }): Promise<OutboxMessage[]> {
  let query = db.selectFrom('sms_outbox').select(['id', 'phone', 'body', 'created_at']);
  if (q.phone) query = query.where('phone', '=', q.phone);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}
