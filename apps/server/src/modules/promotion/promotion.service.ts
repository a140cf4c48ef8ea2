import { ErrorCode, type GiftWagering, PromotionMessages } from '@qilin/contract';
import { formatFen, giftLock, openWagering, requiredTurnoverFen, wageringEndFen } from '@qilin/domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { AppError } from '../../lib/errors';
import { getMemberBalances, PROMOTION, transfer, turnoverWorkedFen } from '../ledger';
import { lockMember } from '../member';
import type { ProtectionService } from '../protection';
import type { GiftType } from './gift.catalogue';
import { PromotionErrors } from './promotion.errors';
import { promotionRepository as repo } from './promotion.repository';

export type ClaimInput = {
  memberId: number;
  /** The budget it spends from (`promotion_budgets.campaign`). */
  campaign: string;
  /** The claim's identity for this member: the same key is paid once, ever. */
  key: string;
  type: GiftType;
  amountFen: number;
  /** Turnover multiple × 100 the gift asks for before it is withdrawable. */
  wageringX100: number;
};

export type ClaimResult = { amountFen: number; requiredTurnoverFen: number; balanceFen: number };

export type WageringView = { lockedFen: number; turnoverLeftFen: number; withdrawableFen: number };

/**
 * The gift foundation (docs/ledger.md "Gifts"): every gift is a claim that moves `promotion →
 * member_wallet` in the caller's transaction, spends its campaign's budget, and records the wagering
 * it asks for. Claims are exact under concurrency: the member's row is locked first, so a member's
 * claims run one at a time, and (member, key) is unique, so a key pays once.
 */
export class PromotionService {
  readonly #protection: ProtectionService;

  constructor(protection: ProtectionService) {
    this.#protection = protection;
  }

  /** Whether the member is on a break (理性投注): then they get no offers and claims are refused. */
  async offersPaused(db: Db, memberId: number): Promise<boolean> {
    try {
      await this.#protection.guardAction(db, memberId, 'gift_claim');
      return false;
    } catch (error) {
      if (error instanceof AppError && error.errorCode === ErrorCode.ProtectionBreakActive) return true;
      throw error;
    }
  }

  /** Which of these keys the member already claimed. */
  async claimedKeys(db: Db, memberId: number, keys: readonly string[]): Promise<Set<string>> {
    return new Set((await repo.claimed(db, memberId, keys)).map((r) => r.claim_key));
  }

  /** Pays one gift in the caller's transaction; refuses a key already paid, a break, an exhausted budget. */
  async claim(trx: Transaction<Database>, input: ClaimInput): Promise<ClaimResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw PromotionErrors.notClaimable();
    await lockMember(trx, input.memberId);
    await this.#protection.guardAction(trx, input.memberId, 'gift_claim');
    if ((await repo.claimed(trx, input.memberId, [input.key])).length > 0)
      throw PromotionErrors.alreadyClaimed();
    if (!(await repo.spend(trx, input.campaign, input.amountFen))) throw PromotionErrors.budgetExhausted();
    const requiredFen = requiredTurnoverFen(input.amountFen, input.wageringX100);
    const [markFen, prevEnd] = await Promise.all([
      turnoverWorkedFen(trx, input.memberId),
      repo.lastEnd(trx, input.memberId),
    ]);
    const { transferId } = await transfer(trx, {
      from: PROMOTION,
      to: { kind: 'member_wallet', memberId: input.memberId },
      amountFen: input.amountFen,
      type: input.type,
      refType: 'gift',
      refId: input.key,
      idempotencyKey: `gift:${input.memberId}:${input.key}`,
    });
    const row = await repo.insert(trx, {
      memberId: input.memberId,
      campaign: input.campaign,
      key: input.key,
      type: input.type,
      amountFen: input.amountFen,
      wageringX100: input.wageringX100,
      requiredFen,
      markFen,
      endFen: wageringEndFen(prevEnd, markFen, requiredFen),
      transferId,
    });
    // The member lock makes this unreachable; kept so a missed lock can never pay twice.
    if (!row) throw PromotionErrors.alreadyClaimed();
    const { balanceFen } = await getMemberBalances(trx, input.memberId);
    return { amountFen: input.amountFen, requiredTurnoverFen: requiredFen, balanceFen };
  }

  /**
   * What the member's open gifts keep back from a withdrawal, on top of the deposit turnover rule:
   * `withdrawableFen` is the ledger's withdrawable amount less the gift lock.
   */
  async wagering(db: Db, memberId: number): Promise<WageringView> {
    const [balances, worked] = await Promise.all([
      getMemberBalances(db, memberId),
      turnoverWorkedFen(db, memberId),
    ]);
    const open = (await repo.open(db, memberId, worked)).map((r) => ({
      amountFen: r.amount_fen,
      endFen: r.end_fen,
    }));
    const w = openWagering(open, worked);
    const lock = giftLock(w.openGiftFen, balances.balanceFen, balances.withdrawableFen);
    return {
      lockedFen: lock.lockedFen,
      turnoverLeftFen: w.remainingTurnoverFen,
      withdrawableFen: lock.withdrawableFen,
    };
  }
}

/** The wire form of the wagering lock with its sentence (empty when nothing is locked). */
export function presentWagering(w: WageringView): GiftWagering {
  return {
    lockedFen: w.lockedFen,
    turnoverLeftFen: w.turnoverLeftFen,
    text:
      w.lockedFen > 0
        ? PromotionMessages.wageringLeft(formatFen(w.lockedFen), formatFen(w.turnoverLeftFen))
        : '',
  };
}
