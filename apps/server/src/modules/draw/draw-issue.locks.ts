import type { Db } from '../../db';
import { drawRepository } from './draw.repository';
import type { DrawIssueRow } from './draw.tables';

/** Shared row lock by id (cancels): they serialise against the draw, not against bets. */
export function shareIssueById(db: Db, id: number): Promise<DrawIssueRow | undefined> {
  return drawRepository.shareIssueById(db, id);
}
