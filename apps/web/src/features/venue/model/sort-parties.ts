import type { Party } from '../api/venue-api';

export const MAIN_WALLET_TITLE = '主钱包';
export const MAIN_WALLET_CODE = 'main';

const byTitle = new Intl.Collator('zh-CN');

/**
 * Spec §3: the party list is sorted by title with the main wallet 主钱包 first. When the server's
 * list has no main entry, the wallet balance stands in for it.
 */
export function sortParties(list: readonly Party[], mainBalanceFen: number | null): Party[] {
  const isMain = (p: Party) => p.title === MAIN_WALLET_TITLE || p.code === MAIN_WALLET_CODE;
  const main = list.find(isMain);
  const rest = list.filter((p) => !isMain(p)).sort((a, b) => byTitle.compare(a.title, b.title));
  const head =
    main ??
    (mainBalanceFen === null
      ? null
      : { code: MAIN_WALLET_CODE, title: MAIN_WALLET_TITLE, balance: mainBalanceFen });
  return head ? [head, ...rest] : rest;
}
