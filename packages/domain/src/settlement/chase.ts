/**
 * 追号 plans (B §0): a pre-paid list of (issue, multiple). With isWinStop, the first winning issue cancels
 * and refunds every later item that has not been drawn.
 */
export interface ChasePlanInput {
  startIssue: string;
  /** Number of issues to chase (≥ 1). */
  issues: number;
  /** One multiple for every issue, or one per issue (length = issues). */
  multiple?: number;
  multiples?: readonly number[];
  /** Stake of one multiple in fen. */
  stakeFen: number;
  isWinStop: boolean;
  /** Draws per business day, for rolling `YYYYMMDD-NNNN` over to the next day; default 10^width − 1. */
  drawsPerDay?: number;
}

export type ChaseItemStatus = 'pending' | 'settled' | 'cancelled';

export interface ChaseItem {
  issue: string;
  multiple: number;
  stakeFen: number;
  status: ChaseItemStatus;
}

export interface ChasePlan {
  isWinStop: boolean;
  items: ChaseItem[];
  totalFen: number;
}

/** Next issue of `YYYYMMDD-NNNN`: same day while the sequence fits, else the next day's first issue. */
export function nextIssueNumber(issue: string, drawsPerDay?: number): string {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d+)$/.exec(issue);
  if (!m) throw new RangeError(`issue must be YYYYMMDD-NNNN: ${issue}`);
  const width = m[4]!.length;
  const max = drawsPerDay ?? 10 ** width - 1;
  const seq = Number(m[4]);
  if (seq < max) return `${m[1]}${m[2]}${m[3]}-${String(seq + 1).padStart(width, '0')}`;
  // calendar arithmetic only (no clock is read): the day after the issue's business day
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  const day = `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}${String(next.getUTCDate()).padStart(2, '0')}`;
  return `${day}-${'1'.padStart(width, '0')}`;
}

export function buildChasePlan(input: ChasePlanInput): ChasePlan {
  const { issues, stakeFen } = input;
  if (!Number.isInteger(issues) || issues < 1) throw new RangeError('issues must be ≥ 1');
  if (!Number.isSafeInteger(stakeFen) || stakeFen <= 0) throw new RangeError('stakeFen must be positive');
  const multiples = input.multiples ?? new Array<number>(issues).fill(input.multiple ?? 1);
  if (multiples.length !== issues) throw new RangeError('multiples must have one entry per issue');
  const items: ChaseItem[] = [];
  let issue = input.startIssue;
  for (let i = 0; i < issues; i++) {
    const multiple = multiples[i]!;
    if (!Number.isInteger(multiple) || multiple < 1) throw new RangeError('multiples must be integers ≥ 1');
    items.push({ issue, multiple, stakeFen: stakeFen * multiple, status: 'pending' });
    if (i + 1 < issues) issue = nextIssueNumber(issue, input.drawsPerDay);
  }
  return { isWinStop: input.isWinStop, items, totalFen: items.reduce((s, it) => s + it.stakeFen, 0) };
}

/** One chase item as the member set it: the issue (from the server's schedule) and its own multiple. */
export interface ChaseTarget {
  issue: string;
  multiple: number;
}

/**
 * A chase over issues the server listed from its real schedule (a period override changes the
 * numbering, so issue numbers are never computed here), each with its own multiple.
 */
export function chasePlanFromTargets(input: {
  targets: readonly ChaseTarget[];
  /** Stake of one multiple in fen (one issue's selection at multiple 1). */
  stakeFen: number;
  isWinStop: boolean;
  maxMultiple?: number;
}): ChasePlan {
  const { targets, stakeFen } = input;
  if (targets.length < 1) throw new RangeError('a chase needs at least one issue');
  if (!Number.isSafeInteger(stakeFen) || stakeFen <= 0) throw new RangeError('stakeFen must be positive');
  if (new Set(targets.map((t) => t.issue)).size !== targets.length)
    throw new RangeError('a chase buys each issue once');
  const max = input.maxMultiple ?? Number.MAX_SAFE_INTEGER;
  const items = targets.map(({ issue, multiple }): ChaseItem => {
    if (!Number.isInteger(multiple) || multiple < 1 || multiple > max)
      throw new RangeError(`multiples must be integers in 1..${max}`);
    return { issue, multiple, stakeFen: stakeFen * multiple, status: 'pending' };
  });
  const totalFen = items.reduce((s, it) => s + it.stakeFen, 0);
  if (!Number.isSafeInteger(totalFen)) throw new RangeError('chase total out of range');
  return { isWinStop: input.isWinStop, items, totalFen };
}

/**
 * Spec §4: changing the issue updates the issue of every chase item. The items move onto the run of
 * `issues` (the schedule's issues from the new start, in order) and keep their own multiples; null
 * when the run is shorter than the list.
 */
export function renumberChase<T extends ChaseTarget>(
  items: readonly T[],
  issues: readonly string[],
): T[] | null {
  if (issues.length < items.length) return null;
  return items.map((item, i) => ({ ...item, issue: issues[i] as string }));
}

export interface ChaseAfterSettlement {
  plan: ChasePlan;
  /** Later items cancelled by stop-on-win; each is refunded its stake. */
  cancelled: ChaseItem[];
  refundFen: number;
}

/** Marks `issue` settled; on a win with isWinStop, cancels every later pending item. */
export function afterSettlement(plan: ChasePlan, issue: string, won: boolean): ChaseAfterSettlement {
  const index = plan.items.findIndex((it) => it.issue === issue);
  if (index < 0) throw new RangeError(`issue ${issue} is not in the chase plan`);
  const stop = won && plan.isWinStop;
  const cancelled: ChaseItem[] = [];
  const items = plan.items.map((it, i) => {
    if (i === index) return { ...it, status: 'settled' as const };
    if (stop && i > index && it.status === 'pending') {
      const c = { ...it, status: 'cancelled' as const };
      cancelled.push(c);
      return c;
    }
    return it;
  });
  return { plan: { ...plan, items }, cancelled, refundFen: cancelled.reduce((s, it) => s + it.stakeFen, 0) };
}

/** A voided issue refunds its chase item (A1); later items stay pending. */
export function voidChaseItem(plan: ChasePlan, issue: string): ChaseAfterSettlement {
  const items = plan.items.map((it) =>
    it.issue === issue && it.status === 'pending' ? { ...it, status: 'cancelled' as const } : it,
  );
  const cancelled = items.filter((it, i) => it.status === 'cancelled' && plan.items[i]!.status === 'pending');
  return { plan: { ...plan, items }, cancelled, refundFen: cancelled.reduce((s, it) => s + it.stakeFen, 0) };
}
