import type { GameResult } from '@qilin/domain';
import type { Db } from '../../db';
import type { AdminAudit } from '../operator';
import { drawRepository as repo } from './draw.repository';
import type { BeaconView, DrawScheduler } from './draw.scheduler';
import type { DrawIssueRow, IssueState } from './draw.tables';
import { isRevealed } from './issue-links.rules';

/** What a client needs to show an issue and verify its draw (seed only once it is public). */
export interface IssueView {
  gameCode: string;
  issue: string;
  state: IssueState;
  openAt: number;
  closeAt: number;
  drawAt: number;
  /**
   * s_{i-1}: SHA256(seed) must equal it. Null until the issue before it is revealed (it *is* that
   * issue's seed); the issue goes on sale only then. A chain's first issue shows the terminal hash.
   */
  commitment: string | null;
  /** s_0 of the issue's chain epoch; SHA256^chainIndex(seed) must equal it. */
  terminalHash: string;
  chainEpoch: number;
  chainIndex: number;
  algorithm: string;
  /** Revealed s_i: only after the draw (or after the draw time of a voided issue). */
  seed: string | null;
  result: GameResult | null;
  voidReason: string | null;
  /** v2: the beacon round salting the draw (named at creation); its signature and randomness once drawn. */
  beacon: IssueBeacon | null;
}

export interface IssueBeacon {
  source: 'drand' | 'local';
  /** false for the local beacon: its key holder knows every round in advance ("not independent"). */
  independent: boolean;
  round: number;
  publicKey: string;
  signature: string | null;
  randomness: string | null;
}

export interface EpochView {
  epoch: number;
  terminalHash: string;
  chainLength: number;
  announcedAt: number;
  /** Null while the epoch is only announced. */
  firstIssue: string | null;
  /** When its first issue opens: the handover. */
  activeFrom: number | null;
  state: 'announced' | 'active' | 'retired';
}

function beaconOf(row: DrawIssueRow, revealed: boolean): IssueBeacon | null {
  if (!row.beacon_source || !row.beacon_round || !row.beacon_public_key) return null;
  return {
    source: row.beacon_source,
    independent: row.beacon_source === 'drand',
    round: row.beacon_round,
    publicKey: row.beacon_public_key,
    signature: revealed ? row.beacon_signature : null,
    randomness: revealed ? row.beacon_randomness : null,
  };
}

export class DrawService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly scheduler: DrawScheduler,
  ) {}

  /** The issue on sale now, opening it (and the next) if the scheduler has not yet. */
  async currentIssue(gameCode: string): Promise<IssueView | null> {
    let row = await repo.currentIssue(this.db, gameCode, this.now());
    if (!row && this.scheduler.game(gameCode)) {
      await this.scheduler.openAhead(gameCode, 2);
      row = await repo.currentIssue(this.db, gameCode, this.now());
    }
    return row ? this.view(row) : null;
  }

  async upcoming(gameCode: string, count: number): Promise<IssueView[]> {
    if (this.scheduler.game(gameCode)) await this.scheduler.openAhead(gameCode, count);
    const rows = await repo.upcomingIssues(this.db, gameCode, this.now(), count);
    return Promise.all(rows.map((r) => this.view(r)));
  }

  async history(gameCode: string, count: number, offset = 0): Promise<IssueView[]> {
    const rows = await repo.history(this.db, gameCode, count, offset);
    return Promise.all(rows.map((r) => this.view(r)));
  }

  async issue(gameCode: string, issue: string): Promise<IssueView | null> {
    const row = await repo.findIssue(this.db, gameCode, issue);
    return row ? this.view(row) : null;
  }

  /** The console's paged issue list (views: seed and result only once revealed, as every reader). */
  async page(gameCode: string, state: IssueState | undefined, size: number, page: number) {
    const { rows, total } = await repo.page(this.db, gameCode, state, size, (page - 1) * size);
    const list = await Promise.all(rows.map(async (r) => ({ id: r.id, view: await this.view(r) })));
    return { list, total };
  }

  /** An operator's void of an issue on sale or closed (see DrawScheduler.voidIssue); its view after. */
  async voidIssue(id: number, reason: string, audit: AdminAudit) {
    const outcome = await this.scheduler.voidIssue(id, reason, audit);
    const row = await repo.issueById(this.db, id);
    return { outcome, view: row ? await this.view(row) : null };
  }

  /**
   * The game's epochs, oldest first: `announced` until its first issue exists, then `active` (the newest
   * with issues) or `retired`; and the beacon salting new draws.
   */
  async epochs(gameCode: string): Promise<{ beacon: BeaconView | null; list: EpochView[] }> {
    const rows = await repo.epochs(this.db, gameCode);
    const activeEpoch = Math.max(0, ...rows.filter((r) => r.first_issue).map((r) => r.epoch));
    const list = rows.map((r) => ({
      epoch: r.epoch,
      terminalHash: r.terminal_hash,
      chainLength: r.chain_length,
      announcedAt: r.announced_at.getTime(),
      firstIssue: r.first_issue,
      activeFrom: r.first_open_at?.getTime() ?? null,
      state: !r.first_issue ? 'announced' : r.epoch === activeEpoch ? 'active' : 'retired',
    })) satisfies EpochView[];
    return { beacon: this.scheduler.beaconView(), list };
  }

  async view(row: DrawIssueRow): Promise<IssueView> {
    const chain = await repo.chainById(this.db, row.chain_id);
    const revealed = isRevealed(row.state);
    return {
      gameCode: row.game_code,
      issue: row.issue,
      state: row.state,
      openAt: row.open_at.getTime(),
      closeAt: row.close_at.getTime(),
      drawAt: row.draw_at.getTime(),
      commitment: row.commitment,
      terminalHash: chain?.terminal_hash ?? '',
      chainEpoch: chain?.epoch ?? 0,
      chainIndex: row.chain_index,
      algorithm: row.algorithm,
      seed: revealed ? row.seed_hex : null,
      result: revealed ? row.result : null,
      voidReason: row.void_reason,
      beacon: beaconOf(row, revealed),
    };
  }
}
