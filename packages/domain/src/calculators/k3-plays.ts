import { combinations, uniq } from './combinatorics';

// Bet counters for 快3 official plays (three dice 1–6, game-rules B §5). Selections are sets of faces.

function faces(values: readonly number[]): number[] {
  const set = uniq(values);
  if (!set.every((f) => Number.isInteger(f) && f >= 1 && f <= 6))
    throw new RangeError(`dice faces must be 1–6: ${values}`);
  return set;
}

/** 和值: one bet per chosen sum 3–18. */
export function k3SumCount(sums: readonly number[]): number {
  const set = uniq(sums);
  if (!set.every((s) => Number.isInteger(s) && s >= 3 && s <= 18))
    throw new RangeError(`K3 sums must be 3–18: ${sums}`);
  return set.length;
}

/** 三同号单选 (one bet per chosen triple face) and 二同号复选 (one bet per chosen pair face). */
export function k3SameFaceCount(chosen: readonly number[]): number {
  return faces(chosen).length;
}

/** 二同号单选: AAB with A from the pair faces and B from the single faces, B ≠ A. */
export function k3TwoSameSingleCount(pairFaces: readonly number[], singleFaces: readonly number[]): number {
  const singles = faces(singleFaces);
  return faces(pairFaces).reduce((acc, p) => acc + singles.filter((s) => s !== p).length, 0);
}

/** 三不同号: C(n, 3). */
export function k3ThreeDistinctCount(chosen: readonly number[]): number {
  return combinations(faces(chosen).length, 3);
}

/** 二不同号: C(n, 2). */
export function k3TwoDistinctCount(chosen: readonly number[]): number {
  return combinations(faces(chosen).length, 2);
}
