import type { GameResult } from '@qilin/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** PENDING: created ahead, not on sale until its predecessor is drawn (its commitment is that seed). */
export type IssueState = 'PENDING' | 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'VOID';

export interface DrawChainsTable {
  id: Generated<number>;
  game_code: string;
  epoch: number;
  /** Legacy plain secret: sealed into secret_enc and cleared at start (migration 0091). */
  secret_hex: ColumnType<string | null, string | null | undefined, string | null>;
  /** s_N sealed with DRAW_SECRET_KEY (chain-vault.service.ts); never answered. */
  secret_enc: ColumnType<string | null, string | null | undefined, string | null>;
  length: number;
  terminal_hash: string;
  next_index: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface DrawIssuesTable {
  id: Generated<number>;
  game_code: string;
  issue: string;
  open_at: Timestamp;
  close_at: Timestamp;
  draw_at: Timestamp;
  state: ColumnType<IssueState, IssueState | undefined, IssueState>;
  chain_id: number;
  chain_index: number;
  /** s_{i-1}: written when it is public (predecessor revealed, or the terminal hash for index 1). */
  commitment: ColumnType<string | null, string | null | undefined, string | null>;
  /** s_i: written at the draw (derived from the sealed secret), never before. */
  seed_hex: ColumnType<string | null, string | null | undefined, string | null>;
  algorithm: string;
  /** v2: the beacon that salts the draw, its round (fixed at creation) and key; the round's output. */
  beacon_source: ColumnType<'drand' | 'local' | null, 'drand' | 'local' | null | undefined, never>;
  beacon_round: ColumnType<number | null, number | null | undefined, never>;
  beacon_public_key: ColumnType<string | null, string | null | undefined, never>;
  beacon_signature: ColumnType<string | null, never, string | null>;
  beacon_randomness: ColumnType<string | null, never, string | null>;
  result: ColumnType<GameResult | null, string | null | undefined, string | null>;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Voided by operators before its draw time: the seed is revealed (next issue opened) at draw time. */
  reveal_pending: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** Append-only (a trigger refuses update and delete): the public list of announced epochs. */
export interface DrawEpochsTable {
  game_code: string;
  epoch: number;
  terminal_hash: string;
  chain_length: number;
  announced_at: Timestamp;
}

export interface DrawLeasesTable {
  name: string;
  holder: string;
  expires_at: Timestamp;
}

export type DrawIssueRow = Selectable<DrawIssuesTable>;
export type DrawChainRow = Selectable<DrawChainsTable>;

export interface DrawTables {
  draw_chains: DrawChainsTable;
  draw_issues: DrawIssuesTable;
  draw_leases: DrawLeasesTable;
  draw_epochs: DrawEpochsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends DrawTables {}
}
