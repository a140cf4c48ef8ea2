/**
 * Hot/cold lists (spec §9): the first three groups are the big/small-style bets (大小, 单双, …), every
 * later group is a number group. Returns copies; the input order is kept.
 */
export function splitHotColdGroups<T>(groups: readonly T[]): { styleGroups: T[]; numberGroups: T[] } {
  return { styleGroups: groups.slice(0, 3), numberGroups: groups.slice(3) };
}

/** The spec's minimum road-chart width. */
export const ROAD_MIN_COLUMNS = 7;

/** Pads a row with null up to `columns` cells (never truncates a longer row). */
export function padRoadRow<T>(row: readonly T[], columns: number = ROAD_MIN_COLUMNS): (T | null)[] {
  const out: (T | null)[] = row.slice();
  while (out.length < columns) out.push(null);
  return out;
}

/**
 * Road chart (路子): consecutive equal results stack in one column; a new result starts a new column,
 * and a run longer than `height` continues in the next column. The grid is returned row by row
 * (row 0 = top), every row padded to at least 7 columns (spec §9), empty cells null.
 */
export function buildRoadRows<T>(results: readonly T[], height = 6): (T | null)[][] {
  if (!Number.isInteger(height) || height < 1) throw new RangeError(`road height must be ≥ 1: ${height}`);
  const columns: T[][] = [];
  let previous: { value: T } | null = null;
  for (const r of results) {
    const last = columns[columns.length - 1];
    if (previous && Object.is(previous.value, r) && last && last.length < height) last.push(r);
    else columns.push([r]);
    previous = { value: r };
  }
  const width = Math.max(ROAD_MIN_COLUMNS, columns.length);
  return Array.from({ length: height }, (_, row) =>
    padRoadRow(
      columns.map((col) => col[row] ?? null),
      width,
    ),
  );
}
