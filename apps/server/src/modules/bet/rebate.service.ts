import { type BetItem, BetMessages, type BetReceipt, ErrorCode } from '@qilin/contract';
import {
  familyAtRebate,
  type GameFamily,
  isAllowedRebate,
  REBATE_STEP_BP,
  rebateFen,
  rebatePoint,
} from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { appError, Errors } from '../../lib/errors';
import type { AfterCommit, IssueSettler } from '../draw';
import { houseFor, transfer } from '../ledger';
import type { AdminAudit } from '../operator';
import { type ResolvedItem, resolveItems } from './bet-items.rules';
import { rebateRepository as repo } from './rebate.repository';

/** A resolved item with the rebate it took: its odds are the play's odds at that rebate. */
export type RebatedItem = ResolvedItem & { rebateBp: number; rebateFen: number };

const isForeignKeyViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';

const rebateRefused = (maxBp: number) =>
  appError(ErrorCode.RebateRefused, BetMessages.rebateRefused(rebatePoint(maxBp)));

/**
 * Matches items to the catalogue at their rebates: a rebate only on a norm (官方) item and within the
 * member's ceiling; the odds an item carries must be the play's odds at its rebate (the server
 * recomputes them, never takes the client's), and those lowered odds are what the bet stores.
 */
export function resolveAtRebates(
  family: GameFamily,
  items: readonly BetItem[],
  maxBp: number,
): RebatedItem[] {
  const atRebate = new Map<number, GameFamily>();
  return items.map((item) => {
    const bp = item.rebateBp ?? 0;
    if (bp > 0 && item.unit === undefined) throw rebateRefused(0);
    if (!isAllowedRebate(bp, maxBp)) throw rebateRefused(maxBp);
    let priced = atRebate.get(bp);
    if (!priced) {
      priced = familyAtRebate(family, bp);
      atRebate.set(bp, priced);
    }
    const [resolved] = resolveItems(priced, [item]);
    if (!resolved) throw new Error('resolveItems returned nothing for one item');
    return { ...resolved, rebateBp: bp, rebateFen: rebateFen(item.amountFen, bp) };
  });
}

/**
 * 返点 (rebate) of official bets: each member's ceiling (operator set, else the site default), the
 * rebate recorded with the bet in the transaction that places it, and the credit house → member_wallet
 * (`bet_rebate`) in the transaction that settles the bet won or lost — a cancelled or refunded bet
 * earns none, so no rebate is ever taken back (docs/ledger.md).
 */
export class RebateBook {
  /**
   * Told, in the settlement transaction, of the rebates just credited per member (player protection
   * counts them as returns: loss = stakes − returns).
   */
  onReturns:
    | ((trx: Transaction<Database>, rows: { memberId: number; fen: number }[]) => Promise<void>)
    | undefined;

  constructor(
    private readonly siteMaxBp: number,
    private readonly now: () => Date,
  ) {}

  async maxFor(db: Db, memberId: number): Promise<number> {
    return (await repo.memberMaxBp(db, memberId)) ?? this.siteMaxBp;
  }

  async info(db: Db, memberId: number): Promise<{ maxBp: number; stepBp: number }> {
    return { maxBp: await this.maxFor(db, memberId), stepBp: REBATE_STEP_BP };
  }

  /** An operator's ceiling for one member; null goes back to the site default. */
  async setMax(
    db: Kysely<Database>,
    memberId: number,
    maxBp: number | null,
    audit: AdminAudit,
  ): Promise<void> {
    try {
      await db.transaction().execute(async (trx) => {
        const before = (await repo.memberMaxBp(trx, memberId)) ?? null;
        if (maxBp === null) await repo.clearMemberMaxBp(trx, memberId);
        else await repo.setMemberMaxBp(trx, memberId, maxBp, this.now());
        await audit.record(trx, {
          action: 'member-rebate.set',
          target: `member:${memberId}`,
          before: { max_bp: before },
          after: { max_bp: maxBp },
        });
      });
    } catch (err) {
      if (isForeignKeyViolation(err)) throw Errors.notFound(); // no such member
      throw err;
    }
  }

  /** Items resolved at their rebates; the ceiling is read only when some item takes a rebate. */
  async resolve(
    db: Db,
    memberId: number,
    family: GameFamily,
    items: readonly BetItem[],
  ): Promise<RebatedItem[]> {
    const maxBp = items.some((i) => (i.rebateBp ?? 0) > 0) ? await this.maxFor(db, memberId) : 0;
    return resolveAtRebates(family, items, maxBp);
  }

  /** Records the rebates of a placed order (its receipt lists the bets in item order). */
  async record(db: Db, receipt: BetReceipt, resolved: readonly RebatedItem[]): Promise<void> {
    const rows = resolved.flatMap((r, i) => {
      const betId = receipt.items[i]?.betId;
      return r.rebateBp > 0 && betId !== undefined
        ? [{ betId, rebateBp: r.rebateBp, rebateFen: r.rebateFen }]
        : [];
    });
    await repo.insertForBets(db, rows);
  }

  /**
   * In the settlement transaction: credits every member their due rebates of the issue's bets now won
   * or lost (one transfer per member), marks them credited, and voids those of bets that ended
   * without a result. Each rebate row moves from 'due' once, so a re-run credits nothing twice.
   */
  async settle(db: Transaction<Database>, issueId: number): Promise<void> {
    const now = this.now();
    const due = await repo.lockPayable(db, issueId);
    const credited: { memberId: number; fen: number }[] = [];
    for (const d of due) {
      if (d.rebateFen <= 0) continue; // a stake too small for a whole fen of rebate
      credited.push({ memberId: d.memberId, fen: d.rebateFen });
      await transfer(db, {
        // A 试玩 trial member's rebate is play money, from the play house.
        from: await houseFor(db, d.memberId),
        to: { kind: 'member_wallet', memberId: d.memberId },
        amountFen: d.rebateFen,
        type: 'bet_rebate',
        refType: 'issue',
        refId: String(issueId),
        memo: `rebates:${d.betIds.length}`,
      });
    }
    await repo.markCredited(
      db,
      due.flatMap((d) => d.betIds),
      now,
    );
    await repo.voidUnpaid(db, issueId, now);
    if (credited.length > 0) await this.onReturns?.(db, credited);
  }
}

/** The bet settler with each issue's rebates settled in the same transaction, chunk by chunk. */
export function withRebates(settler: IssueSettler, book: RebateBook): IssueSettler {
  return {
    async settleIssue(trx, issue, limit) {
      const out = await settler.settleIssue(trx, issue, limit);
      await book.settle(trx, issue.id);
      return out;
    },
    async refundIssue(trx, issue, reason): Promise<AfterCommit | undefined> {
      const after = await settler.refundIssue(trx, issue, reason);
      await book.settle(trx, issue.id);
      return after;
    },
  };
}
