import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { commitmentOf, newChain, seedsAt } from './chain-links';
import { drawRepository as repo } from './draw.repository';
import type { DrawIssueRow } from './draw.tables';
import { DrawLease } from './draw-lease';
import { type DrawGame, type IssueInfo, issueAtFor, nextIssueFor } from './draw-schedule';

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

export type DrawResultFn = (gameCode: string, seedHex: string, issue: string) => unknown;

export interface DrawSchedulerOptions {
  db: Kysely<Database>;
  games: DrawGame[];
  now: () => Date;
  drawResult: DrawResultFn;
  algorithm: string;
  /** Links per chain epoch; a new epoch (new secret, new terminal hash) starts when one is used up. */
  chainLength?: number;
  /** Issues opened beyond the current one, so their commitments are public well before they sell. */
  openAhead?: number;
  /** Bets settled per transaction; a big issue settles in idempotent chunks, then is marked SETTLED. */
  settleChunk?: number;
  settler?: IssueSettler;
  lease?: DrawLease;
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
  readonly #o: Required<Omit<DrawSchedulerOptions, 'settler' | 'log'>> &
    Pick<DrawSchedulerOptions, 'settler' | 'log'>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  /** Per game, the latest draw time this process knows to exist: saves a transaction per game per tick. */
  readonly #openedThrough = new Map<string, number>();
  readonly #sweepers: { name: string; run: Sweeper }[] = [];

  constructor(options: DrawSchedulerOptions) {
    this.#o = {
      chainLength: 20_000,
      openAhead: 2,
      settleChunk: 50_000,
      lease: new DrawLease(options.db),
      ...options,
    };
  }

  get games(): readonly DrawGame[] {
    return this.#o.games;
  }

  setSettler(settler: IssueSettler): void {
    this.#o.settler = settler;
  }

  /**
   * Hooks periodic work on the tick (after draws and settlements, leader only). The lease only saves
   * duplicate work: a sweeper must itself be safe under two processes (lock and re-check its rows).
   */
  addSweeper(name: string, run: Sweeper): void {
    this.#sweepers.push({ name, run });
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
    for (const id of await repo.idsInState(this.#o.db, ['OPEN', 'CLOSED'], now)) {
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
    const created = await this.#o.db.transaction().execute(async (trx) => {
      let chain = await this.#chainFor(trx, gameCode);
      const last = await repo.lastIssue(trx, gameCode);
      const fresh = wanted.filter((info) => !last || info.drawAtMs > last.draw_at.getTime());
      // The seeds of a run of new issues come from one walk down the chain (see seedsAt).
      let seeds: { chainId: number; from: number; list: string[] } = { chainId: 0, from: 0, list: [] };
      let created = 0;
      for (const info of fresh) {
        if (chain.next_index > chain.length) chain = await this.#newEpoch(trx, gameCode, chain.epoch + 1);
        const at = chain.next_index;
        if (seeds.chainId !== chain.id || at < seeds.from || at >= seeds.from + seeds.list.length) {
          const to = Math.min(chain.length, at + (fresh.length - created) - 1);
          seeds = { chainId: chain.id, from: at, list: seedsAt(chain.secret_hex, chain.length, at, to) };
        }
        const seedHex = seeds.list[at - seeds.from] as string;
        await repo.insertIssue(trx, {
          gameCode,
          issue: info.issue,
          openAt: new Date(info.openAtMs),
          closeAt: new Date(info.closeAtMs),
          drawAt: new Date(info.drawAtMs),
          chainId: chain.id,
          chainIndex: chain.next_index,
          commitment: commitmentOf(seedHex),
          seedHex,
          algorithm: this.#o.algorithm,
        });
        await repo.advanceChain(trx, chain.id);
        chain = { ...chain, next_index: chain.next_index + 1 };
        created += 1;
      }
      return created;
    });
    this.#openedThrough.set(gameCode, through);
    return created;
  }

  /** Draws one due issue: 0 = nothing to do, 1 = drawn, 2 = voided (and refunded). */
  async drawIssue(id: number): Promise<0 | 1 | 2> {
    const now = this.#o.now();
    let after: AfterCommit | undefined;
    const outcome = await this.#o.db.transaction().execute(async (trx) => {
      const row = await repo.lockIssue(trx, id);
      if (!row || (row.state !== 'OPEN' && row.state !== 'CLOSED') || row.draw_at > now) return 0;
      let cause = await this.#unusableSeed(trx, row);
      let result: unknown;
      if (!cause) {
        try {
          result = this.#o.drawResult(row.game_code, row.seed_hex, row.issue);
        } catch (err) {
          cause = `draw failed: ${err instanceof Error ? err.message : String(err)}`;
        }
      }
      if (cause) {
        await repo.markVoid(trx, id, cause, now);
        after = await this.#o.settler?.refundIssue(trx, { ...row, state: 'VOID' }, cause);
        return 2;
      }
      await repo.markDrawn(trx, id, result, now);
      return 1;
    });
    if (outcome === 2) this.#o.log?.error({ issueId: id }, 'draw: issue voided, bets refunded');
    await this.#afterCommit(after);
    return outcome;
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

  async #chainFor(trx: Transaction<Database>, gameCode: string) {
    const chain = await repo.latestChainForUpdate(trx, gameCode);
    return chain ?? this.#newEpoch(trx, gameCode, 1);
  }

  /**
   * A new epoch: fresh secret, its terminal hash public from now on (it commits the epoch's first issue).
   * With no chain yet there is no row to lock, so two first openers (a bet and the startup tick) can
   * both get here: the loser's insert waits for the winner's commit, and it continues on that chain.
   */
  async #newEpoch(trx: Transaction<Database>, gameCode: string, epoch: number) {
    const { secretHex, terminalHash } = newChain(this.#o.chainLength);
    const row = { gameCode, epoch, secretHex, length: this.#o.chainLength, terminalHash };
    const created = await repo.insertChain(trx, row);
    if (created) this.#o.log?.info?.({ gameCode, epoch, terminalHash }, 'draw: new chain epoch');
    const chain = created ?? (await repo.latestChainForUpdate(trx, gameCode));
    if (!chain) throw new Error(`draw chain of ${gameCode} vanished`);
    return chain;
  }

  async #unusableSeed(trx: Transaction<Database>, row: DrawIssueRow): Promise<string | null> {
    const chain = await repo.chainById(trx, row.chain_id);
    if (!chain) return 'chain missing';
    if (!/^[0-9a-f]{64}$/.test(row.seed_hex) || commitmentOf(row.seed_hex) !== row.commitment)
      return 'seed does not match its commitment';
    return null;
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
