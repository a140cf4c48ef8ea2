/** A3 classic single-mine rates by packet count; other counts use the formula in classicMineRate. */
export const CLASSIC_RATE_OVERRIDES: Record<number, string> = { 7: '1.6', 9: '1.2' };

export const RED_PACKET_HOUSE_CUT_BP = 500;
export const RED_PACKET_EXPIRY_SEC = 300;

const tenthsToOdds = (t: bigint) => (t % 10n === 0n ? String(t / 10n) : `${t / 10n}.${t % 10n}`);

/**
 * Grabber break-even rate for `count` packets and `mines` digits, in exact integer arithmetic:
 * a grabber pays total × r when its digit is a mine (k/10) and the other k − 1 mines all appear among the
 * other n − 1 packets: q = Σⱼ (−1)ʲ C(k−1, j) (1 − j/10)^(n−1) (B §12). r = 1 / (n · k/10 · q).
 * Returned in tenths, rounded up.
 */
function breakEvenTenths(count: number, mines: number): bigint {
  const n = BigInt(count);
  let s = 0n;
  let c = 1n;
  for (let j = 0; j < mines; j++) {
    if (j > 0) c = (c * BigInt(mines - j)) / BigInt(j);
    s += (j % 2 === 0 ? 1n : -1n) * c * BigInt(10 - j) ** (n - 1n);
  }
  // 10·r = 10^(n+1) / (n · k · s); ceil
  const num = 10n ** (n + 1n);
  const den = n * BigInt(mines) * s;
  return (num + den - 1n) / den;
}

/** A3 classic: 7 → 1.6, 9 → 1.2, others 10/count rounded up to 0.1 plus 0.1. */
export function classicMineRate(count: number): string {
  assertCount(count, 1);
  return CLASSIC_RATE_OVERRIDES[count] ?? tenthsToOdds(breakEvenTenths(count, 1) + 1n);
}

/** The "best odds" lookup (hbgs, szlhs): break-even rounded up to 0.1 plus 0.1, for multi-mine packets. */
export function bestMineRate(count: number, mines: number): string {
  assertCount(count, mines);
  if (mines === 1) return classicMineRate(count);
  return tenthsToOdds(breakEvenTenths(count, mines) + 1n);
}

function assertCount(count: number, mines: number): void {
  if (!Number.isInteger(count) || count < 2 || count > 100)
    throw new RangeError('packet count must be 2..100');
  if (!Number.isInteger(mines) || mines < 1 || mines > Math.min(count, 9))
    throw new RangeError('mine digits must be 1..min(count, 9)');
}
