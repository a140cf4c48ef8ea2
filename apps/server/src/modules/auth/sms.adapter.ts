import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';

/** Where SMS go. Production plugs a provider in; development writes to the outbox table and log. */
export interface SmsSender {
  send(db: Db, phone: string, body: string): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  readonly #log: FastifyBaseLogger | undefined;

  constructor(log?: FastifyBaseLogger) {
    this.#log = log;
  }

  async send(db: Db, phone: string, body: string): Promise<void> {
    await db.insertInto('sms_outbox').values({ phone, body }).execute();
    this.#log?.info({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }, 'sms written to dev outbox');
  }
}
