import { z } from 'zod';

/**
 * Gifts (礼金), VIP and daily sign-in (spec §7 member `vip`, `vip/rules`, `vip/gifts`,
 * `vip/gift/receive`, `vip/rebate_explain`; activity `sign_info`, `sign`). Amounts are integer fen;
 * `wageringX100` is a turnover multiple × 100 (300 = 3× the gift).
 */
export const PromotionMessages = {
  alreadyClaimed: '该礼金已领取',
  notClaimable: '暂不满足领取条件',
  alreadySigned: '今日已签到',
  budgetExhausted: '活动礼金已发放完毕',
  vipTableInvalid: 'VIP等级配置有误',
  claimed: '领取成功',
  signed: '签到成功',
  /** The withdraw pre-check's explanation of what the gifts still ask for. */
  wageringLeft: (lockedYuan: string, turnoverYuan: string) =>
    `礼金${lockedYuan}元需再完成有效投注${turnoverYuan}元后方可提现`,
  offersPaused: '您正处于暂停期，暂不提供优惠活动',
} as const;

/** How the gift kinds read to a member. */
export const VipGiftKindLabels = {
  level_up: '晋级礼金',
  weekly: '周礼金',
  monthly: '月礼金',
} as const;
export type VipGiftKind = keyof typeof VipGiftKindLabels;

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string().min(1).max(20),
  turnoverFen: z.number().int().min(0),
  depositFen: z.number().int().min(0),
  keepTurnoverFen: z.number().int().min(0),
  upgradeGiftFen: z.number().int().min(0),
  weeklyGiftFen: z.number().int().min(0),
  monthlyGiftFen: z.number().int().min(0),
  wageringX100: z.number().int().min(0).max(10_000),
});
export type VipLevelWire = z.infer<typeof vipLevelSchema>;

/** GET /api/member/vip: the member's level, figures and the way to the next level. */
export const vipInfoSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Counted valid turnover and deposits (lifetime less relegation offsets). */
  turnoverFen: z.number().int(),
  depositFen: z.number().int(),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      turnoverLeftFen: z.number().int(),
      depositLeftFen: z.number().int(),
      percent: z.number().int().min(0).max(100),
    })
    .nullable(),
  /** This month's valid turnover and what keeping the level asks of it. */
  monthTurnoverFen: z.number().int(),
  keepTurnoverFen: z.number().int(),
  /** ISO instant until which the level is kept whatever the turnover. */
  keptUntil: z.string(),
  /** Gifts the member could claim now (0 while offers are paused). */
  claimableCount: z.number().int(),
  /** A member on a break (理性投注) gets no offers. */
  offersPaused: z.boolean(),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;

/** GET /api/member/vip/rules: the level table and the rules in words. */
export const vipRulesSchema = z.object({
  levels: z.array(vipLevelSchema),
  rules: z.array(z.string()),
});
export type VipRules = z.infer<typeof vipRulesSchema>;

export const vipGiftSchema = z.object({
  /** What `vip/gift/receive` takes: e.g. `level_up:3`, `weekly:2026-11-23`, `monthly:2026-11`. */
  key: z.string(),
  kind: z.enum(['level_up', 'weekly', 'monthly']),
  kindName: z.string(),
  level: z.number().int(),
  amountFen: z.number().int(),
  wageringX100: z.number().int(),
  status: z.enum(['claimable', 'claimed', 'locked']),
});
export type VipGift = z.infer<typeof vipGiftSchema>;

export const vipGiftsSchema = z.object({ list: z.array(vipGiftSchema), offersPaused: z.boolean() });
export type VipGifts = z.infer<typeof vipGiftsSchema>;

/** `level_up:<n>`, `weekly:<Monday YYYY-MM-DD>` or `monthly:<YYYY-MM>` (Asia/Shanghai calendar). */
export const vipGiftKeyPattern = /^(level_up:\d{1,3}|weekly:\d{4}-\d{2}-\d{2}|monthly:\d{4}-\d{2})$/;
export const vipGiftReceiveBodySchema = z
  .object({ key: z.string().max(40).regex(vipGiftKeyPattern) })
  .strict();

/** A claimed gift: what was credited and what it asks for before it is withdrawable. */
export const giftClaimResultSchema = z.object({
  amountFen: z.number().int(),
  requiredTurnoverFen: z.number().int(),
  balanceFen: z.number().int(),
});
export type GiftClaimResult = z.infer<typeof giftClaimResultSchema>;

export const vipRebateExplainSchema = z.object({
  maxBp: z.number().int(),
  lines: z.array(z.string()),
});
export type VipRebateExplain = z.infer<typeof vipRebateExplainSchema>;

/** GET /api/activity/sign_info: the streak on the Asia/Shanghai day and the seven days' rewards. */
export const signInfoSchema = z.object({
  today: z.string(),
  signedToday: z.boolean(),
  streak: z.number().int(),
  rewardsFen: z.array(z.number().int()),
  /** The reward a sign-in today pays (0 when already signed). */
  todayRewardFen: z.number().int(),
  offersPaused: z.boolean(),
});
export type SignInfo = z.infer<typeof signInfoSchema>;

export const signResultSchema = z.object({
  streak: z.number().int(),
  amountFen: z.number().int(),
  balanceFen: z.number().int(),
});
export type SignResult = z.infer<typeof signResultSchema>;

/** Gift wagering as the withdraw pre-check and the wallet explain it. */
export const giftWageringSchema = z.object({
  lockedFen: z.number().int(),
  turnoverLeftFen: z.number().int(),
  text: z.string(),
});
export type GiftWagering = z.infer<typeof giftWageringSchema>;

/** PUT /api/admin/vip/levels */
export const vipLevelsBodySchema = z.object({ levels: z.array(vipLevelSchema).min(1).max(30) }).strict();
export const vipLevelsAdminSchema = z.object({ levels: z.array(vipLevelSchema) });

/** /sbin `level`: the member's level row (legacy shape). */
export const sbinLevelRowSchema = z.object({ level: z.number().int(), name: z.string(), next: z.string() });

export const promotionPaths = {
  vip: '/api/member/vip',
  vipRules: '/api/member/vip/rules',
  vipGifts: '/api/member/vip/gifts',
  vipGiftReceive: '/api/member/vip/gift/receive',
  vipRebateExplain: '/api/member/vip/rebate_explain',
  signInfo: '/api/activity/sign_info',
  sign: '/api/activity/sign',
  adminVipLevels: '/api/admin/vip/levels',
} as const;

/** The rules page (vip/rules) and the rebate explanation in words; amounts arrive as yuan text. */
export const VipRuleTexts = {
  promotion: '有效投注（已结算的注单，不含和局与退款）和累计存款同时达到某一等级的要求，即时晋级。',
  keep: '晋级（或降级）当月及次月保级；此后每个自然月（北京时间）的有效投注须达到本级保级流水，否则次月1日降一级。',
  relegation: '降级后，已计入的流水与存款按新等级的门槛重新起算，须重新达到上一级的要求方可再次晋级。',
  upgradeGift: '每个等级的晋级礼金仅可领取一次。',
  periodicGift: '周礼金每周一（北京时间）起可领，月礼金每月1日起可领，按领取时的等级发放。',
  wagering: (multiple: string) => `礼金需完成${multiple}倍有效投注后方可提现。`,
  paused: '理性投注暂停期内不参与优惠活动，也不能领取礼金。',
  rebateCeiling: (percent: string) => `您的返点上限为${percent}%，在官方玩法下注时可选择返点，赔率相应调整。`,
  rebateWhen: '返点在注单结算（输或赢）时发放到钱包；撤单、和局、退款的注单不发放返点。',
  rebateVip: 'VIP等级不改变返点上限；返点不计入礼金，也不附带流水要求。',
} as const;
