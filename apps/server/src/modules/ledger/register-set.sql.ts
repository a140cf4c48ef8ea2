import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db';
import { HoldStateError, InsufficientFundsError, PlayMoneyError } from './ledger.errors';
import { ledgerRepository as repo } from './ledger.repository';
import { assertRef } from './ledger.service';
import { type AccountRef, HOUSE_KINDS, PLAY_HOUSE, TURNOVER_KINDS } from './ledger.types';
import { ledgerBatchRepository as batch } from './ledger-batch.repository';

type Trx = Transaction<Database>;

/**
 * Register rows leaving their held state (see `register-hold.sql.ts`), as SQL: a data-modifying CTE
 * body — the caller's own `update … set status = … where status = 'pending' … returning` — yielding one
 * row per ended register row with the columns
 * - `member_id`, `held_fen`: whose money and how much the row held,
 * - `post_fen`: posted to the house (null = void the whole row; otherwise the rest returns),
 * - `payout_fen`: paid house → wallet on top (0 for none),
 * - `payout_ref`: a caller reference collected for the rows that paid out (nullable).
 * The rows never leave the database: that is what makes settling 100k bets cost a few statements.
 * The caller's update is what makes a row end once: it only returns rows it moved out of pending.
 */
export type RegisterSetSource = RawBuilder<unknown>;

export type RegisterSetOptions = {
  /**
   * The house-side account that receives posted stakes and pays the payouts. A 试玩 trial member's
   * rows settle against the play house instead, so play money never reaches a real account.
   */
  house: AccountRef;
  postType: string;
  voidType: string;
  payoutType: string;
  /** Every transfer of the set is written per member under this ref (e.g. the issue). */
  ref: { refType: string; refId: string };
};

export type RegisterSetMember = {
  memberId: number;
  rows: number;
  postFen: number;
  releaseFen: number;
  voidFen: number;
  payoutFen: number;
  payoutRefs: string[];
};

type SumRow = {
  member_id: number | string;
  rows: number | string;
  post_fen: number | string;
  release_fen: number | string;
  void_fen: number | string;
  payout_fen: number | string;
};

/**
 * Ends a set of register rows in the caller's transaction with a constant number of statements,
 * whatever its size: one statement runs the source and sums per member; then per member at most four
 * transfers (post to the house, the unposted rest back, voids back, the payout), each account locked
 * once in ascending id and moved once. A member's wallet history reads one line per kind per set (the
 * issue), not one per row; each register row keeps its own figures.
 *
 * All or nothing: a row that posts more than it held, or a held balance that does not cover the rows,
 * throws (HoldStateError / InsufficientFundsError) and the caller's transaction — with the source's own
 * writes — rolls back.
 */
export async function settleRegisterSet(
  trx: Trx,
  source: RegisterSetSource,
  o: RegisterSetOptions,
): Promise<RegisterSetMember[]> {
  assertRef(o.house);
  if (!HOUSE_KINDS.has(o.house.kind))
    throw new RangeError('settleRegisterSet pays through a house-side account');
  // The sums hash-aggregate (no DISTINCT aggregate, which would sort every row by member); the refs
  // are deduplicated apart, over the paying rows only.
  const r = await sql<{
    overposted: number | string;
    members: SumRow[] | null;
    refs: { member_id: number | string; ref: string }[] | null;
  }>`with src as (${source}),
      sums as (
        select member_id, count(*) as rows,
          coalesce(sum(post_fen), 0) as post_fen,
          coalesce(sum(held_fen - post_fen) filter (where post_fen is not null), 0) as release_fen,
          coalesce(sum(held_fen) filter (where post_fen is null), 0) as void_fen,
          coalesce(sum(payout_fen), 0) as payout_fen
        from src group by member_id),
      refs as (select distinct member_id, payout_ref as ref from src where payout_ref is not null and payout_fen > 0)
    select (select count(*) from src where post_fen > held_fen or post_fen < 0 or payout_fen < 0) as overposted,
      (select json_agg(sums order by member_id) from sums) as members,
      (select json_agg(refs order by member_id, ref) from refs) as refs`.execute(trx);
  const row = r.rows[0];
  if (Number(row?.overposted ?? 0) > 0) throw new HoldStateError();
  const refs = new Map<number, string[]>();
  for (const x of row?.refs ?? []) {
    const id = Number(x.member_id);
    const list = refs.get(id);
    if (list) list.push(x.ref);
    else refs.set(id, [x.ref]);
  }
  const members = (row?.members ?? []).map((x) => toMember(x, refs.get(Number(x.member_id)) ?? []));
  if (members.length > 0) await writeTransfers(trx, members, o);
  return members;
}

const toMember = (x: SumRow, payoutRefs: string[]): RegisterSetMember => ({
  memberId: Number(x.member_id),
  rows: Number(x.rows),
  postFen: Number(x.post_fen),
  releaseFen: Number(x.release_fen),
  voidFen: Number(x.void_fen),
  payoutFen: Number(x.payout_fen),
  payoutRefs,
});

async function writeTransfers(trx: Trx, members: RegisterSetMember[], o: RegisterSetOptions): Promise<void> {
  const accounts = await batch.ensureMemberAccounts(
    trx,
    members.map((m) => m.memberId),
  );
  const houseId = await repo.ensureAccount(trx, o.house);
  const playHouseId = [...accounts.values()].some((a) => a.play)
    ? await repo.ensureAccount(trx, PLAY_HOUSE)
    : 0;
  const { refType, refId } = o.ref;
  const planned = members.flatMap((m) => {
    const acc = accounts.get(m.memberId);
    if (!acc?.walletId || !acc.heldId) throw new Error(`accounts of member ${m.memberId} missing`);
    const house = acc.play ? playHouseId : houseId;
    const memo = `rows:${m.rows}`;
    return [
      { debitId: acc.heldId, creditId: house, amountFen: m.postFen, type: o.postType },
      { debitId: acc.heldId, creditId: acc.walletId, amountFen: m.releaseFen, type: 'hold_release' },
      { debitId: acc.heldId, creditId: acc.walletId, amountFen: m.voidFen, type: o.voidType },
      { debitId: house, creditId: acc.walletId, amountFen: m.payoutFen, type: o.payoutType },
    ]
      .filter((t) => t.amountFen > 0)
      .map((t) => ({ ...t, refType, refId, memo }));
  });
  if (planned.length === 0) return;
  const locked = await batch.lockAccounts(trx, [...new Set(planned.flatMap((p) => [p.debitId, p.creditId]))]);
  // The held side covers unless a register row was not really held; a house that may not go negative might not.
  const balance = new Map([...locked].map(([id, a]) => [id, a.balance_fen]));
  for (const p of planned) {
    if (locked.get(p.debitId)?.play !== locked.get(p.creditId)?.play) throw new PlayMoneyError();
    const after = (balance.get(p.debitId) ?? 0) - p.amountFen;
    if (!locked.get(p.debitId)?.allow_negative && after < 0) throw new InsufficientFundsError();
    balance.set(p.debitId, after);
    balance.set(p.creditId, (balance.get(p.creditId) ?? 0) + p.amountFen);
  }
  const ids = await batch.nextTransferIds(trx, planned.length);
  const transfers = planned.map((p, n) => ({ ...p, id: ids[n] ?? 0 }));
  await batch.insertTransfers(trx, transfers);
  await batch.applyEntries(trx, transfers);
  if (TURNOVER_KINDS.has(o.house.kind))
    await batch.workOffTurnover(
      trx,
      new Map(
        members
          .filter((m) => m.postFen > 0 && !accounts.get(m.memberId)?.play)
          .map((m) => [m.memberId, m.postFen]),
      ),
    );
}
