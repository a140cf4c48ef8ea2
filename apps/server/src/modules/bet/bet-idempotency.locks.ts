import type { BetItem, BetReceipt } from '@qilin/contract';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { sha256Hex } from '../../lib/crypto';
import { IdempotencyConflictError } from '../ledger';
import type { BetOrderRow } from './bet.tables';

/** What of a bet request its idempotency hash covers. */
export type HashedRequest = {
  gameCode: string;
  roomId: string;
  issue?: string;
  items: BetItem[];
  chaseId?: number;
};

/** The hash stored with an order: the request and the issue it was placed on. */
export const requestHashOf = (input: HashedRequest, issue: string) =>
  sha256Hex(JSON.stringify([input.gameCode, input.roomId, issue, input.items, input.chaseId ?? null]));

/**
 * The answer to a request whose key already has an order: its receipt, or a conflict when the request
 * differs. A request that named no issue is compared on the order's issue (the one it resolved to),
 * so a retry that arrives after that issue closed is still the same request.
 */
export function replayOf(
  order: Pick<BetOrderRow, 'request_hash' | 'receipt'>,
  input: HashedRequest,
  hashed: boolean,
): BetReceipt {
  const receipt = JSON.parse(order.receipt) as BetReceipt;
  if (hashed && order.request_hash) {
    const requestHash = requestHashOf(input, input.issue ?? receipt.issue);
    if (order.request_hash !== requestHash) throw new IdempotencyConflictError();
  }
  return receipt;
}

/**
 * One advisory lock per member and idempotency key, held to the end of the caller's transaction: a
 * placement in a transaction takes it before its checks, so a retry refused meanwhile can wait for
 * that attempt's outcome (see BetService) instead of answering a refusal for an order that commits.
 */
export async function lockIdempotencyKey(trx: Db, memberId: number, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`bet-key:${memberId}:${key}`}))`.execute(trx);
}

/**
 * In this process, attempts under one idempotency key take turns: a retry starts once the attempt
 * before it has answered, and so reads that attempt's order (a replay) rather than racing it.
 */
export class KeyTurns {
  readonly #tails = new Map<string, Promise<unknown>>();

  take<T>(key: string, attempt: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(key);
    const mine = before ? before.then(attempt) : attempt();
    // The tail settles once this attempt has (either way) and frees the key unless a retry queued behind
    // it. No async wrapper and no await: every keyed bet passes here.
    const tail: Promise<void> = mine.then(
      () => this.#release(key, tail),
      () => this.#release(key, tail),
    );
    this.#tails.set(key, tail);
    return mine;
  }

  #release(key: string, tail: Promise<void>): void {
    if (this.#tails.get(key) === tail) this.#tails.delete(key);
  }
}
