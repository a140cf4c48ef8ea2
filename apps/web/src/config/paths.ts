/**
 * Every route of the client, once. Screens and navigation code use these builders, never string
 * literals, so a path changes in one place (bulletproof-react's config/paths).
 */
export type SafeCenterQuery = { action?: 'phone' | 'name'; showFund?: 1 };

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

export const paths = {
  root: { path: '/', href: () => '/' },
  nav: { path: '/nav', href: () => '/nav' },
  navpg: { path: '/navpg', href: () => '/navpg' },
  login: {
    path: '/login',
    /**
     * `redirect`: an in-app path to return to after logging in (a guest asked to log in from a room);
     * `forget=1`: the forgot-password screens.
     */
    href: (query: { redirect?: string; forget?: 1 } = {}) => withQuery('/login', query),
  },
  /** `code`: an invite code (the invite link is this page with it; lib/invite.ts keeps it). */
  register: { path: '/register', href: (query: { code?: string } = {}) => withQuery('/register', query) },
  home: { path: '/home', href: () => '/home' },
  hall: { path: '/home/hall', href: () => '/home/hall' },
  activity: { path: '/home/activity', href: () => '/home/activity' },
  online: { path: '/home/online', href: () => '/home/online' },
  personCenter: { path: '/home/personCenter', href: () => '/home/personCenter' },
  setting: { path: '/setting', href: () => '/setting' },
  about: { path: '/about', href: () => '/about' },
  forbidden: { path: '/403', href: () => '/403' },
  /** Spec §2: the guest lottery view (no login). */
  guest: { path: '/guest', href: () => '/guest' },
  recharge: { path: '/recharge', href: () => '/recharge' },
  downLoad: { path: '/downLoad', href: () => '/downLoad' },
  withdrawAccount: { path: '/withdrawAccount', href: () => '/withdrawAccount' },
  mixDeskPage: { path: '/mixDeskPage', href: () => '/mixDeskPage' },
  /** Spec §2 support routes: the in-app chat with the service. */
  support28: { path: '/support/28', href: () => '/support/28' },
  supportSuper: { path: '/support/super', href: () => '/support/super' },
  safeCenter: {
    path: '/safeCenter',
    href: (query: SafeCenterQuery = {}) => withQuery('/safeCenter', query),
  },
  // Account and money (issue 5).
  account: { path: '/account', href: () => '/account' },
  rechargeSuccess: { path: '/rechargeSucess', href: () => '/rechargeSucess' },
  rechargeFail: { path: '/rechargeFail', href: () => '/rechargeFail' },
  withdraw: { path: '/withdraw', href: () => '/withdraw' },
  withdrawList: { path: '/withdrawList', href: () => '/withdrawList' },
  venuesTransfer: { path: '/venuesTransfer', href: () => '/venuesTransfer' },
  accountDetails: { path: '/accountDetails', href: () => '/accountDetails' },
  giftRecord: { path: '/gift/record', href: () => '/gift/record' },
  // VIP and offers (issue 21).
  vip: { path: '/HonorVip', href: () => '/HonorVip' },
  vipDetail: { path: '/HonorVipDetail', href: () => '/HonorVipDetail' },
  vipGift: { path: '/HonorVIPGift', href: () => '/HonorVIPGift' },
  preferentialCenter: { path: '/preferentialCenter/index', href: () => '/preferentialCenter/index' },
  gameRoom: {
    path: '/gamezhuotou',
    /** `activeId`: a champion-match table (spec §2: the champion match's table game path). */
    href: (query: { game_id: string; game_room_id?: string; activeId?: string }) =>
      withQuery('/gamezhuotou', query),
  },
  lotteryTrend: {
    path: '/gamezhuotou/LotteryTrend',
    href: (query: { game_id: string }) => withQuery('/gamezhuotou/LotteryTrend', query),
  },
  lottery: {
    path: '/lottery',
    href: (query: { game_id: string; game_room_id?: string }) => withQuery('/lottery', query),
  },
  /** Red-packet rooms: the spec lists no route for them; Qilin's choice, entered from the hall's 红包 class. */
  redPacket: {
    path: '/redPacket',
    href: (query: { game_id: string; game_room_id?: string }) => withQuery('/redPacket', query),
  },
  /** The champion-match lobby (its table games), also where a disqualified member is sent back to. */
  championMatch: {
    path: '/ChampionMatch',
    href: (query: { activeId?: string } = {}) => withQuery('/ChampionMatch', query),
  },
  betRecord: {
    path: '/betRecord',
    href: (query: { game_id?: string } = {}) => withQuery('/betRecord', query),
  },
  runNumberRecord: {
    path: '/runNumberRecord',
    href: (query: { game_id?: string } = {}) => withQuery('/runNumberRecord', query),
  },
  /** 公平性验证: the draw algorithm byte by byte, a live worked example, and each game's epochs. */
  fairness: { path: '/fairness', href: () => '/fairness' },
  fairnessGame: {
    path: '/fairness/:gameId',
    href: (gameId: string) => `/fairness/${encodeURIComponent(gameId)}`,
  },
  // The member's own corner (我的): profile, device facts, the float ball; notices and help.
  changePersonInfo: { path: '/changePersonInfo', href: () => '/changePersonInfo' },
  headImages: { path: '/headImages', href: () => '/headImages' },
  machineInfo: { path: '/machineInfo', href: () => '/machineInfo' },
  floatBall: { path: '/FloatBall', href: () => '/FloatBall' },
  /** The member's notices; `id` opens one (and reads it). */
  noticeCenter: {
    path: '/noticeCenter',
    href: (query: { id?: number } = {}) => withQuery('/noticeCenter', query),
  },
  helpCenter: { path: '/helpCenter', href: () => '/helpCenter' },
  // Invite friends and the agent area (issue 22).
  promotionFriends: { path: '/promotionFriends', href: () => '/promotionFriends' },
  promotionFriendsPromote: { path: '/promotionFriends/promote', href: () => '/promotionFriends/promote' },
  promotionFriendsList: { path: '/promotionFriends/list', href: () => '/promotionFriends/list' },
  promotionWelcome: { path: '/promotion/welcome', href: () => '/promotion/welcome' },
  promotion: { path: '/promotion', href: () => '/promotion' },
  promotionIndex: { path: '/promotion/index', href: () => '/promotion/index' },
  promotionMember: { path: '/promotion/member', href: () => '/promotion/member' },
  /** 理性投注 (issue 19): the centre (tools, odds explained, help), limits, breaks, statement. */
  protection: { path: '/protection', href: () => '/protection' },
  protectionLimits: { path: '/protection/limits', href: () => '/protection/limits' },
  protectionBreaks: { path: '/protection/breaks', href: () => '/protection/breaks' },
  protectionStatement: { path: '/protection/statement', href: () => '/protection/statement' },
  notFound: { path: '*', href: () => '/404' },
} as const;

export type PathName = keyof typeof paths;

/**
 * The return path a login may go back to: only an in-app path (one leading slash), never another
 * origin (`//host`, `/\\host`) or the login screens themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0];
  if (pathname === paths.login.path || pathname === paths.register.path) return null;
  return value;
}
