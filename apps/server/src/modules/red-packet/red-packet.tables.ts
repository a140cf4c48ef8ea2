import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type RedPacketStateColumn = 'open' | 'settled';
export type SettleReason = 'emptied' | 'expired';

export interface RedPacketsTable {
  id: ColumnType<number, number | undefined, never>;
  game_code: string;
  room_id: Defaulted<string>;
  sender_id: number;
  variant: 'classic' | 'multi';
  total_fen: number;
  count: number;
  mine_digits: string;
  rate_bp: number;
  liability_fen: number;
  seed_hex: string;
  commitment: string;
  hold_id: number;
  grabbed_count: Defaulted<number>;
  grabbed_fen: Defaulted<number>;
  state: Defaulted<RedPacketStateColumn>;
  settle_reason: ColumnType<SettleReason | null, SettleReason | null | undefined, SettleReason | null>;
  exploded: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  mines_won_fen: Defaulted<number>;
  house_fen: Defaulted<number>;
  sender_credit_fen: Defaulted<number>;
  unclaimed_fen: Defaulted<number>;
  client_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface RedPacketGrabsTable {
  id: Generated<number>;
  packet_id: number;
  member_id: number;
  seq: number;
  amount_fen: number;
  liability_hold_id: number;
  hit_mine: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  paid_fen: Defaulted<number>;
  created_at: CreatedAt;
}

export type RedPacketRow = Selectable<RedPacketsTable>;
export type RedPacketGrabRow = Selectable<RedPacketGrabsTable>;

export interface RedPacketTables {
  red_packets: RedPacketsTable;
  red_packet_grabs: RedPacketGrabsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends RedPacketTables {}
}
