import { paths } from '../../../config/paths';

/**
 * 我的's entries, in order. `memberOnly`: a guest who taps it is asked to log in and comes back to
 * it; `money`: recharge and withdraw follow spec §6 (the invite URL, else the login dialog).
 */
export type HubEntry = {
  key: string;
  /** i18n key under `me.` */
  label: string;
  to: string;
  memberOnly: boolean;
  money?: boolean;
  glyph: string;
};

export const HUB_ACTIONS: readonly HubEntry[] = [
  {
    key: 'recharge',
    label: 'recharge',
    to: paths.recharge.href(),
    memberOnly: true,
    money: true,
    glyph: '充',
  },
  {
    key: 'withdraw',
    label: 'withdraw',
    to: paths.withdraw.href(),
    memberOnly: true,
    money: true,
    glyph: '提',
  },
  { key: 'details', label: 'details', to: paths.accountDetails.href(), memberOnly: true, glyph: '明' },
  { key: 'transfer', label: 'transfer', to: paths.venuesTransfer.href(), memberOnly: true, glyph: '转' },
];

export const HUB_ENTRIES: readonly HubEntry[] = [
  { key: 'betRecord', label: 'betRecord', to: paths.betRecord.href(), memberOnly: true, glyph: '投' },
  {
    key: 'chaseRecord',
    label: 'chaseRecord',
    to: paths.runNumberRecord.href(),
    memberOnly: true,
    glyph: '追',
  },
  {
    key: 'accountDetails',
    label: 'accountDetails',
    to: paths.accountDetails.href(),
    memberOnly: true,
    glyph: '资',
  },
  {
    key: 'withdrawList',
    label: 'withdrawList',
    to: paths.withdrawList.href(),
    memberOnly: true,
    glyph: '现',
  },
  { key: 'giftRecord', label: 'giftRecord', to: paths.giftRecord.href(), memberOnly: true, glyph: '礼' },
  { key: 'vip', label: 'vip', to: paths.vip.href(), memberOnly: true, glyph: 'V' },
  {
    key: 'preferentialCenter',
    label: 'preferentialCenter',
    to: paths.preferentialCenter.href(),
    memberOnly: true,
    glyph: '惠',
  },
  { key: 'safeCenter', label: 'safeCenter', to: paths.safeCenter.href(), memberOnly: true, glyph: '安' },
  {
    key: 'inviteFriends',
    label: 'inviteFriends',
    to: paths.promotionFriendsPromote.href(),
    memberOnly: true,
    glyph: '邀',
  },
  {
    key: 'noticeCenter',
    label: 'noticeCenter',
    to: paths.noticeCenter.href(),
    memberOnly: false,
    glyph: '公',
  },
  { key: 'helpCenter', label: 'helpCenter', to: paths.helpCenter.href(), memberOnly: false, glyph: '帮' },
  { key: 'protection', label: 'protection', to: paths.protection.href(), memberOnly: false, glyph: '理' },
  { key: 'fairness', label: 'fairness', to: paths.fairness.href(), memberOnly: false, glyph: '验' },
  { key: 'setting', label: 'setting', to: paths.setting.href(), memberOnly: false, glyph: '设' },
  { key: 'about', label: 'about', to: paths.about.href(), memberOnly: false, glyph: '关' },
];
