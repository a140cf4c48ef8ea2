import { sql } from 'kysely';

/**
 * `exists (a protection row for the member)`: the flag the bet placement prelude reads in its one
 * round trip, so a member without limits or breaks costs one index probe and no extra statement.
 */
export const protectedMemberSql = (memberId: number) =>
  sql<boolean>`exists (select 1 from protection_members pm where pm.member_id = ${memberId})`;
