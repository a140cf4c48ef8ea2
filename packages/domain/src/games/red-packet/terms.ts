import { applyOddsFen, oddsToBp } from '../common/odds-math';
import { bestMineRate } from './odds';

/** A packet's price for grabbers, fixed at creation: the rate and what each hitting grabber pays. */
export interface RedPacketTerms {
  /** Stake-inclusive decimal, e.g. '1.6'. */
  rate: string;
  rateBp: number;
  /** floor(total × rate): what a grabber must hold to grab, and pays the sender on a hit (B §12). */
  liabilityFen: number;
}

/**
 * The terms of a packet of `count` parts with `mines` mine digits: one digit is the classic single
 * mine (A3 rates), several the multi-mine "best odds" table; the liability rounds down to the fen.
 */
export function redPacketTerms(totalFen: number, count: number, mines: number): RedPacketTerms {
  const rate = bestMineRate(count, mines);
  return { rate, rateBp: oddsToBp(rate), liabilityFen: applyOddsFen(totalFen, rate) };
}

/**
 * Mine digits as the wire gives them: "1,3", "1 3", "13", 13, [1, 3]. Returns the distinct digits in
 * the order given, or null when anything is not a single digit 0–9 or a digit repeats.
 */
export function parseMineDigits(input: unknown): number[] | null {
  let parts: unknown[];
  if (Array.isArray(input)) parts = input;
  else if (typeof input === 'number')
    parts = Number.isSafeInteger(input) && input >= 0 ? [...String(input)] : [];
  else if (typeof input === 'string') {
    const text = input.trim();
    parts = /[\s,，;|/+]/.test(text) ? text.split(/[\s,，;|/+]+/).filter((p) => p !== '') : [...text];
  } else return null;
  const digits: number[] = [];
  for (const p of parts) {
    const d = typeof p === 'number' ? p : typeof p === 'string' && /^\d$/.test(p) ? Number(p) : Number.NaN;
    if (!Number.isInteger(d) || d < 0 || d > 9 || digits.includes(d)) return null;
    digits.push(d);
  }
  return digits.length > 0 ? digits : null;
}
