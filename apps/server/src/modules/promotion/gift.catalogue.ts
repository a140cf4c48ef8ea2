/**
 * Ledger transfer types that are gifts or bonuses credited to a member's wallet (礼金), and how they
 * read on /gift/record and in 资金明细. Every gift is a claim through `PromotionService.claim`:
 * `promotion → member_wallet` with one of these types; nothing else shows up in the gift logs.
 * Catalogue: docs/ledger.md.
 */
export const GIFT_TYPE_NAMES: Readonly<Record<string, string>> = {
  activity_gift: '活动礼金',
  activity_bonus: '活动奖励',
  sign_bonus: '签到奖励',
  vip_gift: 'VIP礼金',
  friend_gift: '邀请礼金',
};

export type GiftType = 'activity_gift' | 'activity_bonus' | 'sign_bonus' | 'vip_gift' | 'friend_gift';

export const GIFT_TYPES: readonly string[] = Object.keys(GIFT_TYPE_NAMES);

export const giftNameOf = (type: string): string => GIFT_TYPE_NAMES[type] ?? '礼金';
