/**
 * Exact odds arithmetic. Odds are stake-inclusive decimals given either as a decimal string ('1.95',
 * up to 4 decimals) or as integer basis points (19500 = 1.95). Money never meets a float: the payout is
 * floor(stakeFen × bp / 10000) computed in BigInt, so even 10^12 fen × 10^8 bp is exact.
 */
export type OddsValue = string | number;

const BP = 10_000n;

export function oddsToBp(odds: OddsValue): number {
  if (typeof odds === 'number') {
    if (!Number.isSafeInteger(odds) || odds < 0)
      throw new RangeError(`odds basis points must be an integer ≥ 0: ${odds}`);
    return odds;
  }
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(odds.trim());
  if (!m) throw new RangeError(`odds must be a decimal with ≤ 4 places: ${odds}`);
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(4, '0'));
  const bp = whole * 10_000 + frac;
  if (!Number.isSafeInteger(bp)) throw new RangeError(`odds too large: ${odds}`);
  return bp;
}

export function bpToOdds(bp: number): string {
  const whole = Math.floor(bp / 10_000);
  const frac = String(bp % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** floor(amountFen × odds × num / den), exact. `num/den` spreads a multi-注 stake (hits / count). */
export function applyOddsFen(amountFen: number, odds: OddsValue, num = 1, den = 1): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new RangeError(`amount must be integer fen ≥ 0: ${amountFen}`);
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num < 0 || den <= 0)
    throw new RangeError('num/den must be integers, den > 0');
  const v = (BigInt(amountFen) * BigInt(oddsToBp(odds)) * BigInt(num)) / (BP * BigInt(den));
  return Number(v);
}

/** floor(amountFen × Π odds), exact: the product of several stake-inclusive odds (过关 legs). */
export function applyOddsProductFen(amountFen: number, odds: readonly OddsValue[]): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new RangeError(`amount must be integer fen ≥ 0: ${amountFen}`);
  let num = BigInt(amountFen);
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(oddsToBp(o));
    den *= BP;
  }
  return Number(num / den);
}

/** floor(amountFen × Σ oddsᵢ × hitsᵢ / den), exact: several keyed prizes on one multi-注 stake. */
export function applyOddsPartsFen(
  amountFen: number,
  parts: readonly { odds: OddsValue; hits: number }[],
  den: number,
): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new RangeError(`amount must be integer fen ≥ 0: ${amountFen}`);
  if (!Number.isSafeInteger(den) || den <= 0) throw new RangeError('den must be an integer > 0');
  let weighted = 0n;
  for (const p of parts) {
    if (!Number.isSafeInteger(p.hits) || p.hits < 0) throw new RangeError('hits must be integers ≥ 0');
    weighted += BigInt(oddsToBp(p.odds)) * BigInt(p.hits);
  }
  return Number((BigInt(amountFen) * weighted) / (BP * BigInt(den)));
}
