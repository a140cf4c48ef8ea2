import { gameResultSchema } from '@qilin/contract';
import {
  type BetSettlement,
  type GameResult,
  resultNeedsIssueContext,
  type SettleBet,
  settleBet,
} from '@qilin/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import type { DomainEvent, DomainEvents } from '../../events';
import type { AfterCommit, DrawIssueRow, IssueSettler } from '../draw';
import { type RegisterSetOptions, settleRegisterSet } from '../ledger';
import { betRepository } from './bet.repository';
import type { BetStatus } from './bet.tables';
import {
  type BetShape,
  type ChunkMember,
  type MemberGroups,
  betSettlementRepository as repo,
  type ShapeVerdict,
} from './bet-settlement.repository';

/** Hook for chase plans: called inside the settlement transaction with the orders that won. */
export type AfterIssueSettled = (
  trx: Transaction<Database>,
  issue: DrawIssueRow,
  wonOrderIds: number[],
) => Promise<void>;

const STATUS: Record<BetSettlement['outcome'], BetStatus> = {
  win: 'won',
  lose: 'lost',
  push: 'push',
  refund: 'refunded',
};

/**
 * Posted stakes go to the house, payouts come from it; every transfer is written per member under the
 * issue's ref (never a house row update per bet), the lines a member's wallet history shows per issue.
 */
const registerSetOptions = (issue: DrawIssueRow): RegisterSetOptions => ({
  house: { kind: 'house' },
  postType: 'bet_stake',
  voidType: 'bet_refund',
  payoutType: 'bet_payout',
  ref: { refType: 'issue', refId: String(issue.id) },
});

/**
 * A push or refund voids what the bet holds (post null); otherwise the stake (plus a 翻倍 loss beyond it) is
 * posted to the house, the rest of a larger reserve returns to the wallet, and a win's payout comes
 * from the house.
 */
function verdictOf(shape: BetShape, s: BetSettlement): ShapeVerdict {
  const post =
    s.outcome === 'push' || s.outcome === 'refund'
      ? null
      : shape.stake_fen + (s.outcome === 'lose' ? s.extraLossFen : 0);
  return {
    g: shape.g,
    shape: shape.shape,
    status: STATUS[s.outcome],
    payout_fen: s.payoutFen,
    post_fen: post,
  };
}

/**
 * What the settler keeps of the issue it is settling: the member contexts (frozen since close) and
 * `settledTo`, the highest bet id of its committed chunks — every pending bet at or below it is settled,
 * so the next chunk's index scan starts above it instead of stepping over the dead index entries the
 * earlier chunks left (quadratic over a 1M-bet issue). 0 after a restart: correct, one slower scan.
 */
type IssueContexts = {
  issueId: number;
  /** The issue's result, read through the contract's union once when the issue is met. */
  result: GameResult;
  groups: MemberGroups;
  contexts: ChunkMember[];
  settledTo: number;
  /** Whether won bets must name their orders: only chase plans read them (`afterSettled`). */
  wonRefs: boolean;
  /**
   * Every verdict of the issue, judged up front from its registered shapes (migration 0084) when the
   * result reads no member context: each chunk is then one update of an id range, with no pass over
   * its bets to find their shapes first. Null: chunks are read for their shapes (`nextChunk`).
   */
  verdicts: ShapeVerdict[] | null;
};

/** Members judged alike (same issue stake, same plays held) share a context group. */
function contextGroups(members: ChunkMember[]): Pick<IssueContexts, 'groups' | 'contexts'> {
  const byKey = new Map<string, number>();
  const contexts: ChunkMember[] = [];
  const groups: MemberGroups = {};
  for (const m of members) {
    const key = `${m.issueStakeFen}|${m.plays.join(',')}`;
    let g = byKey.get(key);
    if (g === undefined) {
      g = contexts.push(m) - 1;
      byKey.set(key, g);
    }
    groups[m.memberId] = g;
  }
  return { groups, contexts };
}

/** Each shape judged once by the domain, in its member context group. */
function judge(result: GameResult, shapes: BetShape[], contexts: ChunkMember[]): ShapeVerdict[] {
  return shapes.map((shape) => {
    const ctx = contexts[shape.g];
    const s = settleBet(
      result,
      {
        id: '',
        selection: shape.selection as SettleBet['selection'],
        stakeFen: shape.stake_fen,
        odds: shape.odds as SettleBet['odds'],
        issueStakeFen: ctx?.issueStakeFen ?? 0,
        issuePlayIds: ctx?.plays ?? [],
      },
      (shape.rules ?? undefined) as Parameters<typeof settleBet>[2],
    );
    return verdictOf(shape, s);
  });
}

/** What each member got back from a settled chunk: payouts, voided and released holds. */
const returnsOf = (members: { memberId: number; voidFen: number; releaseFen: number; payoutFen: number }[]) =>
  members.map((m) => ({ memberId: m.memberId, fen: m.voidFen + m.releaseFen + m.payoutFen }));

/**
 * Settles an issue's bets inside the scheduler's transaction, set-based: bets settle by shape (same
 * play, selection, odds, room rules, stake and member context) — the issue's registered shapes, or the
 * chunk's when the result reads member context —, each shape is judged once by the domain's
 * `settleBet`, and one statement applies the verdicts to the bet rows — each bet is its own hold (a
 * ledger hold register) — and sums what moves per member for the ledger (settleRegisterSet); bet rows
 * never travel to the server and back. Its events (wins, then balances) are published after each commit.
 */
export class BetSettler implements IssueSettler {
  /** Told, after each chunk commits, how many bets it settled (/metrics). */
  onSettled: ((bets: number) => void) | undefined;
  /**
   * Told, in the chunk's transaction, what came back to each member (payouts, refunds, released
   * holds): player protection nets its members' losses with it.
   */
  onReturns:
    | ((trx: Transaction<Database>, rows: { memberId: number; fen: number }[]) => Promise<void>)
    | undefined;
  /** The member contexts of the issue being settled, read at its first chunk (frozen since close). */
  #issue: IssueContexts | undefined;

  constructor(
    private readonly now: () => Date,
    private readonly events: Pick<DomainEvents, 'publish'>,
    private readonly afterSettled?: AfterIssueSettled,
  ) {}

  async settleIssue(
    trx: Transaction<Database>,
    issue: DrawIssueRow,
    limit: number,
  ): Promise<{ after?: AfterCommit | undefined; more: boolean }> {
    if (this.#issue?.issueId !== issue.id) this.#issue = await this.#begin(trx, issue);
    const state = this.#issue;
    const next = state.verdicts
      ? await this.#registryChunk(trx, issue.id, limit, state)
      : await this.#scannedChunk(trx, issue, limit, state);
    if (!next) {
      await betRepository.closeOrdersOfIssue(trx, issue.id);
      return { more: false };
    }
    const { chunk, verdicts, last } = next;
    const members = await settleRegisterSet(
      trx,
      repo.settleSource(chunk, state.groups, verdicts, this.now(), state.wonRefs),
      registerSetOptions(issue),
    );
    await this.onReturns?.(trx, returnsOf(members));
    const settled = members.reduce((n, m) => n + m.rows, 0);
    // Every bet of a scanned chunk matched a shape, or the chunk would come back forever: refuse loudly.
    if (settled !== chunk.n && !state.verdicts)
      throw new Error(`settled ${settled} of ${chunk.n} bets of issue ${issue.id}`);
    const wonOrders = members.flatMap((m) => m.payoutRefs.map(Number));
    await this.afterSettled?.(trx, issue, wonOrders);
    const wins = new Map(members.filter((m) => m.payoutFen > 0).map((m) => [m.memberId, m.payoutFen]));
    const push = this.#push(issue, wins, new Set(members.map((m) => m.memberId)));
    if (settled !== chunk.n) {
      // A bet whose shape is not registered (written around placement) stayed pending: the rest of the
      // issue is read for its shapes, from the same cursor, so it is found.
      state.verdicts = null;
      return {
        after: async () => {
          this.onSettled?.(settled);
          await push?.();
        },
        more: true,
      };
    }
    const after: AfterCommit = async () => {
      state.settledTo = Math.max(state.settledTo, chunk.hi); // only once the chunk is committed
      this.onSettled?.(settled);
      await push?.();
    };
    // The chunk was the rest of the issue (nothing pending above it, none below the cursor): the issue
    // ends in this transaction instead of one more that would only find nothing.
    if (last) {
      await betRepository.closeOrdersOfIssue(trx, issue.id);
      return { after, more: false };
    }
    return { after, more: true };
  }

  /**
   * What the settler keeps of a newly met issue. Most results read no member context (domain): then every
   * bet is judged alike, no member is read, and the verdicts come from the issue's registered shapes.
   */
  async #begin(trx: Transaction<Database>, issue: DrawIssueRow): Promise<IssueContexts> {
    const wonRefs = this.afterSettled !== undefined && (await repo.issueHasChases(trx, issue.id));
    // Settled only once drawn: a missing or malformed result fails here, before any bet is judged.
    const result = gameResultSchema.parse(issue.result);
    const fresh = { issueId: issue.id, result, settledTo: 0, wonRefs };
    if (resultNeedsIssueContext(result))
      return { ...fresh, ...contextGroups(await repo.issueMembers(trx, issue.id)), verdicts: null };
    const verdicts = judge(result, await repo.issueShapes(trx, issue.id), []);
    return { ...fresh, groups: null, contexts: [], verdicts };
  }

  /** The next chunk read for its shapes, each judged in its member context group. */
  async #scannedChunk(trx: Transaction<Database>, issue: DrawIssueRow, limit: number, state: IssueContexts) {
    const next = await repo.nextChunk(trx, issue.id, limit, state.groups, state.settledTo);
    return (
      next && {
        chunk: next.chunk,
        verdicts: judge(state.result, next.shapes, state.contexts),
        last: next.chunk.n < limit,
      }
    );
  }

  /** The next id range of pending bets, with the issue's verdicts (the registry path). */
  async #registryChunk(trx: Transaction<Database>, issueId: number, limit: number, state: IssueContexts) {
    const next = await repo.nextRange(trx, issueId, limit, state.settledTo);
    return next && { chunk: next.chunk, verdicts: state.verdicts ?? [], last: next.last };
  }

  async refundIssue(trx: Transaction<Database>, issue: DrawIssueRow): Promise<AfterCommit | undefined> {
    const members = await settleRegisterSet(
      trx,
      repo.refundSource(issue.id, this.now()),
      registerSetOptions(issue),
    );
    await this.onReturns?.(trx, returnsOf(members));
    await betRepository.closeOrdersOfIssue(trx, issue.id);
    // Chase plans (game-rules A1, B §0: a void refunds every bet and chase item): a voided item wins
    // nothing and the plan goes on; it is finished when that was its last open item.
    await this.afterSettled?.(trx, issue, []);
    return this.#push(issue, new Map(), new Set(members.map((m) => m.memberId)));
  }

  #push(issue: DrawIssueRow, wins: Map<number, number>, members: Set<number>): AfterCommit | undefined {
    if (members.size === 0) return undefined;
    return async () => {
      const won = [...wins].map(
        ([memberId, amountFen]): DomainEvent => ({
          type: 'bonusWon',
          memberId,
          amountFen,
          gameCode: issue.game_code,
          issue: issue.issue,
        }),
      );
      const changed = [...members].map((memberId): DomainEvent => ({ type: 'balanceChanged', memberId }));
      await this.events.publish(...won, ...changed);
    };
  }
}
