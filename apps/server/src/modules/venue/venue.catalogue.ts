/** The game venues a member can move money into (sub-wallets `member_venue` in the ledger). */
export const VENUES = [
  { code: 'ag', title: 'AG视讯' },
  { code: 'bbin', title: 'BBIN视讯' },
  { code: 'ky', title: '开元棋牌' },
  { code: 'pg', title: 'PG电子' },
  { code: 'ob', title: 'OB体育' },
  { code: 'lc', title: '龙城棋牌' },
] as const;

export const MAIN_WALLET = { code: 'main', title: '主钱包' } as const;

export function findVenue(code: string | undefined) {
  return VENUES.find((v) => v.code === code);
}

/** Party list order (spec §3): 主钱包 first, then venues sorted by title. */
export function sortedVenues() {
  return [...VENUES].sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
}
