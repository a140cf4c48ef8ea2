import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type IssueState = 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'VOID';

export interface DrawChainsTable {
  id: Generated<number>;
  game_code: string;
  epoch: number;
  secret_hex: string;
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
  commitment: string;
  seed_hex: string;
  algorithm: string;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
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
}
