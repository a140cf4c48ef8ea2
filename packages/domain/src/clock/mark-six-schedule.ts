import { DAY_MS, dayStartMs, localDate, localMidnightMs } from './business-day';
import type { IssueInfo } from './issue-clock';

/**
 * Hong Kong Mark Six schedule (game-rules A2): draws every Tuesday, Thursday and Saturday at 21:30
 * Asia/Hong_Kong (UTC+8, no DST), sales close 21:15. Issue numbers are 'YYYY-NNN': NNN counts the draw
 * days of that calendar year from 001 (HKJC prints 'YY/NNN'; feeds store 'YYYYNNN' — the dash keeps it
 * unambiguous next to the daily 'YYYYMMDD-NNNN' format). Every Tue/Thu/Sat counts: holiday or race-day
 * moves (B §2) are not modelled, so they would need a configured exception list.
 */
export const MARK_SIX_DRAW_WEEKDAYS: readonly number[] = [2, 4, 6];
const DRAW_OFFSET_MS = (21 * 60 + 30) * 60_000;
const CLOSE_BEFORE_MS = 15 * 60_000;

function isDrawDay(dayStart: number): boolean {
  return MARK_SIX_DRAW_WEEKDAYS.includes(localDate(dayStart).weekday);
}

/** Day starts of every draw day in `year`, in order. */
function drawDaysOfYear(year: number): number[] {
  const days: number[] = [];
  const first = localMidnightMs(year, 1, 1)!;
  const next = localMidnightMs(year + 1, 1, 1)!;
  for (let d = first; d < next; d += DAY_MS) if (isDrawDay(d)) days.push(d);
  return days;
}

function infoFor(dayStart: number): IssueInfo {
  const { year } = localDate(dayStart);
  const days = drawDaysOfYear(year);
  const seq = days.indexOf(dayStart) + 1;
  let previous = dayStart - DAY_MS;
  while (!isDrawDay(previous)) previous -= DAY_MS;
  const drawAtMs = dayStart + DRAW_OFFSET_MS;
  return {
    issue: `${year}-${String(seq).padStart(3, '0')}`,
    seq,
    openAtMs: previous + DRAW_OFFSET_MS,
    closeAtMs: drawAtMs - CLOSE_BEFORE_MS,
    drawAtMs,
  };
}

/** The Mark Six issue whose window [previous draw, this draw) contains `nowMs`. */
export function markSixIssueAt(nowMs: number): IssueInfo {
  if (!Number.isFinite(nowMs)) throw new RangeError(`bad instant: ${nowMs}`);
  let day = dayStartMs(nowMs);
  if (!isDrawDay(day) || nowMs >= day + DRAW_OFFSET_MS) {
    day += DAY_MS;
    while (!isDrawDay(day)) day += DAY_MS;
  }
  return infoFor(day);
}

/** Parses 'YYYY-NNN'; null when malformed or beyond that year's draws. */
export function markSixIssueByNumber(issue: string): IssueInfo | null {
  const m = /^(\d{4})-(\d{3})$/.exec(issue);
  if (!m) return null;
  const days = drawDaysOfYear(Number(m[1]));
  const day = days[Number(m[2]) - 1];
  return day === undefined ? null : infoFor(day);
}

/** The Mark Six issue after `issue` (rolls over to 'YYYY+1-001'). */
export function markSixNextIssue(issue: IssueInfo | string): IssueInfo {
  const current = typeof issue === 'string' ? markSixIssueByNumber(issue) : issue;
  if (!current) throw new RangeError(`not a Mark Six issue: ${String(issue)}`);
  return markSixIssueAt(current.drawAtMs);
}
