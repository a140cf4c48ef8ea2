import type { Rng } from './draw-rng';

// Mapping recipes of game-rules B §14.5. The ORDER of rng calls is part of the public result: a
// verifier replays the same calls, so never reorder them without versioning the algorithm.

/** `count` independent digits 0–9 (SSC, PC28 direct, digit bull). */
export function drawDigits(rng: Rng, count: number): number[] {
  assertCount(count);
  return Array.from({ length: count }, () => rng.int(10));
}

/** `count` independent dice 1–6 (K3). */
export function drawDice(rng: Rng, count: number): number[] {
  assertCount(count);
  return Array.from({ length: count }, () => 1 + rng.int(6));
}

/**
 * k distinct items of `pool` in draw order, by partial Fisher–Yates exactly as B §14.5:
 * copy a = pool; for i = 0..k−1 swap a[i] with a[i + int(len − i)]; return a[0..k−1].
 */
export function drawDistinct<T>(rng: Rng, pool: readonly T[], k: number): T[] {
  assertCount(k);
  if (k > pool.length) throw new RangeError(`cannot draw ${k} distinct items from ${pool.length}`);
  const a = pool.slice();
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(a.length - i);
    const tmp = a[i]!;
    a[i] = a[j]!;
    a[j] = tmp;
  }
  return a.slice(0, k);
}

/** A new array holding a uniform permutation of `items`: drawDistinct over the whole pool. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  return drawDistinct(rng, items, items.length);
}

/** 1..n as an array. */
export function range1(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

const SYXW_POOL = range1(11);
const PK10_POOL = range1(10);
const KENO_POOL = range1(80);
const MARK_SIX_POOL = range1(49);

/** 11选5: five distinct of 1..11 in draw order. */
export function drawSyxw(rng: Rng): number[] {
  return drawDistinct(rng, SYXW_POOL, 5);
}

/** PK10: a permutation of 1..10 (index 0 = 冠军). */
export function drawPk10(rng: Rng): number[] {
  return shuffle(rng, PK10_POOL);
}

/** Keno 快乐8: twenty distinct of 1..80 in draw order (sort a copy for PC28 position rules). */
export function drawKeno(rng: Rng): number[] {
  return drawDistinct(rng, KENO_POOL, 20);
}

export interface MarkSixDraw {
  /** 正码 1–6 in draw order. */
  balls: number[];
  /** 特码, the 7th ball drawn. */
  special: number;
}

/** Mark Six: seven distinct of 1..49; the first six are 正码, the seventh 特码. */
export function drawMarkSix(rng: Rng): MarkSixDraw {
  const seven = drawDistinct(rng, MARK_SIX_POOL, 7);
  return { balls: seven.slice(0, 6), special: seven[6]! };
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be an integer ≥ 0: ${count}`);
}
