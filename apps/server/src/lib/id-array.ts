/**
 * Ids as one PostgreSQL array literal ('{1,2,3}') for `= any(${…}::bigint[])`: one parameter however
 * many ids (a `where in` would bind one parameter per id and fail past 65 535).
 */
export function idArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new RangeError(`not an id: ${id}`);
  return `{${ids.join(',')}}`;
}
