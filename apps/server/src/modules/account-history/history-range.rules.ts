/** Asia/Shanghai has no daylight saving: a day starts at 16:00 UTC of the previous day. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Range = { from: Date; to: Date };

/** Midnight (Shanghai) of the day `now` falls in. */
function startOfShanghaiDay(now: Date): number {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  return local - (local % DAY_MS) - SHANGHAI_OFFSET_MS;
}

function dayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - SHANGHAI_OFFSET_MS;
}

/**
 * The quick ranges of spec §9 (today, yesterday, 7, 30, 35 days including today) or explicit
 * inclusive dates; [from, to) in UTC instants. Default: the last 7 days.
 */
export function resolveRange(
  now: Date,
  q: { range?: string | undefined; startTime?: string | undefined; endTime?: string | undefined },
): Range {
  const today = startOfShanghaiDay(now);
  if (!q.range && (q.startTime || q.endTime)) {
    const from = q.startTime ? dayStart(q.startTime) : today - 34 * DAY_MS;
    const to = q.endTime ? dayStart(q.endTime) + DAY_MS : today + DAY_MS;
    return { from: new Date(from), to: new Date(Math.max(from, to)) };
  }
  if (q.range === 'today') return { from: new Date(today), to: new Date(today + DAY_MS) };
  if (q.range === 'yesterday') return { from: new Date(today - DAY_MS), to: new Date(today) };
  const days = Number(q.range ?? '7');
  return { from: new Date(today - (days - 1) * DAY_MS), to: new Date(today + DAY_MS) };
}

/** 'YYYY-MM-DD' of an instant in Shanghai. */
export function shanghaiDate(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
