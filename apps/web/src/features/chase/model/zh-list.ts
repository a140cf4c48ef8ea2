import { renumberChase } from '@qilin/domain';

/** One chase (追号) item: the issue it buys and its own multiple (spec §3 zhList). */
export type ChaseItem = { issue: string; multiple: number };

/**
 * How far past the issue on sale a chase may start: the server accepts a start among the first
 * CHASE_START_CHOICES issues on sale (its CHASE_START_WINDOW).
 */
export const CHASE_START_CHOICES = 10;

/** Issues to ask for: every start choice must still leave `times` issues after it. */
export const upcomingCount = (times: number) => Math.min(130, times + CHASE_START_CHOICES);

/**
 * `times` issues from `startIssue`, each at `multiple`, taken from the server's list of upcoming
 * issues (`issues`, in draw order) — never numbered locally, since the server's schedule decides
 * (a DRAW_PERIOD_SEC override numbers issues unlike the catalogue). [] when the list cannot cover it.
 */
export function buildChaseList(
  issues: readonly string[],
  startIssue: string,
  times: number,
  multiple: number,
): ChaseItem[] {
  const from = issues.indexOf(startIssue);
  if (from < 0 || from + times > issues.length) return [];
  return issues.slice(from, from + times).map((issue) => ({ issue, multiple }));
}

/**
 * Spec §4: changing the issue updates the issue of every chase item. Items keep their own multiples;
 * their issues become the run of upcoming issues from the new start ([] when too few are listed).
 */
export function renumberChaseList(
  list: readonly ChaseItem[],
  issues: readonly string[],
  startIssue: string,
): ChaseItem[] {
  const from = issues.indexOf(startIssue);
  if (from < 0) return [];
  return renumberChase(list, issues.slice(from)) ?? [];
}

/** Total of a chase: per-issue stake at multiple 1, times each item's multiple, in fen. */
export function chaseTotalFen(list: readonly ChaseItem[], perIssueFen: number): number {
  return list.reduce((sum, item) => sum + perIssueFen * item.multiple, 0);
}
