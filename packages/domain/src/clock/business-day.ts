// Asia/Shanghai (and Asia/Hong_Kong) are UTC+8 all year with no daylight saving, so every calendar
// calculation here is fixed-offset arithmetic on epoch milliseconds. The host time zone is never read:
// Date objects are only used through their getUTC* methods on pre-shifted instants.

export const UTC8_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 86_400_000;

export interface LocalDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** Start (00:00 UTC+8) of the business day containing `ms`, as epoch ms. */
export function dayStartMs(ms: number): number {
  return Math.floor((ms + UTC8_OFFSET_MS) / DAY_MS) * DAY_MS - UTC8_OFFSET_MS;
}

/** Calendar date in UTC+8 of the instant `ms`. */
export function localDate(ms: number): LocalDate {
  const d = new Date(ms + UTC8_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

/** Epoch ms of 00:00 UTC+8 on the given calendar date, or null when the date does not exist. */
export function localMidnightMs(year: number, month: number, day: number): number | null {
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return utc - UTC8_OFFSET_MS;
}

/** 'YYYYMMDD' of the UTC+8 date containing `ms`. */
export function yyyymmdd(ms: number): string {
  const { year, month, day } = localDate(ms);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** Parses 'YYYYMMDD' to that day's 00:00 UTC+8, or null. */
export function parseYyyymmdd(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? localMidnightMs(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
