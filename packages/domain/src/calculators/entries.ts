// Text-entry bet input (spec §5 "Bet input, position-type games" and "Other selection calculators").
// Rule common to both: any invalid entry makes the whole count 0, so a typo never silently drops bets.

/** Splits on comma, newline, space (any whitespace), semicolon, slash, plus or pipe; drops empty pieces. */
export function splitEntries(text: string): string[] {
  return text.split(/[,\s;/+|]+/).filter((piece) => piece.length > 0);
}

/** Two-digit text of a number (7 → '07', 11 → '11'). */
export function padTwo(n: number): string {
  return String(n).padStart(2, '0');
}

export interface EntryCount {
  count: number;
  /** Parsed entries (empty when count is 0). */
  entries: number[][];
}

const ZERO: EntryCount = { count: 0, entries: [] };

/**
 * Position-type games (1–11 numbers): each entry holds `size` numbers (3, or 2 for the two-number
 * variant), written dotted ('01.02.11', '1.2.11') or as single characters ('123' = 1, 2, 3 — so 10 and
 * 11 need the dotted form). Each number 1–11, distinct within the entry. Display entries with padTwo.
 */
export function positionTextCount(text: string, size: 2 | 3): EntryCount {
  const entries: number[][] = [];
  for (const raw of splitEntries(text)) {
    const parts = raw.includes('.') ? raw.split('.') : raw.split('');
    if (parts.length !== size || !parts.every((p) => /^[0-9]{1,2}$/.test(p))) return ZERO;
    const nums = parts.map(Number);
    if (!nums.every((n) => n >= 1 && n <= 11) || new Set(nums).size !== size) return ZERO;
    entries.push(nums);
  }
  return { count: entries.length, entries };
}

/** Digit range of an entry: 0–9 one character each, 1–11 or 0–10 two characters each ('01', '10'). */
export type DigitRange = 'digit' | 'padded1to11' | 'padded0to10';

/** Required shape: any digits, all distinct, or exactly one pair plus singles (组三 'AAB' style). */
export type EntryShape = 'any' | 'distinct' | 'pairSingle';

export interface DigitEntryRule {
  /** Numbers per entry. */
  length: number;
  range: DigitRange;
  shape: EntryShape;
}

const RANGES: Record<DigitRange, { width: number; min: number; max: number }> = {
  digit: { width: 1, min: 0, max: 9 },
  padded1to11: { width: 2, min: 1, max: 11 },
  padded0to10: { width: 2, min: 0, max: 10 },
};

/** Digit-only entries ('123 456', '010203'): right length, range and shape, else count 0. */
export function digitEntriesCount(text: string, rule: DigitEntryRule): EntryCount {
  const { width, min, max } = RANGES[rule.range];
  const entries: number[][] = [];
  for (const raw of splitEntries(text)) {
    if (!/^[0-9]+$/.test(raw) || raw.length !== rule.length * width) return ZERO;
    const nums: number[] = [];
    for (let i = 0; i < raw.length; i += width) nums.push(Number(raw.slice(i, i + width)));
    if (!nums.every((n) => n >= min && n <= max) || !hasShape(nums, rule.shape)) return ZERO;
    entries.push(nums);
  }
  return { count: entries.length, entries };
}

function hasShape(nums: readonly number[], shape: EntryShape): boolean {
  const distinct = new Set(nums).size;
  if (shape === 'distinct') return distinct === nums.length;
  // One value twice, every other value once: exactly one repeat among the entry.
  if (shape === 'pairSingle')
    return nums.length >= 3 && distinct === nums.length - 1 && maxRepeat(nums) === 2;
  return true;
}

function maxRepeat(nums: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const n of nums) counts.set(n, (counts.get(n) ?? 0) + 1);
  return Math.max(...counts.values());
}
