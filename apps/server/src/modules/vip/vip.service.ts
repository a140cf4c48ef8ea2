import {
  ErrorCode,
  type GiftClaimResult,
  type VipGift,
  VipGiftKindLabels,
  type VipGifts,
  type VipInfo,
  type VipRebateExplain,
  type VipRules,
  VipRuleTexts,
} from '@qilin/contract';
import {
  checkVipTable,
  countedFigures,
  monthWindow,
  nextMonthKey,
  refreshVip,
  shanghaiMonth,
  shanghaiWeek,
  type VipLevel,
  type VipState,
  vipProgress,
} from '@qilin/domain';
import type { Db } from '../../db';
import { appError } from '../../lib/errors';
import type { RebateBook } from '../bet';
import { turnoverBetween, turnoverWorkedFen } from '../ledger';
import type { AdminAudit } from '../operator';
import { memberDepositsSince } from '../payment';
import type { PromotionService } from '../promotion';
import { vipRepository as repo } from './vip.repository';

const VIP_CAMPAIGN = 'vip';
const EPOCH = new Date(0);
/** The gift foundation's key of a VIP offer (keys are per member, across every campaign). */
const claimKey = (offerKey: string) => `vip:${offerKey}`;

type Snapshot = {
  levels: VipLevel[];
  state: VipState;
  lifetime: { turnoverFen: number; depositFen: number };
};

const percentText = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');
const multipleText = (x100: number) => (x100 / 100).toString();

/**
 * VIP (docs/vip.md): the level from valid turnover and deposits, kept month to month by the keep rule,
 * level-up and weekly / monthly gifts claimed through the gift foundation. The member's state is
 * refreshed lazily, in a transaction holding their `vip_members` row, on every read and claim.
 */
export class VipService {
  constructor(
    private readonly db: Db,
    private readonly promotion: PromotionService,
    private readonly rebates: RebateBook,
    private readonly now: () => Date,
  ) {}

  /** Brings the member's row up to date (reviews, promotion) inside `trx`; the row stays locked. */
  async #refresh(trx: Db, memberId: number): Promise<Snapshot> {
    const nowMonth = shanghaiMonth(this.now().getTime());
    const [levels, worked, deposits] = await Promise.all([
      repo.levels(trx),
      turnoverWorkedFen(trx, memberId),
      memberDepositsSince(trx, memberId, EPOCH),
    ]);
    const lifetime = { turnoverFen: worked, depositFen: deposits };
    const { row } = await repo.lock(trx, memberId, nowMonth);
    const before: VipState = {
      level: row.level,
      levelMonth: row.level_month,
      reviewedMonth: row.reviewed_month,
      offsets: { turnoverFen: row.offset_turnover_fen, depositFen: row.offset_deposit_fen },
    };
    // Month turnovers for the months to review, read up front (the rule itself is pure).
    const months = new Map<string, number>();
    for (let m = nextMonthKey(before.reviewedMonth); m < nowMonth; m = nextMonthKey(m)) {
      if (m <= before.levelMonth) continue;
      const w = monthWindow(m);
      months.set(m, await turnoverBetween(trx, memberId, new Date(w.startMs), new Date(w.endMs)));
    }
    const state = refreshVip(levels, before, lifetime, nowMonth, (m) => months.get(m) ?? 0);
    if (JSON.stringify(state) !== JSON.stringify(before))
      await repo.save(trx, memberId, {
        level: state.level,
        level_month: state.levelMonth,
        reviewed_month: state.reviewedMonth,
        offset_turnover_fen: state.offsets.turnoverFen,
        offset_deposit_fen: state.offsets.depositFen,
      });
    return { levels, state, lifetime };
  }

  #snapshot(memberId: number): Promise<Snapshot> {
    return this.db.transaction().execute((trx) => this.#refresh(trx, memberId));
  }

  /** The gifts on offer for the snapshot, with their claim keys. */
  #offers(s: Snapshot): (Omit<VipGift, 'status'> & { claimable: boolean })[] {
    const nowMs = this.now().getTime();
    const { level } = s.state;
    const current = s.levels.find((l) => l.level === level);
    const out: (Omit<VipGift, 'status'> & { claimable: boolean })[] = [];
    for (const l of s.levels)
      if (l.level >= 1 && l.upgradeGiftFen > 0)
        out.push({
          key: `level_up:${l.level}`,
          kind: 'level_up',
          kindName: VipGiftKindLabels.level_up,
          level: l.level,
          amountFen: l.upgradeGiftFen,
          wageringX100: l.wageringX100,
          claimable: l.level <= level,
        });
    if (current && current.weeklyGiftFen > 0)
      out.push({
        key: `weekly:${shanghaiWeek(nowMs)}`,
        kind: 'weekly',
        kindName: VipGiftKindLabels.weekly,
        level,
        amountFen: current.weeklyGiftFen,
        wageringX100: current.wageringX100,
        claimable: true,
      });
    if (current && current.monthlyGiftFen > 0)
      out.push({
        key: `monthly:${shanghaiMonth(nowMs)}`,
        kind: 'monthly',
        kindName: VipGiftKindLabels.monthly,
        level,
        amountFen: current.monthlyGiftFen,
        wageringX100: current.wageringX100,
        claimable: true,
      });
    return out;
  }

  async #gifts(db: Db, memberId: number, s: Snapshot): Promise<VipGifts> {
    if (await this.promotion.offersPaused(db, memberId)) return { list: [], offersPaused: true };
    const offers = this.#offers(s);
    const claimed = await this.promotion.claimedKeys(
      db,
      memberId,
      offers.map((o) => claimKey(o.key)),
    );
    const list = offers.map(({ claimable, ...o }) => ({
      ...o,
      status: claimed.has(claimKey(o.key))
        ? ('claimed' as const)
        : claimable
          ? ('claimable' as const)
          : ('locked' as const),
    }));
    return { list, offersPaused: false };
  }

  async info(memberId: number): Promise<VipInfo> {
    const s = await this.#snapshot(memberId);
    const { level, levelMonth } = s.state;
    const current = s.levels.find((l) => l.level === level) as VipLevel;
    const counted = countedFigures(s.lifetime, s.state.offsets);
    const progress = vipProgress(s.levels, level, counted);
    const nowMs = this.now().getTime();
    const month = monthWindow(shanghaiMonth(nowMs));
    const [monthTurnoverFen, gifts] = await Promise.all([
      turnoverBetween(this.db, memberId, new Date(month.startMs), new Date(nowMs + 1)),
      this.#gifts(this.db, memberId, s),
    ]);
    return {
      level,
      name: current.name,
      turnoverFen: counted.turnoverFen,
      depositFen: counted.depositFen,
      next: progress && {
        level: progress.next.level,
        name: progress.next.name,
        turnoverLeftFen: progress.turnoverLeftFen,
        depositLeftFen: progress.depositLeftFen,
        percent: progress.percent,
      },
      monthTurnoverFen,
      keepTurnoverFen: current.keepTurnoverFen,
      // Kept through the month after the one it was reached in.
      keptUntil: new Date(monthWindow(nextMonthKey(levelMonth)).endMs).toISOString(),
      claimableCount: gifts.list.filter((g) => g.status === 'claimable').length,
      offersPaused: gifts.offersPaused,
    };
  }

  async rules(): Promise<VipRules> {
    const levels = await repo.levels(this.db);
    const x100 = levels.find((l) => l.level === 1)?.wageringX100 ?? 100;
    return {
      levels,
      rules: [
        VipRuleTexts.promotion,
        VipRuleTexts.keep,
        VipRuleTexts.relegation,
        VipRuleTexts.upgradeGift,
        VipRuleTexts.periodicGift,
        VipRuleTexts.wagering(multipleText(x100)),
        VipRuleTexts.paused,
      ],
    };
  }

  async gifts(memberId: number): Promise<VipGifts> {
    const s = await this.#snapshot(memberId);
    return this.#gifts(this.db, memberId, s);
  }

  /** Claims one offered gift by key; anything not on offer now is refused. */
  async receive(memberId: number, key: string): Promise<GiftClaimResult> {
    return this.db.transaction().execute(async (trx) => {
      const s = await this.#refresh(trx, memberId);
      const offer = this.#offers(s).find((o) => o.key === key);
      if (!offer?.claimable) throw appError(ErrorCode.GiftNotClaimable);
      return this.promotion.claim(trx, {
        memberId,
        campaign: VIP_CAMPAIGN,
        key: claimKey(key),
        type: 'vip_gift',
        amountFen: offer.amountFen,
        wageringX100: offer.wageringX100,
      });
    });
  }

  async rebateExplain(memberId: number): Promise<VipRebateExplain> {
    const { maxBp } = await this.rebates.info(this.db, memberId);
    return {
      maxBp,
      lines: [
        VipRuleTexts.rebateCeiling(percentText(maxBp)),
        VipRuleTexts.rebateWhen,
        VipRuleTexts.rebateVip,
      ],
    };
  }

  /** /sbin `level`: the legacy row. */
  async levelRow(memberId: number) {
    const info = await this.info(memberId);
    return { level: info.level, name: info.name, next: info.next?.name ?? '' };
  }

  levels(): Promise<VipLevel[]> {
    return repo.levels(this.db);
  }

  /** The operator's new table, checked whole, written with its audit row. */
  async setLevels(levels: VipLevel[], audit: AdminAudit): Promise<VipLevel[]> {
    const sorted = [...levels].sort((a, b) => a.level - b.level);
    const problem = checkVipTable(sorted);
    if (problem) throw appError(ErrorCode.VipTableInvalid);
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.levels(trx);
      await repo.replaceLevels(trx, sorted);
      await audit.record(trx, {
        action: 'vip.levels.set',
        target: 'vip_levels',
        before: { levels: before },
        after: { levels: sorted },
      });
    });
    return repo.levels(this.db);
  }
}
