import { HALL_NOTICE_TAG } from '@qilin/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { drawRepository as repo } from './draw.repository';
import type { DrawChainRow } from './draw.tables';
import type { DrawSchedule } from './draw-schedule.rules';
import type { DrawSeeds } from './draw-seeds.service';

/** An epoch made public: its terminal hash, from then on in the append-only `draw_epochs` list. */
export type AnnouncedEpoch = { gameCode: string; epoch: number; terminalHash: string; chainLength: number };

/** Mark Six draws at most every two days: links a span of time can use. */
const MARK_SIX_MIN_GAP_MS = 2 * 86_400_000;

/** How many links of a chain the schedule uses within `ms` at most. */
export function linksWithin(schedule: DrawSchedule, ms: number): number {
  const gap = schedule.kind === 'periodic' ? schedule.periodSec * 1000 : MARK_SIX_MIN_GAP_MS;
  return Math.ceil(ms / gap);
}

/**
 * Chain epochs of a game (game-rules A1, Epochs). The issues draw from the *active* chain: the lowest
 * epoch with links left. The next epoch is created — and its terminal hash announced — as soon as the
 * active one has no more than `announceAheadMs` of links left, so it takes over no sooner than that
 * (36 h by default: at least a day's notice even when the server was down for some of it). Every
 * step runs in the opener's transaction under the chain row lock.
 */
export class DrawEpochs {
  constructor(
    private readonly seeds: DrawSeeds,
    private readonly chainLength: number,
    private readonly announceAheadMs: number,
    private readonly now: () => Date,
    private readonly log?: { info?(obj: object, msg: string): void },
  ) {}

  /** The active chain, row-locked; the game's first epoch when it has none. */
  async active(trx: Transaction<Database>, gameCode: string, announced: AnnouncedEpoch[]) {
    const chain = await repo.activeChainForUpdate(trx, gameCode);
    if (chain && chain.next_index <= chain.length) return chain;
    return this.#epoch(trx, gameCode, (chain?.epoch ?? 0) + 1, announced);
  }

  /** The epoch after `chain`: the announced one, or (a chain shorter than the notice) one made now. */
  async next(trx: Transaction<Database>, chain: DrawChainRow, announced: AnnouncedEpoch[]) {
    return this.#epoch(trx, chain.game_code, chain.epoch + 1, announced);
  }

  /** Announces the next epoch once the active chain is within the notice period of its end. */
  async announceIfDue(
    trx: Transaction<Database>,
    chain: DrawChainRow,
    schedule: DrawSchedule,
    announced: AnnouncedEpoch[],
  ): Promise<void> {
    const left = chain.length - chain.next_index + 1;
    if (left > linksWithin(schedule, this.announceAheadMs)) return;
    if (await repo.chainOfEpoch(trx, chain.game_code, chain.epoch + 1)) return;
    await this.#epoch(trx, chain.game_code, chain.epoch + 1, announced);
  }

  /**
   * Epoch `epoch` of the game, created if missing: fresh sealed secret, terminal hash public from now on
   * (it commits the epoch's first issue). With no row to lock, two openers can both get here: the
   * loser's insert waits for the winner's commit and it continues on that chain.
   */
  async #epoch(trx: Transaction<Database>, gameCode: string, epoch: number, announced: AnnouncedEpoch[]) {
    const existing = await repo.chainOfEpoch(trx, gameCode, epoch);
    if (existing) return existing;
    const { secretEnc, terminalHash } = this.seeds.newChain(gameCode, epoch, this.chainLength);
    const row = { gameCode, epoch, secretEnc, length: this.chainLength, terminalHash };
    const created = await repo.insertChain(trx, row);
    if (created) {
      const at = this.now();
      await repo.insertEpoch(trx, { gameCode, epoch, terminalHash, chainLength: this.chainLength, at });
      announced.push({ gameCode, epoch, terminalHash, chainLength: this.chainLength });
      this.log?.info?.({ gameCode, epoch, terminalHash }, 'draw: chain epoch announced');
    }
    const chain = created ?? (await repo.chainOfEpoch(trx, gameCode, epoch));
    if (!chain) throw new Error(`draw chain ${gameCode}#${epoch} vanished`);
    return chain;
  }
}

/** The member notice of an announced rotation: which game, which epoch, the terminal hash to hold us to. */
export function epochNotice(e: AnnouncedEpoch, gameName = e.gameCode) {
  return {
    title: `${gameName} 开奖哈希链轮换公告`,
    content:
      `${gameName} 的第 ${e.epoch} 条开奖哈希链已公布，将在当前链用完后启用（至少提前 24 小时公告）。` +
      `终端哈希：${e.terminalHash}，链长 ${e.chainLength}。可在公平性验证页核对。`,
    name: '',
    tag: HALL_NOTICE_TAG,
    push: true,
    important: false,
  };
}
