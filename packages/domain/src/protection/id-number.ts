/** Weights and check characters of the GB 11643-1999 citizen identity number (ISO 7064 MOD 11-2). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export type BirthDate = { year: number; month: number; day: number };

/**
 * The birth date in an 18-character mainland identity number, or null when the number is malformed,
 * its check character is wrong or the date does not exist.
 */
export function idNumberBirthDate(id: string): BirthDate | null {
  const s = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(s)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * (WEIGHTS[i] as number);
  if (CHECK[sum % 11] !== s[17]) return null;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Full years of age on the Asia/Shanghai calendar day of `nowMs`. */
export function ageOn(birth: BirthDate, nowMs: number): number {
  const d = new Date(nowMs + 8 * 3600 * 1000);
  const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const hadBirthday = m > birth.month || (m === birth.month && dd >= birth.day);
  return y - birth.year - (hadBirthday ? 0 : 1);
}

export const ADULT_AGE = 18;

/** Whether the identity number is valid and its holder is 18 or older at `nowMs`. */
export function idNumberCheck(id: string, nowMs: number): 'invalid' | 'minor' | 'adult' {
  const birth = idNumberBirthDate(id);
  if (!birth) return 'invalid';
  return ageOn(birth, nowMs) >= ADULT_AGE ? 'adult' : 'minor';
}
