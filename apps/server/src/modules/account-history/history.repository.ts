import type { Db } from '../../db';
import { memberWalletEntries } from '../ledger';
import type { Range } from './history-range.rules';

/** Which transfer types to show: a group's types, or everything outside the known groups. */
export type TypeFilter = { in: readonly string[] } | { notIn: readonly string[] } | null;

export type HistoryRow = {
  id: number;
  type: string;
  amount_fen: number;
  balance_after_fen: number;
  memo: string;
  created_at: Date;
};

/** SQL only: the member's main wallet entries (what the member sees as 账变), newest first. */
function base(db: Db, memberId: number, range: Range, types: TypeFilter) {
  let q = memberWalletEntries(db, memberId)
    .where('e.created_at', '>=', range.from)
    .where('e.created_at', '<', range.to);
  if (types && 'in' in types) q = q.where('t.type', 'in', [...types.in]);
  if (types && 'notIn' in types) q = q.where('t.type', 'not in', [...types.notIn]);
  return q;
}

export const historyRepository = {
  page(db: Db, memberId: number, range: Range, types: TypeFilter, limit: number, offset: number) {
    return base(db, memberId, range, types)
      .select(['e.id', 't.type', 'e.amount_fen', 'e.balance_after_fen', 't.memo', 'e.created_at'])
      .orderBy('e.account_version', 'desc')
      .limit(limit)
      .offset(offset)
      .execute() as Promise<HistoryRow[]>;
  },

  async count(db: Db, memberId: number, range: Range, types: TypeFilter): Promise<number> {
    const r = await base(db, memberId, range, types)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** Amount and time of every entry in range (for the per-day totals). */
  amounts(db: Db, memberId: number, range: Range, types: TypeFilter) {
    return base(db, memberId, range, types)
      .select(['e.amount_fen', 'e.created_at'])
      .orderBy('e.account_version', 'desc')
      .limit(20_000)
      .execute();
  },
};
