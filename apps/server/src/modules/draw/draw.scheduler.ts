import type { GameResult } from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { AdminAudit } from '../operator';
import type { BeaconSource } from './beacon';
import { ChainVault } from './chain-vault.service';
import { drawRepository as repo } from './draw.repository';
import type { DrawIssueRow } from './draw.tables';
import { type AnnouncedEpoch, DrawEpochs } from './draw-epochs.service';
import { DrawLease } from './draw-lease.locks';
import { DrawSalt } from './draw-salt.service';
import { type DrawGame, type IssueInfo, issueAtFor, nextIssueFor } from './draw-schedule.rules';
import { DrawSeeds } from './draw-seeds.service';
import { isRevealed, opensAtOnce, publicCommitment } from './issue-links.rules';

/** Work to run after a settlement transaction commits (socket pushes); never inside it. */
export type AfterCommit = () => Promise<void>;

/** The bet side of a draw: implemented by the bet module, called inside the scheduler's transaction. */
export interface IssueSettler {
  /** Settles up to `limit` still-pending bets; `more` = call again (each chunk is its own transaction). */
  settleIssue(
    trx: Transaction<Database>,
    issue: DrawIssueRow,
    limit: number,
  ): Promise<{ after?: AfterCommit | undefined; more: boolean }>;
  refundIssue(
    trx: Transaction<Database>,
    issue: DrawIssueRow,
    reason: string,
  ): Promise<AfterCommit | undefined>;
}

/** The draw of the domain: v1 without a salt, v2 with the beacon randomness as `saltHex`. */
export type DrawResultFn = (gameCode: string, seedHex: string, issue: string, saltHex?: string) => GameResult;

export interface DrawSchedulerOptions {
  db: Kysely<Database>;
  games: DrawGame[];
  now: () => Date;
  drawResult: DrawResultFn;
  /** Algorithm of new issues without a beacon (v1); with one they are v2. */
  algorithm: string;
  /** The public randomness beacon salting v2 draws (drand relays, or the local beacon). */
  beacon?: BeaconSource;
  /** A v2 issue whose round is still unavailable this long after its draw time is voided. */
  beaconTimeoutMs?: number;
  /** Links per chain epoch; a new epoch (new secret, new terminal hash) starts when one is used up. */
  chainLength?: number;
  /** Issues created beyond the current one (PENDING: numbered and timed, not on sale, no commitment). */
  openAhead?: number;
  /** Bets settled per transaction; a big issue settles in idempotent chunks, then is marked SETTLED. */
  settleChunk?: number;
  settler?: IssueSettler;
  lease?: DrawLease;
  /** The next epoch is announced when the active chain has no more than this much time of links left. */
  announceAheadMs?: number;
  /** Called after commit for each epoch announced (a member notice). */
  onEpochAnnounced?: (epoch: AnnouncedEpoch) => Promise<void>;
  /** Seals chain secrets at rest and derives seeds at the draw (DRAW_SECRET_KEY). */
  vault?: ChainVault;
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

export interface TickReport {
  leader: boolean;
  opened: number;
  closed: number;
  drawn: number;
  voided: number;
  settled: number;
  /** Work done by the sweepers other modules hooked on the tick (e.g. expired red packets settled). */
  swept: number;
}

export type BeaconView = {
  source: 'drand' | 'local';
  independent: boolean;
  publicKey: string;
  genesisTimeSec: number;
  periodSec: number;
  chainHash?: string;
};

/** Told after commit that a game's issue on sale may have changed (a draw, a void, issues opened). */
export type IssueListener = (gameCode: string) => Promise<void>;

/** Periodic work another module runs on the leader's tick; returns how many things it did. */
export type Sweeper = () => Promise<number>;

/**
 * Opens, closes, draws and settles the issues of every scheduled game (issue lifecycle of B §0).
 * `tick()` does one pass at the injected clock's `now()`; the server calls it on a timer, tests call it
 * after moving a fake clock. Every step is its own transaction that locks the issue row and re-checks
 * its state, so a step interrupted by a crash is simply redone by the next tick and never done twice.
 *
 * Missed issues: an issue row that exists has a committed seed, so when the server comes back after its
 * draw time it is drawn late from that seed (a late draw cannot change a result the seed already fixed,
 * and no bet was accepted after close because bets check the clock). Issue windows that passed while no
 * server ran never get a row (nobody could bet on them) and consume no chain link. An issue is voided and
 * every bet refunded only when its seed cannot be used: the chain row is gone, the stored seed does not
 * hash to its public commitment, or the game can no longer be drawn.
 */
export class DrawScheduler {
  readonly #o: Required<
    Omit<DrawSchedulerOptions, 'settler' | 'log' | 'beacon' | 'vault' | 'onEpochAnnounced'>
  > &
    Pick<DrawSchedulerOptions, 'settler' | 'log' | 'onEpochAnnounced'>;
  readonly #epochs: DrawEpochs;
  readonly #beacon: BeaconSource | undefined;
  readonly #seeds: DrawSeeds;
  readonly #salt: DrawSalt;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  /** Per game, the latest draw time this process knows to exist: saves a transaction per game per tick. */
  readonly #openedThrough = new Map<string, number>();
  readonly #sweepers: { name: string; run: Sweeper }[] = [];
  #issueListener: IssueListener | null = null;

  constructor(options: DrawSchedulerOptions) {
    this.#o = {
      chainLength: 20_000,
      openAhead: 2,
      settleChunk: 50_000,
      lease: new DrawLease(options.db),
      beaconTimeoutMs: 60_000,
      announceAheadMs: 36 * 3_600_000,
      ...options,
    };
    this.#seeds = new DrawSeeds(options.db, options.vault ?? new ChainVault());
    this.#salt = new DrawSalt(options.beacon, this.#o.beaconTimeoutMs);
    this.#beacon = options.beacon;
    this.#epochs = new DrawEpochs(
      this.#seeds,
      this.#o.chainLength,
      this.#o.announceAheadMs,
      this.#o.now,
      options.log,
    );
  }

  get games(): readonly DrawGame[] {
    return this.#o.games;
  }

  /** Late-bound: the notice module is built after the scheduler. */
  /** Told after each draw commits: the game, its draw time and when it was drawn (/metrics' draw lag). */
  onDrawn: ((gameCode: string, drawAt: Date, drawnAt: Date) => void) | undefined;

  onEpochAnnounced(fn: (epoch: AnnouncedEpoch) => Promise<void>): void {
    this.#o.onEpochAnnounced = fn;
  }

  setSettler(settler: IssueSettler): void {
    this.#o.settler = settler;
  }

  /** Hooks the push of the issue on sale (the realtime `issue` message) on draws and openings. */
  setIssueListener(listener: IssueListener): void {
    this.#issueListener = listener;
  }

  async #issueChanged(gameCode: string): Promise<void> {
    await this.#issueListener?.(gameCode).catch((err: unknown) =>
      this.#o.log?.error({ err, gameCode }, 'draw: issue push failed'),
    );
  }

  /**
   * Hooks periodic work on the tick (after draws and settlements, leader only). The lease only saves
   * duplicate work: a sweeper must itself be safe under two processes (lock and re-check its rows).
   */
  addSweeper(name: string, run: Sweeper): void {
    this.#sweepers.push({ name, run });
  }

  /** The beacon salting new issues, as the epochs list publishes it; null for v1 (no beacon). */
  beaconView(): BeaconView | null {
    const b = this.#beacon;
    if (!b) return null;
    const { publicKey, genesisTimeSec, periodSec, chainHash } = b.info;
    return {
      source: b.kind,
      independent: b.independent,
      publicKey,
      genesisTimeSec,
      periodSec,
      ...(chainHash && { chainHash }),
    };
  }

  game(code: string): DrawGame | undefined {
    return this.#o.games.find((g) => g.code === code);
  }

  async tick(): Promise<TickReport> {
    const now = this.#o.now();
    const report: TickReport = {
      leader: false,
      opened: 0,
      closed: 0,
      drawn: 0,
      voided: 0,
      settled: 0,
      swept: 0,
    };
    if (!(await this.#o.lease.acquire(now))) return report;
    report.leader = true;
    for (const game of this.#o.games) {
      report.opened += await this.#guard(`open ${game.code}`, () =>
        this.openAhead(game.code, this.#o.openAhead),
      );
    }
    report.closed = await repo.closeDue(this.#o.db, now);
    // Operator-voided issues whose draw time came: their seeds go public, the next issues on sale.
    for (const id of await repo.revealDueIds(this.#o.db, now)) {
      await this.#guard(`reveal ${id}`, () => this.revealVoided(id));
    }
    for (const id of await repo.idsInState(this.#o.db, ['PENDING', 'OPEN', 'CLOSED'], now)) {
      const outcome = await this.#guard(`draw ${id}`, () => this.drawIssue(id));
      if (outcome === 1) report.drawn += 1;
      if (outcome === 2) report.voided += 1;
    }
    for (const id of await repo.idsInState(this.#o.db, ['DRAWN'])) {
      report.settled += await this.#guard(`settle ${id}`, () => this.settleIssue(id));
    }
    for (const s of this.#sweepers) report.swept += await this.#guard(`sweep ${s.name}`, s.run);
    return report;
  }

  /**
   * Makes sure the current issue and `ahead` later ones exist. Issues are created strictly in draw
   * order under the chain's row lock, so chain indices grow with draw time. Returns how many it created.
   */
  async openAhead(gameCode: string, ahead: number): Promise<number> {
    const game = this.game(gameCode);
    if (!game) return 0;
    const wanted: IssueInfo[] = [issueAtFor(game.schedule, this.#o.now().getTime())];
    for (let i = 0; i < ahead; i++) wanted.push(nextIssueFor(game.schedule, wanted[wanted.length - 1]!));
    const through = wanted[wanted.length - 1]!.drawAtMs;
    if ((this.#openedThrough.get(gameCode) ?? 0) >= through) return 0;
    const announced: AnnouncedEpoch[] = [];
    let createdCurrent = false;
    const created = await this.#o.db.transaction().execute(async (trx) => {
      let chain = await this.#epochs.active(trx, gameCode, announced);
      const newest = await repo.lastIssue(trx, gameCode);
      const fresh = wanted.filter((info) => !newest || info.drawAtMs > newest.draw_at.getTime());
      createdCurrent = fresh[0] === wanted[0];
      let last: Parameters<typeof publicCommitment>[2] = newest;
      for (const info of fresh) {
        if (chain.next_index > chain.length) chain = await this.#epochs.next(trx, chain, announced);
        const chainIndex = chain.next_index;
        // No seed is computed here: an issue's seed exists in plain text only from its draw on.
        const commitment = publicCommitment(chain, chainIndex, last);
        const state = opensAtOnce(last) && commitment !== null ? 'OPEN' : 'PENDING';
        await repo.insertIssue(trx, {
          gameCode,
          issue: info.issue,
          openAt: new Date(info.openAtMs),
          closeAt: new Date(info.closeAtMs),
          drawAt: new Date(info.drawAtMs),
          chainId: chain.id,
          chainIndex,
          state,
          commitment,
          algorithm: this.#salt.algorithmOfNewIssues ?? this.#o.algorithm,
          beacon: this.#salt.planFor(new Date(info.closeAtMs)),
        });
        await repo.advanceChain(trx, chain.id);
        last = { state, chain_id: chain.id, chain_index: chainIndex, seed_hex: null };
        chain = { ...chain, next_index: chainIndex + 1 };
      }
      await this.#epochs.announceIfDue(trx, chain, game.schedule, announced);
      return fresh.length;
    });
    for (const epoch of announced) {
      await this.#o
        .onEpochAnnounced?.(epoch)
        .catch((err: unknown) =>
          this.#o.log?.error({ err, epoch }, 'draw: epoch announcement notice failed'),
        );
    }
    this.#openedThrough.set(gameCode, through);
    // Only a new current issue changes what is on sale; the ones created ahead are not on sale yet.
    if (createdCurrent) await this.#issueChanged(gameCode);
    return created;
  }

  /**
   * Draws one due issue: 0 = nothing to do, 1 = drawn, 2 = voided (and refunded). Its seed is derived
   * from the sealed secret now, stored with the result, and the next issue goes on sale with that seed
   * as its commitment — all in one transaction. Issues draw strictly in order: a PENDING issue waits
   * while its predecessor is undrawn, since revealing its seed would reveal the predecessor's.
   */
  async drawIssue(id: number): Promise<0 | 1 | 2> {
    const now = this.#o.now();
    // The beacon round is fetched before the transaction: no row stays locked across network I/O.
    const peek = await repo.issueById(this.#o.db, id);
    if (!peek || isRevealed(peek.state) || peek.draw_at > now) return 0;
    const salt = await this.#salt.fetch(peek, now);
    if (salt.kind === 'wait') return 0;
    let after: AfterCommit | undefined;
    let voidReason = '';
    const outcome = await this.#o.db.transaction().execute(async (trx) => {
      const row = await repo.lockIssue(trx, id);
      if (!row || isRevealed(row.state) || row.draw_at > now) return 0;
      if (row.state === 'PENDING') {
        const previous = await repo.previousIssue(trx, row.game_code, row.draw_at);
        if (previous && !isRevealed(previous.state)) return 0;
      }
      const { seed, cause: unusable } = await this.#seeds.seedOf(trx, row);
      let cause = unusable ?? (salt.kind === 'void' ? salt.cause : null);
      const round = salt.kind === 'salt' ? salt.round : null;
      let result: GameResult | undefined;
      if (!cause && seed) {
        try {
          result = this.#o.drawResult(row.game_code, seed, row.issue, round?.randomness);
        } catch (err) {
          cause = `draw failed: ${err instanceof Error ? err.message : String(err)}`;
        }
      }
      if (cause || !seed || !result) {
        const reason = cause ?? 'seed unavailable';
        voidReason = `${row.game_code} ${row.issue}: ${reason}`;
        await repo.markVoid(trx, id, reason, seed, now);
        after = await this.#o.settler?.refundIssue(trx, { ...row, state: 'VOID' }, reason);
        await this.#openNext(trx, row, seed, now);
        return 2;
      }
      await repo.markDrawn(trx, id, { seedHex: seed, result, salt: round }, now);
      await this.#openNext(trx, row, seed, now);
      return 1;
    });
    if (outcome === 1) this.onDrawn?.(peek.game_code, peek.draw_at, now);
    if (outcome === 2) this.#o.log?.error({ issueId: id, voidReason }, 'draw: issue voided, bets refunded');
    await this.#afterCommit(after);
    if (outcome !== 0) await this.#issueChanged(peek.game_code);
    return outcome;
  }

  /**
   * An operator's void (two-person approved upstream, with its reason): only an issue on sale or closed
   * and not yet drawn. Under the issue's row lock — the lock the draw and bet placement take — it is
   * marked VOID and every pending bet and chase item of it refunded through the ledger, in one
   * transaction. Whichever of a void and the draw locks the row first wins; the other finds it revealed
   * and does nothing, so bets are either settled or refunded, once. The seed stays sealed until the
   * issue's draw time (publication rule, game-rules A1); `revealVoided` then reveals it and puts the next
   * issue on sale, as the draw would have. A PENDING issue is refused: its predecessor is undrawn. The
   * void is audited in its transaction (the issue's state before → after); a refusal records nothing.
   */
  async voidIssue(
    id: number,
    reason: string,
    audit: AdminAudit,
  ): Promise<'voided' | 'not-found' | 'not-voidable'> {
    const now = this.#o.now();
    let after: AfterCommit | undefined;
    let gameCode = '';
    const outcome = await this.#o.db.transaction().execute(async (trx) => {
      const row = await repo.lockIssue(trx, id);
      if (!row) return 'not-found' as const;
      if (row.state !== 'OPEN' && row.state !== 'CLOSED') return 'not-voidable' as const;
      gameCode = row.game_code;
      await repo.markVoidSealed(trx, id, reason, now);
      after = await this.#o.settler?.refundIssue(trx, { ...row, state: 'VOID' }, reason);
      const issue = { game_code: row.game_code, issue: row.issue };
      await audit.record(trx, {
        action: 'issue.voided',
        target: `issue:${id}`,
        before: { ...issue, state: row.state, void_reason: null },
        after: { ...issue, state: 'VOID', void_reason: reason },
      });
      return 'voided' as const;
    });
    if (outcome !== 'voided') return outcome;
    this.#o.log?.info?.({ issueId: id, reason }, 'draw: issue voided by operators, bets refunded');
    await this.#afterCommit(after);
    await this.#issueChanged(gameCode);
    // Voided at or after its draw time: revealed at once.
    await this.revealVoided(id);
    return outcome;
  }

  /**
   * Reveals the seed of an operator-voided issue once its draw time has come, and puts the next issue on
   * sale with it as the commitment. 1 = revealed, 0 = nothing to do. A seed that fails its commitment
   * is not revealed (the next issue then never gets one, and its own draw voids it).
   */
  async revealVoided(id: number): Promise<0 | 1> {
    const now = this.#o.now();
    let gameCode = '';
    const done = await this.#o.db.transaction().execute(async (trx) => {
      const row = await repo.lockIssue(trx, id);
      if (row?.state !== 'VOID' || !row.reveal_pending || row.draw_at > now) return 0 as const;
      gameCode = row.game_code;
      const derived = await this.#seeds.seedOf(trx, row);
      const seed = derived.cause ? null : derived.seed;
      await repo.markRevealed(trx, id, seed);
      await this.#openNext(trx, row, seed, now);
      return 1 as const;
    });
    if (done) await this.#issueChanged(gameCode);
    return done;
  }

  /** The issue after `row` goes on sale (or straight to CLOSED if its close passed meanwhile). */
  async #openNext(trx: Transaction<Database>, row: DrawIssueRow, seed: string | null, now: Date) {
    const next = await repo.nextIssueForUpdate(trx, row.game_code, row.draw_at);
    if (next?.state !== 'PENDING') return;
    const chain = { id: next.chain_id, terminal_hash: next.commitment ?? '' };
    const commitment = publicCommitment(chain, next.chain_index, { ...row, state: 'DRAWN', seed_hex: seed });
    // Without a public commitment it never sells; its own draw voids it ('not committed').
    if (!commitment) return;
    await repo.openIssue(trx, next.id, next.close_at <= now ? 'CLOSED' : 'OPEN', commitment);
  }

  /**
   * Settles one drawn issue exactly once, chunk by chunk: each chunk locks the issue row, settles
   * still-pending bets only, and commits; the chunk that finds nothing more marks the issue SETTLED in
   * the same transaction. A crash between chunks loses nothing and repeats nothing.
   */
  async settleIssue(id: number): Promise<number> {
    for (;;) {
      const now = this.#o.now();
      let after: AfterCommit | undefined;
      const step = await this.#o.db.transaction().execute(async (trx) => {
        const row = await repo.lockIssue(trx, id);
        if (row?.state !== 'DRAWN' || row.settled_at) return 'none';
        const chunk = await this.#o.settler?.settleIssue(trx, row, this.#o.settleChunk);
        after = chunk?.after;
        if (chunk?.more) return 'more';
        await repo.markSettled(trx, id, now);
        return 'settled';
      });
      await this.#afterCommit(after);
      if (step !== 'more') return step === 'settled' ? 1 : 0;
    }
  }

  /** Runs `tick()` every `intervalMs` (never two at once) until `stop()`. */
  start(intervalMs = 1000): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.tick()
        .catch((err: unknown) => this.#o.log?.error({ err }, 'draw: tick failed'))
        .finally(() => {
          this.#running = null;
        });
    }, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    await this.#o.lease.release().catch(() => {});
  }

  /** Seals plain chain secrets left by databases from before migration 0091; returns how many. */
  sealPlainSecrets(): Promise<number> {
    return this.#seeds.sealPlainSecrets();
  }

  async #afterCommit(after: AfterCommit | undefined): Promise<void> {
    if (!after) return;
    await after().catch((err: unknown) => this.#o.log?.error({ err }, 'draw: post-commit work failed'));
  }

  async #guard(what: string, fn: () => Promise<number>): Promise<number> {
    try {
      return await fn();
    } catch (err) {
      this.#o.log?.error({ err, step: what }, 'draw: step failed; retried next tick');
      return 0;
    }
  }
}
