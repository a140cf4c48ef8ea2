import { type RawBuilder, sql } from 'kysely';

/**
 * Issue reads that bet placement embeds in its one-statement prelude and write (bet-placement
 * repository): the SQL over `draw_issues` stays in this module, the statement stays one round trip.
 */

/** The game's issue chosen by `which` (a condition on the issue row), the earliest to draw. */
export function issueOnSaleSql(gameCode: string, which: RawBuilder<unknown>) {
  return sql`select id, issue, state, close_at from draw_issues where game_code = ${gameCode} and ${which}
        order by draw_at limit 1`;
}

/** Share-locks the issues (ids) that are `selling` and still open at `now`, their ids the result. */
export function shareSellingIssuesSql(issueIds: readonly number[], selling: RawBuilder<unknown>, now: Date) {
  return sql`select id from draw_issues
        where id in (select value::bigint from json_array_elements_text(${JSON.stringify(issueIds)}::json))
          and ${selling} and close_at > ${now} for share`;
}
