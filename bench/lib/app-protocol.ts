/** IPC between a benchmark and the server processes it forks (app-child.ts, bare-child.ts). */
export type ChildConfig = {
  /** Unset = embedded PGlite in memory. */
  databaseUrl?: string;
  poolSize?: number;
  /** Run migrations and open the first issues (the first process on a database). */
  migrate: boolean;
  members: number;
  fundFen: number;
  redisUrl?: string;
  webDist?: string;
  dataDir?: string;
  port?: number;
  /** Run the draw scheduler's timer in this process. */
  scheduler: boolean;
  /** Catalogue codes to schedule; all when unset. */
  games?: string[];
};

export type ChildMember = { id: number; token: string };

export type ChildCommand =
  | { cmd: 'verify'; memberIds: number[] }
  | { cmd: 'rss' }
  | { cmd: 'analyze' }
  | { cmd: 'broadcast'; id: number; content: string }
  | { cmd: 'lag' }
  | { cmd: 'stop' };

export type MemberCheck = { id: number; walletFen: number; heldFen: number; bets: number; stakeFen: number };

export type ChildReply =
  | { reply: 'ready'; port: number; members: ChildMember[] }
  | { reply: 'verify'; members: MemberCheck[] }
  | { reply: 'rss'; rss: number; sockets: number }
  | { reply: 'analyze' }
  | { reply: 'broadcast'; sentAt: number; delivered: number; doneAt: number }
  /** Event-loop delay since the last ask (ms), the sockets held and the RSS. */
  | { reply: 'lag'; p99: number; max: number; sockets: number; rss: number };
