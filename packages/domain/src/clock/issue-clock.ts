import { DAY_MS, dayStartMs, parseYyyymmdd, yyyymmdd } from './business-day';

/** One issue (期) of a periodic game, all instants in epoch ms. */
export interface IssueInfo {
  /** 'YYYYMMDD-NNNN' (Mark Six: 'YYYY-NNN'). */
  issue: string;
  /** Sequence within the business day (Mark Six: within the year), from 1. */
  seq: number;
  /** Sales open: the previous issue's draw. */
  openAtMs: number;
  /** Sales close: drawAtMs − close offset. */
  closeAtMs: number;
  drawAtMs: number;
}

export type IssueState = 'open' | 'closed' | 'drawn';

/**
 * Periodic schedule of game-rules A2 / B §2: business day = the Asia/Shanghai calendar day; with period
 * P seconds, issue n draws at dayStart + n·P for n = 1 … N where N = floor(86400 / P) (so a 1-minute
 * game's issue 0345 draws at 05:45:00 and issue 1440 at the next midnight). When P does not divide the
 * day (e.g. 210 s), the seconds after the last draw belong to the NEXT day's issue 1, whose sales window
 * is longer by that remainder. Sequence width = digits of N (1,440 → 4, 480 → 3).
 */
function plan(
  periodSec: number,
  closeSec: number,
): { periodMs: number; closeMs: number; perDay: number; width: number } {
  if (!Number.isInteger(periodSec) || periodSec < 1 || periodSec > 86_400)
    throw new RangeError(`bad period: ${periodSec}`);
  if (!Number.isInteger(closeSec) || closeSec < 0 || closeSec >= periodSec)
    throw new RangeError(`bad close: ${closeSec}`);
  const perDay = Math.floor(86_400 / periodSec);
  return { periodMs: periodSec * 1000, closeMs: closeSec * 1000, perDay, width: String(perDay).length };
}

function build(p: ReturnType<typeof plan>, dayStart: number, seq: number): IssueInfo {
  const drawAtMs = dayStart + seq * p.periodMs;
  // Issue 1 opens at the previous day's last draw, which is earlier than drawAt − P when P ∤ 86400.
  const openAtMs = seq === 1 ? dayStart - DAY_MS + p.perDay * p.periodMs : drawAtMs - p.periodMs;
  return {
    issue: `${yyyymmdd(dayStart)}-${String(seq).padStart(p.width, '0')}`,
    seq,
    openAtMs,
    closeAtMs: drawAtMs - p.closeMs,
    drawAtMs,
  };
}

/** The issue whose sales window [openAt, drawAt) contains `nowMs` (it may already be closed). */
export function issueAt(periodSec: number, nowMs: number, closeSec = 0): IssueInfo {
  if (!Number.isFinite(nowMs)) throw new RangeError(`bad instant: ${nowMs}`);
  const p = plan(periodSec, closeSec);
  const start = dayStartMs(nowMs);
  const seq = Math.floor((nowMs - start) / p.periodMs) + 1;
  return seq <= p.perDay ? build(p, start, seq) : build(p, start + DAY_MS, 1);
}

/** Parses 'YYYYMMDD-NNNN' for this schedule; null when malformed, wrong width or out of range. */
export function issueByNumber(periodSec: number, issue: string, closeSec = 0): IssueInfo | null {
  const p = plan(periodSec, closeSec);
  const m = /^(\d{8})-(\d+)$/.exec(issue);
  if (!m || m[2]!.length !== p.width) return null;
  const start = parseYyyymmdd(m[1]!);
  const seq = Number(m[2]);
  if (start === null || seq < 1 || seq > p.perDay) return null;
  return build(p, start, seq);
}

/** The issue after `issue`, rolling over to the next business day's 0001. */
export function nextIssue(periodSec: number, issue: IssueInfo | string, closeSec = 0): IssueInfo {
  const current = typeof issue === 'string' ? issueByNumber(periodSec, issue, closeSec) : issue;
  if (!current) throw new RangeError(`not an issue of this schedule: ${String(issue)}`);
  // The instant just after the current draw lies in the next issue's window.
  return issueAt(periodSec, current.drawAtMs, closeSec);
}

/**
 * Sale state of an issue at `nowMs`: 'open' before close (future issues too, so chase plans can buy
 * them), 'closed' from close until the draw, 'drawn' from the draw instant on. The server's clock decides.
 */
export function stateAt(issue: Pick<IssueInfo, 'closeAtMs' | 'drawAtMs'>, nowMs: number): IssueState {
  if (nowMs < issue.closeAtMs) return 'open';
  return nowMs < issue.drawAtMs ? 'closed' : 'drawn';
}
