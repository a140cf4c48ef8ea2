import type { Db } from '../../db';
import { type OutboxMessage, smsOutboxRepository as repo } from './sms-outbox.repository';

export type { OutboxMessage };

/** The development SMS outbox as operators and e2e tests read it back, newest first. */
export function readSmsOutbox(db: Db, q: { phone?: string; limit: number }): Promise<OutboxMessage[]> {
  return repo.recent(db, q);
}
