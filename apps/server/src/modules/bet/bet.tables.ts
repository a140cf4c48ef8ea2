import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'refunded' | 'cancelled';
export type OrderStatus = 'open' | 'cancelled' | 'settled';

export interface BetOrdersTable {
  id: Generated<number>;
  member_id: number;
  game_code: string;
  room_id: ColumnType<string, string | undefined, string>;
  issue_id: number;
  issue: string;
  chase_id: ColumnType<number | null, number | null | undefined, number | null>;
  active_id: ColumnType<string, string | undefined, string>;
  multiple: ColumnType<number, number | undefined, number>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  total_fen: number;
  idempotency_key: string | null;
  request_hash: ColumnType<string, string | undefined, string>;
  receipt: string;
  receipt_hash: string;
  placed_at: Timestamp;
}

export interface BetsTable {
  id: Generated<number>;
  order_id: number;
  member_id: number;
  issue_id: number;
  play_id: string;
  name: string;
  selection: Json;
  odds: Json;
  stake_fen: number;
  /** Bets placed before migration 0080 name their ledger hold; newer bets are their own hold. */
  hold_id: ColumnType<number | null, never, never>;
  /** What the pending bet holds in member_held (the stake, or a 翻倍 reserve above it). */
  held_fen: number;
  /** What the settled bet posted to the house (its stake, or a 翻倍 loss beyond it); 0 when voided. */
  posted_fen: ColumnType<number, never, number>;
  status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
  payout_fen: ColumnType<number, number | undefined, number>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Digest of what settlement judges the bet by (play, selection, odds, rules, stake); see `shapeOf`. */
  shape: ColumnType<Uint8Array, never, never>;
  /** The room's judge settings at bet time (PC28 13/14); null = the domain's defaults. */
  rules: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface ActivityDisqualificationsTable {
  active_id: string;
  member_id: number;
  game_code: string;
  issue: string;
  created_at: Timestamp;
}

/** A member's own limits (migration 0026): game_code '' = every game; null = no limit of the member's. */
export interface MemberBetLimitsTable {
  member_id: number;
  game_code: ColumnType<string, string | undefined, string>;
  max_per_bet_fen: number | null;
  max_per_issue_fen: number | null;
  updated_at: Timestamp;
}

export type BetOrderRow = Selectable<BetOrdersTable>;
export type BetRow = Selectable<BetsTable>;

export interface BetTables {
  bet_orders: BetOrdersTable;
  bets: BetsTable;
  activity_disqualifications: ActivityDisqualificationsTable;
  member_bet_limits: MemberBetLimitsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends BetTables {}
}
