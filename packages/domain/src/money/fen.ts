// Money is integer fen (1 yuan = 100 fen) everywhere; these helpers convert at the text edges only,
// by string manipulation, so no binary float ever touches an amount.

const YUAN_RE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a yuan amount written as text ('12', '12.3', '12.34', '-0.5'; surrounding spaces allowed)
 * into integer fen. Returns null for anything else: more than two decimals (never silently rounded),
 * exponents, thousands separators, or a value beyond Number.MAX_SAFE_INTEGER fen.
 */
export function yuanToFen(yuan: string): number | null {
  const m = YUAN_RE.exec(yuan.trim());
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  const fen = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const n = Number(fen);
  return sign && n !== 0 ? -n : n;
}

/**
 * Fen → yuan text with two decimals, dropping a '.00' only (spec §9): 1200 → '12', 1234 → '12.34',
 * 1230 → '12.30', 5 → '0.05', -150 → '-1.50'.
 */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const sign = fen < 0 ? '-' : '';
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

/** Fen → yuan text always with two decimals (tables and ledgers that align columns). */
export function formatFenFixed(fen: number): string {
  const text = formatFen(fen);
  return text.includes('.') ? text : `${text}.00`;
}
