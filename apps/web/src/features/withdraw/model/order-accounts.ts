import type { WithdrawAccount } from '../api/withdraw-api';

export type OrderedAccounts = {
  accounts: (WithdrawAccount & { available: boolean })[];
  chosen: number | null;
};

/**
 * Spec §4 "Withdrawal accounts": accounts whose type is an available withdraw type come first (the
 * order within each part is kept), and the first available one is chosen.
 */
export function orderAccounts(
  list: readonly WithdrawAccount[],
  available: readonly number[],
): OrderedAccounts {
  const marked = list.map((a) => ({ ...a, available: available.includes(Number(a.type)) }));
  const accounts = [...marked.filter((a) => a.available), ...marked.filter((a) => !a.available)];
  const first = accounts[0];
  return { accounts, chosen: first?.available ? first.id : null };
}
