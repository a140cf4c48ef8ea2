import type { MemberProtectionState } from '@qilin/contract';
import { activeBreak } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * `exists (a protection row for the member)`: the flag the bet placement prelude reads in its one
 * round trip, so a member without limits or breaks costs one index probe and no extra statement.
 */
export const protectedMemberSql = (memberId: number) =>
  sql<boolean>`exists (select 1 from protection_members pm where pm.member_id = ${memberId})`;

const UNPROTECTED: MemberProtectionState = { break_kind: null, break_ends_at: null, has_limits: false };

/**
 * The members list's protection column for a page of members, in two index probes whatever the page
 * size: the break in force (the domain's pick among overlapping ones) and whether any limit is set.
 * Every id asked for is in the answer.
 */
export async function memberProtectionStates(
  db: Db,
  memberIds: readonly number[],
  now: Date,
): Promise<Map<number, MemberProtectionState>> {
  const states = new Map(memberIds.map((id) => [id, UNPROTECTED]));
  if (memberIds.length === 0) return states;
  const [breaks, limited] = await Promise.all([
    db
      .selectFrom('protection_breaks')
      .select(['member_id', 'kind', 'starts_at', 'ends_at', 'lifted_at'])
      .where('member_id', 'in', memberIds)
      .where('ends_at', '>', now)
      .where('starts_at', '<=', now)
      .execute(),
    db
      .selectFrom('protection_limits')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', memberIds)
      .where('value', 'is not', null)
      .execute(),
  ]);
  const hasLimits = new Set(limited.map((r) => r.member_id));
  const nowMs = now.getTime();
  for (const id of memberIds) {
    const live = activeBreak(
      breaks
        .filter((b) => b.member_id === id)
        .map((b) => ({
          kind: b.kind,
          startMs: new Date(b.starts_at).getTime(),
          endMs: new Date(b.ends_at).getTime(),
          liftedMs: b.lifted_at === null ? null : new Date(b.lifted_at).getTime(),
        })),
      nowMs,
    );
    if (live === null && !hasLimits.has(id)) continue;
    states.set(id, {
      break_kind: live?.kind ?? null,
      break_ends_at: live ? new Date(live.endMs).toISOString() : null,
      has_limits: hasLimits.has(id),
    });
  }
  return states;
}
