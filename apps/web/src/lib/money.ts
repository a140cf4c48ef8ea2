/**
 * Fen → yuan text with two decimals, dropping a trailing '.00' (spec §9). Integer arithmetic only,
 * so no float rounding can creep into displayed money.
 */
export function formatFen(amountFen: number): string {
  if (!Number.isSafeInteger(amountFen)) throw new Error(`amountFen must be a safe integer, got ${amountFen}`);
  const sign = amountFen < 0 ? '-' : '';
  const abs = Math.abs(amountFen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${yuan}`;
  return `${sign}${yuan}.${String(cents).padStart(2, '0')}`;
}
