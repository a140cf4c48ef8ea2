import { sql } from 'kysely';
import type { Db } from '../../db';
import { type AccountRef, HOUSE_KINDS } from './ledger.types';

export type LockedAccount = {
  id: number;
  balance_fen: number;
  version: number;
  allow_negative: boolean;
  /** 试玩 play money (migration 0096): moves only between play accounts. */
  play: boolean;
};
export type TransferMeta = {
  type: string;
  refType: string;
  refId: string;
  memo: string;
  idempotencyKey: string | null;
};

/** SQL only; every method takes the caller's transaction. */
export const ledgerRepository = {
  /** The account's id, creating it on first use (concurrent creators agree through the unique key). */
  async ensureAccount(db: Db, ref: AccountRef): Promise<number> {
    const memberId = ref.memberId ?? null;
    const venue = ref.venue ?? '';
    const find = () =>
      sql<{ id: number }>`select id from ledger_accounts
        where kind = ${ref.kind} and coalesce(member_id, 0) = ${memberId ?? 0} and venue = ${venue}`.execute(
        db,
      );
    const found = (await find()).rows[0];
    if (found) return found.id;
    // A separate statement after the insert: its fresh snapshot sees a row a racing creator committed.
    await sql`insert into ledger_accounts (kind, member_id, venue, allow_negative, play)
      values (${ref.kind}, ${memberId}, ${venue}, ${HOUSE_KINDS.has(ref.kind)}, ${ref.kind === 'play_house'})
      on conflict (kind, (coalesce(member_id, 0)), venue) do nothing`.execute(db);
    const created = (await find()).rows[0];
    if (!created) throw new Error(`ledger account ${ref.kind} could not be created`);
    return created.id;
  },

  /** Row locks in ascending id order, so two transfers over the same accounts never deadlock. */
  async lockAccounts(db: Db, ids: number[]): Promise<Map<number, LockedAccount>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    const locked = new Map<number, LockedAccount>();
    for (const id of sorted) {
      const row = await db
        .selectFrom('ledger_accounts')
        .select(['id', 'balance_fen', 'version', 'allow_negative', 'play'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      locked.set(id, row);
    }
    return locked;
  },

  async insertTransfer(db: Db, debitId: number, creditId: number, amountFen: number, meta: TransferMeta) {
    const row = await db
      .insertInto('ledger_transfers')
      .values({
        debit_account_id: debitId,
        credit_account_id: creditId,
        amount_fen: amountFen,
        type: meta.type,
        ref_type: meta.refType,
        ref_id: meta.refId,
        memo: meta.memo,
        idempotency_key: meta.idempotencyKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Moves the balance and writes the entry with the balance before/after and the new version. */
  async applyEntry(db: Db, transferId: number, accountId: number, deltaFen: number): Promise<void> {
    const after = await db
      .updateTable('ledger_accounts')
      .set((eb) => ({
        balance_fen: eb('balance_fen', '+', deltaFen),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', accountId)
      .returning(['balance_fen', 'version'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ledger_entries')
      .values({
        transfer_id: transferId,
        account_id: accountId,
        amount_fen: deltaFen,
        balance_before_fen: after.balance_fen - deltaFen,
        balance_after_fen: after.balance_fen,
        account_version: after.version,
      })
      .execute();
  },

  /** Claims the key; when it exists already, returns the row that holds it instead. */
  async claimKey(db: Db, key: string, fingerprint: string) {
    const claimed = await db
      .insertInto('ledger_idempotency_keys')
      .values({ key, fingerprint })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) return null;
    return db
      .selectFrom('ledger_idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
  },

  async completeKey(db: Db, key: string, result: { transferId: number; holdId?: number }): Promise<void> {
    await db
      .updateTable('ledger_idempotency_keys')
      .set({ transfer_id: result.transferId, hold_id: result.holdId ?? null })
      .where('key', '=', key)
      .execute();
  },

  async releaseKey(db: Db, key: string): Promise<void> {
    await db.deleteFrom('ledger_idempotency_keys').where('key', '=', key).execute();
  },

  lockHold(db: Db, holdId: number) {
    return db.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).forUpdate().executeTakeFirst();
  },

  async addTurnover(db: Db, memberId: number, deltaFen: number): Promise<void> {
    // greatest(0, …): working off more than is outstanding leaves nothing owed, never a credit. A
    // negative delta is turnover played: the lifetime counter (gift wagering, VIP) grows by it.
    const worked = Math.max(0, -deltaFen);
    await sql`insert into ledger_turnover (member_id, outstanding_fen, worked_total_fen)
      values (${memberId}, ${Math.max(0, deltaFen)}, ${worked})
      on conflict (member_id) do update
      set outstanding_fen = greatest(0, ledger_turnover.outstanding_fen + ${deltaFen}),
        worked_total_fen = ledger_turnover.worked_total_fen + ${worked}, updated_at = now()`.execute(db);
  },

  async memberBalances(db: Db, memberId: number) {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance_fen'])
      .where('member_id', '=', memberId)
      .where('kind', 'in', ['member_wallet', 'member_held'])
      .execute();
    const turnover = await db
      .selectFrom('ledger_turnover')
      .select('outstanding_fen')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance_fen ?? 0;
    return {
      walletFen: of('member_wallet'),
      heldFen: of('member_held'),
      outstandingFen: turnover?.outstanding_fen ?? 0,
    };
  },
};
