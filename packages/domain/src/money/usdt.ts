/**
 * USDT needed for a recharge: amount (yuan) / rate, shown to 3 decimals, or 4 when the "three digits"
 * setting is off (spec §5). All integer arithmetic: with rate = R / 10^s and d decimals,
 *   scaled = amountFen · 10^s · 10^d / (100 · R), rounded half up,
 * then printed with exactly d decimals. `rate` is a decimal string such as '7.2' or '7.1834'.
 */
export function usdtAmount(amountFen: number, rate: string, threeDigits: boolean): string {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new RangeError(`amountFen must be a safe integer ≥ 0: ${amountFen}`);
  const parsed = parseRate(rate);
  if (!parsed) throw new RangeError(`rate must be a positive decimal string: "${rate}"`);
  const decimals = threeDigits ? 3 : 4;
  const numerator = BigInt(amountFen) * 10n ** BigInt(parsed.scale + decimals);
  const denominator = 100n * parsed.units;
  // Half up: floor((2n + d) / 2d) = floor(n/d + 1/2).
  const scaled = (2n * numerator + denominator) / (2n * denominator);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function parseRate(rate: string): { units: bigint; scale: number } | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  const units = BigInt(`${m[1]}${frac}`);
  return units > 0n ? { units, scale: frac.length } : null;
}
