import type { Db } from '../../db';
import {
  type PlacementOutcome,
  type PlacementWrite,
  placementRepository as placement,
} from './bet-placement.repository';

/** Most orders one statement writes together (its JSON and the wallet lock stay short). */
const MAX_BATCH = 32;

type Waiter = { write: PlacementWrite; resolve: (o: PlacementOutcome) => void; reject: (e: unknown) => void };

/**
 * Group commit per member. Every order of a member debits the member's one wallet row, so concurrent
 * orders of one member queue on that row lock, each holding it through the rest of its statement and
 * its commit. Here (one batcher per BetService) at most one placement statement per member is in
 * flight; orders that arrive meanwhile are written together by the next one — one lock, one commit,
 * one guarded debit of their total, one transfer per order. A lone order goes out at once (no added
 * latency).
 *
 * A group statement is all or nothing. When it writes nothing (a wallet short of the total, an issue
 * closed meanwhile, an idempotency key taken, a member's first hold) each of its orders is written on
 * its own, in arrival order, so each gets exactly the answer it would have had alone.
 */
export class MemberWriteBatcher {
  readonly #queues = new Map<number, Waiter[]>();

  constructor(private readonly db: Db) {}

  write(write: PlacementWrite): Promise<PlacementOutcome> {
    return new Promise((resolve, reject) => {
      const memberId = write.order.memberId;
      const queue = this.#queues.get(memberId);
      if (queue) {
        queue.push({ write, resolve, reject });
        return;
      }
      this.#queues.set(memberId, []);
      void this.#run(memberId, [{ write, resolve, reject }]);
    });
  }

  async #run(memberId: number, first: Waiter[]): Promise<void> {
    let batch = first;
    try {
      while (batch.length > 0) {
        await this.#write(batch);
        const queue = this.#queues.get(memberId) ?? [];
        batch = queue.splice(0, MAX_BATCH);
      }
    } catch (err) {
      // #write answers every waiter itself; should it ever throw, no order of the member may hang.
      for (const waiter of [...batch, ...(this.#queues.get(memberId) ?? [])]) waiter.reject(err);
    } finally {
      this.#queues.delete(memberId);
    }
  }

  async #write(batch: Waiter[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const out = await placement.placeOrders(
          this.db,
          batch.map((waiter) => waiter.write),
        );
        if (out.debited === 1 && out.issue_open === out.issues) {
          for (const waiter of batch) waiter.resolve(out);
          return;
        }
      } catch {
        // e.g. a unique idempotency key taken by another process: each order on its own below.
      }
    }
    for (const waiter of batch) {
      try {
        waiter.resolve(await placement.placeOrders(this.db, [waiter.write]));
      } catch (err) {
        waiter.reject(err);
      }
    }
  }
}
