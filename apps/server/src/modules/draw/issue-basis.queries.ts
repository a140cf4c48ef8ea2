import type { GameResult } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { IssueState } from './draw.tables';

/** An earlier issue a hint is drawn from: its state (is it final?) and its result. */
export type BasisIssue = { state: IssueState; result: GameResult | null };

/** An issue with the issues scheduled to draw before it went on sale (newest first, at most `window`). */
export type IssueWithBasis = {
  issue: string;
  state: IssueState;
  result: GameResult | null;
  draw_at: Date;
  basis: BasisIssue[] | null;
};

/**
 * The basis of an issue X: the `window` latest issues of the game whose draw time is before X's open
 * time (X opens at the previous issue's draw, so the issue just before X is never in it). One
 * correlated subquery per target, on draw_issues_game_draw_idx.
 */
const basisOf = (window: number) => sql<BasisIssue[] | null>`(select
    json_agg(json_build_object('state', b.state, 'result', b.result) order by b.draw_at desc)
  from (select state, result, draw_at from draw_issues b where b.game_code = t.game_code and b.draw_at < t.open_at
    order by b.draw_at desc limit ${window}) b)`;

/**
 * Issues with the issues drawn before them (the game module's prediction hints read them); every
 * method takes the caller's handle or transaction.
 */
export const issueBasis = {
  /** One issue of the game with its basis (the issue on sale, for the live hint). */
  async issueWithBasis(db: Db, gameCode: string, issue: string, window: number) {
    const r =
      await sql<IssueWithBasis>`select t.issue, t.state, t.result, t.draw_at, ${basisOf(window)} as basis
      from draw_issues t where t.game_code = ${gameCode} and t.issue = ${issue}`.execute(db);
    return r.rows[0];
  },

  /** The latest `limit` issues whose draw is final (drawn, settled or void), each with its basis. */
  async pastWithBasis(db: Db, gameCode: string, limit: number, window: number): Promise<IssueWithBasis[]> {
    const r =
      await sql<IssueWithBasis>`select t.issue, t.state, t.result, t.draw_at, ${basisOf(window)} as basis
      from (select * from draw_issues where game_code = ${gameCode} and state in ('DRAWN', 'SETTLED', 'VOID')
        order by draw_at desc limit ${limit}) t
      order by t.draw_at desc`.execute(db);
    return r.rows;
  },
};
