import { beijingTime, type DayTotals, type LedgerRow } from '../api/details-api';

export type DaySection = { date: string; totals: DayTotals | undefined; rows: LedgerRow[] };

/** The Beijing day of an entry: the server's `date`, else the day of its instant. */
export const dayOf = (row: LedgerRow) => row.date || beijingTime(row.createdAt).slice(0, 10);

/**
 * Consecutive rows of one day become one section (the list arrives newest first), carrying that
 * day's totals from `date_groups` when the server listed the day.
 */
export function groupByDay(rows: LedgerRow[], days: DayTotals[] | undefined): DaySection[] {
  const totals = new Map((days ?? []).map((d) => [d.date, d]));
  const sections: DaySection[] = [];
  for (const row of rows) {
    const date = dayOf(row);
    const last = sections.at(-1);
    if (last?.date === date) last.rows.push(row);
    else sections.push({ date, totals: totals.get(date), rows: [row] });
  }
  return sections;
}
