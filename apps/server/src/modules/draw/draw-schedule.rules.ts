import {
  type IssueInfo,
  issueAt,
  issueByNumber,
  markSixIssueAt,
  markSixIssueByNumber,
  nextIssue,
} from '@qilin/domain';

/** How one game's issues fall in time: a fixed period on the business day, or Mark Six's weekly draws. */
export type DrawSchedule = { kind: 'periodic'; periodSec: number; closeSec: number } | { kind: 'mark-six' };

/** A game the draw scheduler runs: its catalogue code and its schedule (possibly overridden for tests). */
export interface DrawGame {
  code: string;
  schedule: DrawSchedule;
}

export type { IssueInfo };

/** The issue whose sales window contains `ms` (the clock's own rule, game-rules A2 / B §2). */
export function issueAtFor(schedule: DrawSchedule, ms: number): IssueInfo {
  if (schedule.kind === 'mark-six') return markSixIssueAt(ms);
  return issueAt(schedule.periodSec, ms, schedule.closeSec);
}

export function nextIssueFor(schedule: DrawSchedule, current: IssueInfo): IssueInfo {
  if (schedule.kind === 'mark-six') return markSixIssueAt(current.drawAtMs);
  return nextIssue(schedule.periodSec, current, schedule.closeSec);
}

/** Parses an issue number of this schedule; null when it is not one. */
export function issueByNumberFor(schedule: DrawSchedule, issue: string): IssueInfo | null {
  if (schedule.kind === 'mark-six') return markSixIssueByNumber(issue);
  return issueByNumber(schedule.periodSec, issue, schedule.closeSec);
}

/**
 * Test / e2e override: every periodic game runs with this period, closing `closeSec` before the draw
 * (default a third of the period, at least 1 s), so a full lifecycle fits into seconds.
 */
export function overrideSchedule(
  schedule: DrawSchedule,
  periodSec?: number,
  closeSec?: number,
): DrawSchedule {
  if (periodSec === undefined) return schedule;
  const close = closeSec ?? Math.max(1, Math.floor(periodSec / 3));
  return { kind: 'periodic', periodSec, closeSec: Math.min(close, periodSec - 1) };
}
