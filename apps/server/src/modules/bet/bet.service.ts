import { createHash } from 'node:crypto';
import { type BetItem, type BetReceipt, Messages } from '@qilin/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { DrawService } from '../draw';
import { drawIssues } from '../draw';
import {
  getMemberBalances,
  IdempotencyConflictError,
  InsufficientFundsError,
  placeHold,
  voidHold,
} from '../ledger';
import { BetErrors } from './bet.errors';
import { betRepository as repo } from './bet.repository';
import type { BetOrderRow } from './bet.tables';
import { checkActivityBet, DisqualifiedError, recordDisqualification } from './bet-activity';
import { betFamily, resolveItems } from './bet-items';

export type PlaceBetInput = {
  gameCode: string;
  roomId: string;
  /** Defaults to the issue on sale now. */
  issue?: string;
  items: BetItem[];
  idempotencyKey?: string;
  chaseId?: number;
  multiple?: number;
  /** Champion-match activity (its tables refuse and disqualify both-sides betting). */
  activeId?: string;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** Placing and cancelling bets; every stake is a ledger hold taken in the transaction that records the bet. */
export class BetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly draws: DrawService,
    private readonly now: () => Date,
  ) {}

  async place(memberId: number, input: PlaceBetInput): Promise<BetReceipt> {
    const family = betFamily(input.gameCode);
    const resolved = resolveItems(family, input.items);
    const issue = input.issue ?? (await this.draws.currentIssue(input.gameCode))?.issue;
    if (!issue) throw BetErrors.issueNotFound();
    const key = input.idempotencyKey ?? null;
    const requestHash = sha256(
      JSON.stringify([input.gameCode, input.roomId, issue, input.items, input.chaseId ?? null]),
    );
    try {
      return await this.db
        .transaction()
        .execute((trx) => this.#placeIn(trx, memberId, { ...input, issue }, resolved, key, requestHash));
    } catch (err) {
      if (key && isUniqueViolation(err)) return this.#replay(memberId, key, requestHash);
      if (err instanceof DisqualifiedError) await recordDisqualification(this.db, err);
      if (err instanceof InsufficientFundsError) {
        const { balanceFen } = await getMemberBalances(this.db, memberId);
        if (balanceFen < family.limits.minFen)
          throw new InsufficientFundsError(Messages.insufficientForMinBet);
      }
      throw err;
    }
  }

  /** Places inside the caller's transaction (chase plans place every issue's order in one transaction). */
  async placeIn(trx: Transaction<Database>, memberId: number, input: PlaceBetInput & { issue: string }) {
    const resolved = resolveItems(betFamily(input.gameCode), input.items);
    return this.#placeIn(trx, memberId, input, resolved, null, '');
  }

  async #placeIn(
    trx: Transaction<Database>,
    memberId: number,
    input: PlaceBetInput & { issue: string },
    resolved: ReturnType<typeof resolveItems>,
    key: string | null,
    requestHash: string,
  ): Promise<BetReceipt> {
    if (key) {
      const existing = await repo.orderByKey(trx, memberId, key);
      if (existing) return replayOf(existing, requestHash);
    }
    const now = this.now();
    const issueRow = await drawIssues.shareIssue(trx, input.gameCode, input.issue);
    if (!issueRow) throw BetErrors.issueNotFound();
    // The server's clock decides (B §2): at or after close the bet is refused whatever the row says.
    if (issueRow.state !== 'OPEN' || now.getTime() >= issueRow.close_at.getTime()) throw BetErrors.closed();
    const family = betFamily(input.gameCode);
    if (input.activeId) {
      const playIds = resolved.map((r) => r.item.playId);
      await checkActivityBet(trx, {
        activeId: input.activeId,
        memberId,
        family,
        issueId: issueRow.id,
        issue: input.issue,
        playIds,
      });
    }
    const totalFen = resolved.reduce((s, r) => s + r.item.amountFen, 0);
    const already = await repo.memberIssueStake(trx, memberId, issueRow.id);
    if (already + totalFen > family.limits.maxPerIssueFen)
      throw BetErrors.issueLimit(family.limits.maxPerIssueFen);
    const orderId = await repo.insertOrder(trx, {
      memberId,
      gameCode: input.gameCode,
      roomId: input.roomId,
      issueId: issueRow.id,
      issue: input.issue,
      chaseId: input.chaseId ?? null,
      activeId: input.activeId ?? '',
      multiple: input.multiple ?? 1,
      totalFen,
      idempotencyKey: key,
      requestHash,
      placedAt: now,
    });
    const items = await holdAndRecord(trx, memberId, orderId, issueRow.id, resolved);
    const body = {
      orderId,
      gameId: input.gameCode,
      roomId: input.roomId,
      issue: input.issue,
      items,
      totalFen,
      serverTime: now.getTime(),
    };
    const receipt: BetReceipt = { ...body, hash: sha256(JSON.stringify(body)) };
    await repo.setReceipt(trx, orderId, JSON.stringify(receipt), receipt.hash);
    return receipt;
  }

  async #replay(memberId: number, key: string, requestHash: string): Promise<BetReceipt> {
    const existing = await repo.orderByKey(this.db, memberId, key);
    if (!existing) throw BetErrors.invalidSelection();
    return replayOf(existing, requestHash);
  }

  /** Cancels one open order (by id) or all of the member's open orders in the game, before close. */
  async cancel(
    memberId: number,
    gameCode: string,
    orderId?: number,
  ): Promise<{ cancelled: number[]; refundFen: number }> {
    betFamily(gameCode);
    return this.db.transaction().execute(async (trx) => {
      const orders = await repo.openOrders(trx, memberId, gameCode, orderId);
      const now = this.now().getTime();
      const cancellable: BetOrderRow[] = [];
      for (const o of orders) {
        if (o.chase_id !== null && orderId === undefined) continue; // chase items cancel through the chase
        // Lock order as settlement does (issue, then order) so a cancel and a settlement never deadlock.
        const issue = await drawIssues.shareIssueById(trx, o.issue_id);
        const open = issue?.state === 'OPEN' && now < issue.close_at.getTime();
        if (open && (await repo.lockOpenOrder(trx, o.id))) cancellable.push(o);
        else if (orderId !== undefined) throw BetErrors.notCancellable();
      }
      if (cancellable.length === 0)
        throw orderId === undefined ? BetErrors.nothingToCancel() : BetErrors.notCancellable();
      const refundFen = await this.voidOrders(
        trx,
        cancellable.map((o) => o.id),
        'cancelled',
      );
      return { cancelled: cancellable.map((o) => o.id), refundFen };
    });
  }

  /** Voids the holds of every pending bet of these orders and marks them; returns the fen refunded. */
  async voidOrders(
    trx: Transaction<Database>,
    orderIds: number[],
    status: 'cancelled' | 'refunded',
  ): Promise<number> {
    const bets = await repo.pendingBetsOfOrders(trx, orderIds);
    for (const b of bets)
      await voidHold(trx, b.hold_id, { type: status === 'cancelled' ? 'bet_cancel' : 'bet_refund' });
    await repo.markBets(
      trx,
      bets.map((b) => ({ id: b.id, status, payoutFen: 0 })),
      this.now(),
    );
    await repo.setOrdersStatus(trx, orderIds, status === 'cancelled' ? 'cancelled' : 'settled');
    return bets.reduce((s, b) => s + b.stake_fen, 0);
  }
}

function replayOf(order: BetOrderRow, requestHash: string): BetReceipt {
  if (requestHash && order.request_hash && order.request_hash !== requestHash)
    throw new IdempotencyConflictError();
  return JSON.parse(order.receipt) as BetReceipt;
}

/** One hold per item (member_wallet → member_held) and its bet row, in the caller's transaction. */
async function holdAndRecord(
  trx: Transaction<Database>,
  memberId: number,
  orderId: number,
  issueId: number,
  resolved: ReturnType<typeof resolveItems>,
): Promise<BetReceipt['items']> {
  const items: BetReceipt['items'] = [];
  for (const r of resolved) {
    const { holdId } = await placeHold(trx, {
      memberId,
      amountFen: r.holdFen,
      type: 'bet_stake',
      refType: 'bet_order',
      refId: String(orderId),
    });
    const { playId, amountFen } = r.item;
    const betId = await repo.insertBet(trx, {
      orderId,
      memberId,
      issueId,
      playId,
      name: r.name,
      selection: r.selection,
      odds: r.odds,
      stakeFen: amountFen,
      holdId,
    });
    items.push({ betId, playId, name: r.name, selection: r.item, odds: r.odds, amountFen });
  }
  return items;
}
