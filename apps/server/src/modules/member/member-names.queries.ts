import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * The public face of each member (id, username, nickname, avatar, trial or not) as a subquery other
 * modules join on: `.innerJoin(memberNames(db).as('members'), 'members.id', '<their>.member_id')`.
 */
export function memberNames(db: Db) {
  return db.selectFrom('members').select(['id', 'username', 'nickname', 'avatar', 'is_trial']);
}

/** The same for raw SQL: `join ${memberNamesSql} m on m.id = x.member_id`. */
export const memberNamesSql = sql`(select id, username, nickname, avatar, is_trial from members)`;
