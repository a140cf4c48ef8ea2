import { type BetSettlement, type GameResult, type SettleBet, settleBet } from '@qilin/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import type { AfterCommit, DrawIssueRow, IssueSettler } from '../draw';
import { type HoldBatchOptions, type HoldSettlement, settleHoldsBatch } from '../ledger';
import { betRepository as repo } from './bet.repository';
import type { BetRow, BetStatus } from './bet.tables';

/** Pushes after a settlement commits (decorated `app.realtime`, absent in some tests). */
export interface SettlementNotifier {
  publish(
    target: { memberId: number },
    message: { type: 'bonus'; amountFen: number; gameId?: string; issue?: string } | { type: 'ex_out_all' },
  ): Promise<unknown>;
}

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
 * Stakes posted in a chunk go to the house as one transfer per member under the issue's ref (never a
 * house row update per bet); refunds, reserve releases and payouts stay one transfer per bet, the
 * lines a member sees in the wallet history.
 */
const batchOptions = (issue: DrawIssueRow): HoldBatchOptions => ({
  house: { kind: 'house' },
  postType: 'bet_stake',
  voidType: 'bet_refund',
  payoutType: 'bet_payout',
  payoutRefType: 'bet',
  postRef: { refType: 'issue', refId: String(issue.id) },
});

/**
 * A push or refund voids the hold; otherwise the stake (plus a 翻倍 loss beyond it) is posted to the
 * house, the rest of a larger reserve returns to the wallet, and a win's payout comes from the house.
 */
function holdSettlement(bet: BetRow, s: BetSettlement): HoldSettlement {
  if (s.outcome === 'push' || s.outcome === 'refund') return { holdId: bet.hold_id, action: 'void' };
  const postFen = bet.stake_fen + (s.outcome === 'lose' ? s.extraLossFen : 0);
  return {
    holdId: bet.hold_id,
    action: 'post',
    postFen,
    payoutFen: s.outcome === 'win' ? s.payoutFen : 0,
    payoutRefId: String(bet.id),
  };
}

/**
 * Settles an issue's bets with the domain's `settleBets` inside the scheduler's transaction: a losing
 * stake is posted to the house, a winning one too and the payout credited from the house, a push or
 * refund voids the hold. The ledger moves of a chunk go through settleHoldsBatch (set-based, one update
 * per account) and its bet rows are updated set-based too; pushes go out after each commit.
 */
export class BetSettler implements IssueSettler {
  constructor(
    private readonly now: () => Date,
    private readonly notifier: () => SettlementNotifier | undefined,
    private readonly afterSettled?: AfterIssueSettled,
  ) {}

  async settleIssue(
    trx: Transaction<Database>,
    issue: DrawIssueRow,
    limit: number,
  ): Promise<{ after?: AfterCommit | undefined; more: boolean }> {
    const bets = await repo.pendingBetsOfIssue(trx, issue.id, limit);
    if (bets.length === 0) {
      await repo.closeOrdersOfIssue(trx, issue.id);
      return { more: false };
    }
    // The PC28 tiers look at the member's whole stake in the issue, across chunks; a room's 回本 on a
    // hedge looks at the plays the member holds in the issue.
    const members = [...new Set(bets.map((b) => b.member_id))];
    const stakeByMember = await repo.memberStakesInIssue(trx, issue.id, members);
    const hedgeRule = bets.some((b) => (b.rules as { hedged1314Refund?: boolean } | null)?.hedged1314Refund);
    const playsByMember = hedgeRule ? await repo.memberPlaysInIssue(trx, issue.id, members) : new Map();
    // Each bet settles with the room settings it was placed under (null = the domain's defaults).
    const outcomes = bets.map((b) =>
      settleBet(
        issue.result as GameResult,
        {
          id: String(b.id),
          selection: b.selection as SettleBet['selection'],
          stakeFen: b.stake_fen,
          odds: b.odds as SettleBet['odds'],
          issueStakeFen: stakeByMember.get(b.member_id) ?? 0,
          ...(hedgeRule && { issuePlayIds: playsByMember.get(b.member_id) ?? [] }),
        },
        (b.rules ?? undefined) as Parameters<typeof settleBet>[2],
      ),
    );
    // One batch per chunk: each touched account (wallets, held, house) is locked and moved once.
    await settleHoldsBatch(
      trx,
      outcomes.map((s, i) => holdSettlement(bets[i]!, s)),
      batchOptions(issue),
    );
    const wins = new Map<number, number>();
    const wonOrders = new Set<number>();
    for (const [i, s] of outcomes.entries()) {
      const bet = bets[i]!;
      if (s.outcome === 'win') {
        wins.set(bet.member_id, (wins.get(bet.member_id) ?? 0) + s.payoutFen);
        wonOrders.add(bet.order_id);
      }
    }
    await repo.markBets(
      trx,
      outcomes.map((s, i) => ({ id: bets[i]!.id, status: STATUS[s.outcome], payoutFen: s.payoutFen })),
      this.now(),
    );
    await this.afterSettled?.(trx, issue, [...wonOrders]);
    return { after: this.#push(issue, wins, new Set(bets.map((b) => b.member_id))), more: true };
  }

  async refundIssue(trx: Transaction<Database>, issue: DrawIssueRow): Promise<AfterCommit | undefined> {
    const bets = await repo.pendingBetsOfIssue(trx, issue.id, Number.MAX_SAFE_INTEGER);
    await settleHoldsBatch(
      trx,
      bets.map((b) => ({ holdId: b.hold_id, action: 'void' as const })),
      batchOptions(issue),
    );
    await repo.markBets(
      trx,
      bets.map((b) => ({ id: b.id, status: 'refunded', payoutFen: 0 })),
      this.now(),
    );
    await repo.closeOrdersOfIssue(trx, issue.id);
    return this.#push(issue, new Map(), new Set(bets.map((b) => b.member_id)));
  }

  #push(issue: DrawIssueRow, wins: Map<number, number>, members: Set<number>): AfterCommit | undefined {
    if (members.size === 0) return undefined;
    return async () => {
      const n = this.notifier();
      if (!n) return;
      for (const [memberId, amountFen] of wins)
        await n.publish(
          { memberId },
          { type: 'bonus', amountFen, gameId: issue.game_code, issue: issue.issue },
        );
      for (const memberId of members) await n.publish({ memberId }, { type: 'ex_out_all' });
    };
  }
}
