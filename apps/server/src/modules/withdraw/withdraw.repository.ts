import type { Db } from '../../db';
import type { WithdrawAccountRow, WithdrawalRow, WithdrawStatus } from './withdraw.tables';
import type { NewAccount } from './withdraw-account.rules';

/** SQL only; every method takes the caller's handle or transaction and is scoped by member. */
export const withdrawRepository = {
  /** Holder names of the member's live withdrawal accounts (the real name must match them). */
  async holderNames(db: Db, memberId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('withdraw_accounts')
      .select('holder_name')
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map((r) => r.holder_name).filter((n) => n !== '');
  },

  liveAccounts(db: Db, memberId: number): Promise<WithdrawAccountRow[]> {
    return db
      .selectFrom('withdraw_accounts')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  },

  liveAccount(db: Db, memberId: number, id: number): Promise<WithdrawAccountRow | undefined> {
    return db
      .selectFrom('withdraw_accounts')
      .selectAll()
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Undefined when an identical live account exists (unique index). */
  insertAccount(db: Db, memberId: number, a: NewAccount): Promise<WithdrawAccountRow | undefined> {
    return db
      .insertInto('withdraw_accounts')
      .values({
        member_id: memberId,
        type: a.type,
        account: a.account,
        holder_name: a.holderName,
        bank_name: a.bankName,
        branch: a.branch,
      })
      .onConflict((oc) =>
        oc.columns(['member_id', 'type', 'account']).where('deleted_at', 'is', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
  },

  async deleteAccount(db: Db, memberId: number, id: number, now: Date): Promise<boolean> {
    const r = await db
      .updateTable('withdraw_accounts')
      .set({ deleted_at: now })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  },

  byClientKey(db: Db, memberId: number, key: string): Promise<WithdrawalRow | undefined> {
    return db
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('client_key', '=', key)
      .executeTakeFirst();
  },

  insertWithdrawal(
    db: Db,
    w: {
      memberId: number;
      account: WithdrawAccountRow;
      accountText: string;
      amountFen: number;
      holdId: number;
      clientKey: string | null;
      now: Date;
    },
  ): Promise<WithdrawalRow> {
    return db
      .insertInto('withdrawals')
      .values({
        member_id: w.memberId,
        account_id: w.account.id,
        amount_fen: w.amountFen,
        hold_id: w.holdId,
        account_type: w.account.type,
        account_text: w.accountText,
        client_key: w.clientKey,
        created_at: w.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  listForMember(db: Db, memberId: number, limit: number, offset: number): Promise<WithdrawalRow[]> {
    return db
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async countForMember(db: Db, memberId: number): Promise<number> {
    const r = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  listByStatus(db: Db, status: WithdrawStatus, limit: number, afterId = 0): Promise<WithdrawalRow[]> {
    return db
      .selectFrom('withdrawals')
      .selectAll()
      .where('status', '=', status)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** The row locked for review: a second reviewer waits here and then sees the decided status. */
  lock(db: Db, id: number): Promise<WithdrawalRow | undefined> {
    return db.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async decide(
    db: Db,
    id: number,
    d: { status: WithdrawStatus; reason?: string; at: Date },
  ): Promise<WithdrawalRow> {
    return db
      .updateTable('withdrawals')
      .set({
        status: d.status,
        reason: d.reason ?? '',
        reviewed_at: d.at,
        paid_at: d.status === 'paid' ? d.at : null,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
