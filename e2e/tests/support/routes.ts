import type { PathName } from '../../../apps/web/src/config/paths';

/**
 * The URL each route of the client opens in sweeps over every screen (a11y.spec.ts). Keyed by
 * the client's own route table, `config/paths.ts`: a path added there without an entry here fails
 * `npm run typecheck`, so a new screen is swept from the day it exists. `null`: the route only redirects (its target is swept).
 */
export const ROUTE_URLS = {
  root: null,
  nav: '/nav',
  navpg: '/navpg',
  login: '/login',
  register: '/register',
  home: null,
  hall: '/home/hall',
  activity: '/home/activity',
  online: '/home/online',
  personCenter: '/home/personCenter',
  setting: '/setting',
  about: '/about',
  forbidden: '/403',
  guest: '/guest',
  recharge: '/recharge',
  downLoad: '/downLoad',
  withdrawAccount: '/withdrawAccount',
  mixDeskPage: '/mixDeskPage',
  support28: '/support/28',
  supportSuper: '/support/super',
  safeCenter: '/safeCenter',
  account: '/account',
  rechargeSuccess: '/rechargeSucess',
  rechargeFail: '/rechargeFail',
  withdraw: '/withdraw',
  withdrawList: '/withdrawList',
  venuesTransfer: '/venuesTransfer',
  accountDetails: '/accountDetails',
  giftRecord: '/gift/record',
  vip: '/HonorVip',
  vipDetail: '/HonorVipDetail',
  vipGift: '/HonorVIPGift',
  preferentialCenter: '/preferentialCenter/index',
  gameRoom: '/gamezhuotou?game_id=Tradition28',
  lotteryTrend: '/gamezhuotou/LotteryTrend?game_id=Tradition28',
  lottery: '/lottery?game_id=Ffc',
  redPacket: '/redPacket?game_id=RedPacket',
  championMatch: '/ChampionMatch',
  betRecord: '/betRecord',
  runNumberRecord: '/runNumberRecord?game_id=Ffc',
  fairness: '/fairness',
  fairnessGame: '/fairness/Ffc',
  changePersonInfo: '/changePersonInfo',
  headImages: '/headImages',
  machineInfo: '/machineInfo',
  floatBall: '/FloatBall',
  noticeCenter: '/noticeCenter',
  helpCenter: '/helpCenter',
  promotionFriends: null,
  promotionFriendsPromote: '/promotionFriends/promote',
  promotionFriendsList: '/promotionFriends/list',
  promotionWelcome: '/promotion/welcome',
  promotion: null,
  promotionIndex: '/promotion/index',
  promotionMember: '/promotion/member',
  protection: '/protection',
  protectionLimits: '/protection/limits',
  protectionBreaks: '/protection/breaks',
  protectionStatement: '/protection/statement',
  notFound: '/404',
} satisfies Record<PathName, string | null>;

/** Screens that look the same logged in or not: a sweep as a member can skip them. */
export const SESSION_BLIND: readonly PathName[] = [
  'nav',
  'navpg',
  'login',
  'register',
  'about',
  'forbidden',
  'downLoad',
  'fairness',
  'fairnessGame',
  'notFound',
];

/** Every URL of `ROUTE_URLS` (redirect-only routes left out), or those but `skip`. */
export function everyRouteUrl(skip: readonly PathName[] = []): string[] {
  return (Object.entries(ROUTE_URLS) as [PathName, string | null][])
    .filter(([name, url]) => url !== null && !skip.includes(name))
    .map(([, url]) => url as string);
}
