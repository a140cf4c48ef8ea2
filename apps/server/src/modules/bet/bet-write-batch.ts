import type { Db } from '../../db';
import {
  type PlacementOutcome,
  type PlacementWrite,
  placementRepository as placement,
} from './bet-placement.repository';

/** Most orders one statement writes together (its JSON and the wallet lock stay short). */
const MAX_BATCH = 32;

type Waiter = { w: PlacementWrite; resolve: (o: PlacementOutcome) => void; reject: (e: unknown) => void };

/**
 * Group commit per member. Every order of a member debits the member's one wallet row, so concurrent
 * orders of one member queue on that row lock, each holding it through the rest of its statement and
 * its commit. Here at most one placement statement per member is in flight in this process; orders that
 * arrive meanwhile are written together by the next one — one lock, one commit, one guarded debit of
 * their total, one transfer per order. A lone order goes out at once (no added latency).
 *
 * A group statement is all or nothing. When it writes nothing (a wallet short of the total, an issue
 * closed meanwhile, an idempotency key taken, a member's first hold) each of its orders is written on
 * its own, in arrival order, so each gets exactly the answer it would have had alone.
 */
export class MemberWriteBatcher {
  readonly #queues = new Map<number, Waiter[]>();

  constructor(private readonly db: Db) {}

  write(w: PlacementWrite): Promise<PlacementOutcome> {
    return new Promise((resolve, reject) => {
      const memberId = w.order.memberId;
      const queue = this.#queues.get(memberId);
      if (queue) {
        queue.push({ w, resolve, reject });
        return;
      }
      this.#queues.set(memberId, []);
      void this.#run(memberId, [{ w, resolve, reject }]);
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
      for (const x of [...batch, ...(this.#queues.get(memberId) ?? [])]) x.reject(err);
    } finally {
      this.#queues.delete(memberId);
    }
  }

  async #write(batch: Waiter[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const out = await placement.placeOrders(
          this.db,
          batch.map((x) => x.w),
        );
        if (out.debited === 1 && out.issue_open === out.issues) {
          for (const x of batch) x.resolve(out);
          return;
        }
      } catch {
        // e.g. a unique idempotency key taken by another process: each order on its own below.
      }
    }
    for (const x of batch) {
      try {
        x.resolve(await placement.placeOrders(this.db, [x.w]));
      } catch (err) {
        x.reject(err);
      }
    }
  }
}

const batchers = new WeakMap<object, MemberWriteBatcher>();

/** The batcher of a database handle (one per pool per process). */
export function writeBatcherOf(db: Db): MemberWriteBatcher {
  let b = batchers.get(db);
  if (!b) {
    b = new MemberWriteBatcher(db);
    batchers.set(db, b);
  }
  return b;
}
