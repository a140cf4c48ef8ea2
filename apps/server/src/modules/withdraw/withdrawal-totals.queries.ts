import { sql } from 'kysely';
import type { Db } from '../../db';
import { idArray } from '../../lib/id-array';
import { type InstantRange, shanghaiDaySql } from '../../lib/shanghai-time';

/** Paid withdrawals in a range, by Asia/Shanghai day or by member. */
export type WithdrawalTotal = { key: string; count: number; amountFen: number };

/** The back office's reports read withdrawals here: paid ones whose payment falls in [from, to). */
export async function withdrawalTotals(
  db: Db,
  range: InstantRange,
  by: 'day' | 'member',
  /** Only these members (an agent's line); absent = everyone. */
  memberIds?: readonly number[],
): Promise<WithdrawalTotal[]> {
  const key = by === 'day' ? shanghaiDaySql('paid_at') : sql<string>`member_id::text`;
  const rows = await db
    .selectFrom('withdrawals')
    .select([
      key.as('key'),
      sql<string>`count(*)::bigint`.as('count'),
      sql<string>`coalesce(sum(amount_fen), 0)::bigint`.as('amount_fen'),
    ])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', range.from)
    .where('paid_at', '<', range.to)
    .$if(memberIds !== undefined, (q) =>
      q.where(sql<boolean>`member_id = any(${idArray(memberIds ?? [])}::bigint[])`),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.count), amountFen: Number(r.amount_fen) }));
}

/** Withdrawals waiting for an operator's review. */
export async function pendingWithdrawalCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`count(*)::bigint`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type WithdrawalRiskBasics = {
  id: number;
  memberId: number;
  amountFen: number;
  accounts: {
    type: number;
    account: string;
    holderName: string;
    bankName: string;
    createdAt: Date;
    deleted: boolean;
  }[];
};

/** A withdrawal and every account its member has bound (removed ones too): the queue's risk facts. */
export async function withdrawalRiskBasics(db: Db, id: number): Promise<WithdrawalRiskBasics | undefined> {
  const w = await db
    .selectFrom('withdrawals')
    .select(['id', 'member_id', 'amount_fen'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!w) return undefined;
  const accounts = await db
    .selectFrom('withdraw_accounts')
    .select(['type', 'account', 'holder_name', 'bank_name', 'created_at', 'deleted_at'])
    .where('member_id', '=', w.member_id)
    .orderBy('id')
    .execute();
  return {
    id: w.id,
    memberId: w.member_id,
    amountFen: Number(w.amount_fen),
    accounts: accounts.map((a) => ({
      type: a.type,
      account: a.account,
      holderName: a.holder_name,
      bankName: a.bank_name,
      createdAt: a.created_at,
      deleted: a.deleted_at !== null,
    })),
  };
}
