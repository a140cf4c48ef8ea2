import { drawRedPacketFor } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db';
import type { Reply } from '../bet/http-kit';
import type { TestClient } from '../realtime/realtime-test-kit';

/** One answer a viewer got: what was asked, and the whole body (or socket frame). */
export type Answer = { what: string; body: unknown };

const CJK = /[\u4e00-\u9fff]/;

/**
 * Every amount an answer could be telling, in fen: each JSON number (the wire's amounts are integer
 * fen); a numeric string as it is and, with decimals, as yuan; in a Chinese text each number as it is
 * and, before 元, as yuan. Identifiers and hashes (nicknames, the commitment) are not texts and are
 * skipped, so their digit runs are not mistaken for amounts.
 */
export function amountsIn(value: unknown, out = new Set<number>()): Set<number> {
  if (typeof value === 'number') out.add(value);
  else if (typeof value === 'string') {
    if (/^-?\d+(\.\d+)?$/.test(value)) {
      out.add(Number(value));
      if (value.includes('.')) out.add(Math.round(Number(value) * 100));
    } else if (CJK.test(value)) {
      for (const m of value.matchAll(/(\d+(?:\.\d+)?)(元?)/g)) {
        out.add(Number(m[1]));
        if (m[2]) out.add(Math.round(Number(m[1]) * 100));
      }
    }
  } else if (Array.isArray(value)) for (const v of value) amountsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) amountsIn(v, out);
  return out;
}

/** The split the server committed to (read from the database: the test's oracle, never an answer). */
export async function committedSplit(db: Kysely<Database>, hid: number) {
  const row = await db
    .selectFrom('red_packets')
    .select(['seed_hex', 'total_fen', 'count'])
    .where('id', '=', hid)
    .executeTakeFirstOrThrow();
  return drawRedPacketFor(row.seed_hex, String(hid), row.total_fen, row.count).partsFen;
}

/**
 * What a viewer who holds part `own` (or none) must not learn while the packet is open: every other
 * part, and every sum grabbed so far and every remainder (total minus it) — the last remainder is the
 * last part itself.
 */
export function secretsFor(parts: readonly number[], own: number | undefined): Set<number> {
  const secrets = new Set<number>();
  const total = parts.reduce((s, p) => s + p, 0);
  let grabbed = 0;
  parts.forEach((p, i) => {
    if (i !== own) secrets.add(p);
    grabbed += p;
    if (i < parts.length - 1) {
      secrets.add(grabbed);
      secrets.add(total - grabbed);
    }
  });
  if (own !== undefined) secrets.delete(parts[own] ?? Number.NaN);
  return secrets;
}

/**
 * A split a number scan can judge without a coincidence: the parts, the sums grabbed and the
 * remainders are pairwise distinct (apart from the first sum = the first part and the last remainder
 * = the last part), all lie strictly between the packet's small numbers (counts, ids, the rules' 10 元
 * minimum) and its total, and none is a number the answers carried before anyone grabbed.
 */
export function judgeable(parts: readonly number[], seenAtCreation: Set<number>): boolean {
  const total = parts.reduce((s, p) => s + p, 0);
  const values = [...parts];
  let grabbed = parts[0] ?? 0;
  for (let k = 1; k < parts.length - 1; k++) {
    grabbed += parts[k] ?? 0;
    values.push(grabbed, total - grabbed + (parts[k] ?? 0));
  }
  return (
    new Set(values).size === values.length &&
    values.every((v) => v > 1_000 && v < total && !seenAtCreation.has(v))
  );
}

/** Waits until the socket has been quiet for `quietMs` (pushes go out after commit, asynchronously). */
export async function settleSocket(client: TestClient, quietMs = 150): Promise<void> {
  let seen = -1;
  while (seen !== client.received.length) {
    seen = client.received.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

export const bodyOf = (r: Reply) => r.body;
