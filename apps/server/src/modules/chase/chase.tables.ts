import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export type ChaseStatus = 'running' | 'finished' | 'stopped' | 'cancelled';

export interface ChasePlansTable {
  id: Generated<number>;
  member_id: number;
  game_code: string;
  room_id: ColumnType<string, string | undefined, string>;
  is_win_stop: boolean;
  status: ColumnType<ChaseStatus, ChaseStatus | undefined, ChaseStatus>;
  content: Json;
  issues: number;
  total_fen: number;
  idempotency_key: string | null;
  /** SHA-256 of the request that made the plan (chaseRequestHash); null on plans older than it. */
  request_hash: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
}

export type ChasePlanRow = Selectable<ChasePlansTable>;

export interface ChaseTables {
  chase_plans: ChasePlansTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends ChaseTables {}
}
