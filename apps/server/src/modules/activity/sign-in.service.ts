import { ErrorCode, type SignInfo, type SignResult } from '@qilin/contract';
import { currentStreak, shanghaiDay, signRewardFen, signStreakOn } from '@qilin/domain';
import type { Db } from '../../db';
import { appError } from '../../lib/errors';
import { lockMember } from '../member';
import type { PromotionService } from '../promotion';
import { SIGN_CAMPAIGN, SIGN_REWARDS_FEN, SIGN_WAGERING_X100 } from './sign-in.config';
import { signInRepository as repo } from './sign-in.repository';

/**
 * Daily sign-in on the Asia/Shanghai day: one per day, the streak continues on consecutive days, the
 * reward (by day of a seven-day cycle) is a gift claim (`sign_bonus`, key `sign:<day>`) in the same
 * transaction as the sign-in row.
 */
export class SignInService {
  constructor(
    private readonly db: Db,
    private readonly promotion: PromotionService,
    private readonly now: () => Date,
  ) {}

  async info(memberId: number): Promise<SignInfo> {
    const today = shanghaiDay(this.now().getTime());
    const [last, paused] = await Promise.all([
      repo.last(this.db, memberId),
      this.promotion.offersPaused(this.db, memberId),
    ]);
    const state = { lastDay: last?.day ?? null, streak: last?.streak ?? 0 };
    const next = signStreakOn(state, today);
    return {
      today,
      signedToday: next === null,
      streak: currentStreak(state, today),
      rewardsFen: [...SIGN_REWARDS_FEN],
      todayRewardFen: next === null ? 0 : signRewardFen(SIGN_REWARDS_FEN, next),
      offersPaused: paused,
    };
  }

  async sign(memberId: number): Promise<SignResult> {
    const today = shanghaiDay(this.now().getTime());
    return this.db.transaction().execute(async (trx) => {
      // The member's row first (the claim takes the same lock): concurrent sign-ins run one at a time,
      // so the second reads the first's row and is refused as already signed.
      await lockMember(trx, memberId);
      const last = await repo.last(trx, memberId);
      const streak = signStreakOn({ lastDay: last?.day ?? null, streak: last?.streak ?? 0 }, today);
      if (streak === null) throw appError(ErrorCode.AlreadySignedToday);
      const amountFen = signRewardFen(SIGN_REWARDS_FEN, streak);
      const claim = await this.promotion.claim(trx, {
        memberId,
        campaign: SIGN_CAMPAIGN,
        key: `sign:${today}`,
        type: 'sign_bonus',
        amountFen,
        wageringX100: SIGN_WAGERING_X100,
      });
      if (!(await repo.insert(trx, memberId, today, streak, amountFen)))
        throw appError(ErrorCode.AlreadySignedToday);
      return { streak, amountFen, balanceFen: claim.balanceFen };
    });
  }
}
