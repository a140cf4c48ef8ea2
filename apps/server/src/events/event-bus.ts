import type { Kysely, Transaction } from 'kysely';
import type { DomainEvent } from './domain-event';

/**
 * Told of each event, in the order raised. May resolve to how many deliveries it made on this process
 * (the socket processor: sockets); anything it throws is logged, never the raiser's failure.
 */
export type EventSubscriber = (event: DomainEvent) => Promise<number | undefined> | number | undefined;

/** Raises an event inside a transaction: it is delivered once the transaction commits. */
export type Raise = (event: DomainEvent) => void;

type Log = { error(obj: object, msg: string): void };

/** What a service receives: publish after a commit, or raise inside a transaction of its own. */
export interface DomainEvents {
  /**
   * Delivers the events now, in order, to every subscriber. Only for changes already committed (or
   * none to commit). Resolves to the deliveries the subscribers made on this process; never rejects.
   */
  publish(...events: DomainEvent[]): Promise<number>;
  /**
   * Runs `work` in a transaction of `db`; the events it raises are delivered after the commit, and
   * none when it throws (the transaction rolled back).
   */
  transaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>, raise: Raise) => Promise<T>): Promise<T>;
}

/** In-process: a lost push must never undo or fail a committed change, so subscribers' errors stop here. */
export class EventBus implements DomainEvents {
  readonly #subscribers: EventSubscriber[] = [];

  constructor(private readonly log?: Log) {}

  /** Adds a subscriber; returns its removal. */
  subscribe(subscriber: EventSubscriber): () => void {
    this.#subscribers.push(subscriber);
    return () => {
      const at = this.#subscribers.indexOf(subscriber);
      if (at >= 0) this.#subscribers.splice(at, 1);
    };
  }

  async publish(...events: DomainEvent[]): Promise<number> {
    let delivered = 0;
    for (const event of events) {
      for (const subscriber of [...this.#subscribers]) {
        try {
          delivered += (await subscriber(event)) ?? 0;
        } catch (err) {
          this.log?.error({ err, event: event.type }, 'events: a subscriber failed');
        }
      }
    }
    return delivered;
  }

  async transaction<DB, T>(
    db: Kysely<DB>,
    work: (trx: Transaction<DB>, raise: Raise) => Promise<T>,
  ): Promise<T> {
    const raised: DomainEvent[] = [];
    const result = await db.transaction().execute((trx) => work(trx, (event) => raised.push(event)));
    await this.publish(...raised);
    return result;
  }
}
