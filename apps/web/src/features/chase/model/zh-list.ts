import { nextIssue } from '@qilin/domain';

/** One chase (追号) item: the issue it buys and its multiple (spec §3 zhList). */
export type ChaseItem = { issue: string; multiple: number };

export type ChaseSchedule = { periodSec: number; closeSec: number };

/** `times` consecutive issues from `startIssue`, each at `multiple`; [] when the issue is not of this schedule. */
export function buildChaseList(
  startIssue: string,
  times: number,
  multiple: number,
  s: ChaseSchedule,
): ChaseItem[] {
  const list: ChaseItem[] = [];
  let issue = startIssue;
  try {
    for (let i = 0; i < times; i++) {
      list.push({ issue, multiple });
      if (i < times - 1) issue = nextIssue(s.periodSec, issue, s.closeSec).issue;
    }
  } catch {
    return [];
  }
  return list;
}

/**
 * Spec §4: changing the issue updates the issue of every chase item. Items keep their own multiples;
 * their issues become the consecutive run starting at the new issue.
 */
export function renumberChaseList(
  list: readonly ChaseItem[],
  startIssue: string,
  s: ChaseSchedule,
): ChaseItem[] {
  const issues = buildChaseList(startIssue, list.length, 1, s);
  if (issues.length !== list.length) return [];
  return list.map((item, i) => ({ ...item, issue: issues[i]!.issue }));
}

/** Total of a chase: per-issue stake at multiple 1, times each item's multiple, in fen. */
export function chaseTotalFen(list: readonly ChaseItem[], perIssueFen: number): number {
  return list.reduce((sum, item) => sum + perIssueFen * item.multiple, 0);
}
