import { type RawBuilder, sql } from 'kysely';

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (no DST there, so a fixed offset is exact). */
export function shanghaiTime(date: Date): string {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** An instant range [from, to) a report reads (Asia/Shanghai days turned into UTC instants). */
export type InstantRange = { from: Date; to: Date };

/** SQL: the Asia/Shanghai calendar date ('YYYY-MM-DD') of a timestamptz column, by the fixed offset. */
export function shanghaiDaySql(column: string): RawBuilder<string> {
  return sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}
