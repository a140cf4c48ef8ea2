import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * One advisory lock per member and issue, held to the end of the caller's transaction: checks that
 * read the member's other orders of the issue (hedging rules, the member's per-issue limit) take turns
 * with every concurrent order of that member on that issue, so none slips past another's check.
 */
export async function lockMemberIssue(trx: Db, memberId: number, issueId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`bet-member-issue:${memberId}:${issueId}`}))`.execute(
    trx,
  );
}
