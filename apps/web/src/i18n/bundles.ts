import type { Texts } from './translator';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A bundle's texts, shaped as they merge into the catalogue's root. */
type Bundle = () => Promise<Texts>;

/**
 * The text areas besides the first load's (core.<lng>.ts): each is a `<area>.zh-CN.ts` and an
 * `<area>.en.ts` bundle, a chunk of its own that the screens showing it load (`loadTexts`).
 */
export const areaBundles = {
  /** Game rooms, bets, chases, records and trends (the hall's own game texts are core). */
  game: {
    'zh-CN': () => import('./game.zh-CN').then((m) => ({ game: m.gameZh })),
    en: () => import('./game.en').then((m) => ({ game: m.gameEn })),
  },
  /** The fairness panel (game.fair) and the chain terminal-hash watch: game screens and /fairness. */
  fair: {
    'zh-CN': () => import('./fair.zh-CN').then((m) => ({ game: m.fairZh, chainWatch: m.chainWatchZh })),
    en: () => import('./fair.en').then((m) => ({ game: m.fairEn, chainWatch: m.chainWatchEn })),
  },
  /** The 公平性验证 page. */
  fairness: {
    'zh-CN': () => import('./fairness.zh-CN').then((m) => ({ fairness: m.fairnessZh })),
    en: () => import('./fairness.en').then((m) => ({ fairness: m.fairnessEn })),
  },
  /** The red-packet room. */
  'red-packet': {
    'zh-CN': () => import('./red-packet.zh-CN').then((m) => ({ redPacket: m.redPacketZh })),
    en: () => import('./red-packet.en').then((m) => ({ redPacket: m.redPacketEn })),
  },
  /** Wallet, recharge, withdraw, security, venues and details. */
  money: {
    'zh-CN': () => import('./money.zh-CN').then((m) => m.moneyZh),
    en: () => import('./money.en').then((m) => m.moneyEn),
  },
  /** 我的: the hub, profile, settings and the float ball. */
  me: {
    'zh-CN': () => import('./me.zh-CN').then((m) => ({ me: m.meZh })),
    en: () => import('./me.en').then((m) => ({ me: m.meEn })),
  },
  /** The global popups (their renderers are a lazy chunk of their own). */
  popup: {
    'zh-CN': () => import('./popup.zh-CN').then((m) => ({ popup: m.popupZh })),
    en: () => import('./popup.en').then((m) => ({ popup: m.popupEn })),
  },
  /** Notice center, help center, the about page's notices and forgot-password. */
  corner: {
    'zh-CN': () => import('./corner.zh-CN').then((m) => m.cornerZh),
    en: () => import('./corner.en').then((m) => m.cornerEn),
  },
  /** 邀请好友 and the agent area (/promotionFriends/*, /promotion/*). */
  promotion: {
    'zh-CN': () => import('./promotion.zh-CN').then((m) => m.promotionZh),
    en: () => import('./promotion.en').then((m) => m.promotionEn),
  },
  /** VIP, its gifts and rules, the 优惠中心 and daily sign-in. */
  vip: {
    'zh-CN': () => import('./vip.zh-CN').then((m) => ({ vip: m.vipZh })),
    en: () => import('./vip.en').then((m) => ({ vip: m.vipEn })),
  },
  /** 理性投注: the centre, limits, breaks, statement and the reality check. */
  protection: {
    'zh-CN': () => import('./protection.zh-CN').then((m) => ({ protection: m.protectionZh })),
    en: () => import('./protection.en').then((m) => ({ protection: m.protectionEn })),
  },
  /** Customer service (/home/online, /mixDeskPage). */
  service: {
    'zh-CN': () => import('./service.zh-CN').then((m) => m.serviceZh),
    en: () => import('./service.en').then((m) => m.serviceEn),
  },
} satisfies Record<string, Record<Language, Bundle>>;

export type TextArea = keyof typeof areaBundles;
export const TEXT_AREAS = Object.keys(areaBundles) as TextArea[];

/** The first load's texts in a language other than zh-CN (which is bundled with the app). */
export const coreBundles: Record<Exclude<Language, 'zh-CN'>, Bundle> = {
  en: () => import('./core.en').then((m) => m.coreEn),
};
