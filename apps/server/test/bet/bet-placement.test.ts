import { BetErrorCode, type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const GAME = 'Tradition28';
const entries = findGameFamily(GAME)?.playGroups.credit[0]?.entries ?? [];
const item = (playId: string, amountFen: number): BetItem => {
  const e = entries.find((x) => x.playId === playId);
  if (!e) throw new Error(`no ${playId}`);
  return { playId, amountFen, odds: e.odds };
};

/** The one-statement write path and its fallbacks (first hold, held account older than the wallet). */
describe(`bet placement write path (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, [GAME]);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The order's ledger side (its transfers, any ledger_holds rows) and its bets, each its own hold. */
  const ledgerRows = async (orderId: number) => {
    const holds = await t.db
      .selectFrom('ledger_holds')
      .select(['id'])
      .where('ref_type', '=', 'bet_order')
      .where('ref_id', '=', String(orderId))
      .execute();
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select(['type', 'amount_fen'])
      .where('ref_type', '=', 'bet_order')
      .where('ref_id', '=', String(orderId))
      .orderBy('id')
      .execute();
    const bets = await t.db
      .selectFrom('bets')
      .select(['id', 'hold_id', 'held_fen', 'stake_fen', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return { holds, transfers, bets };
  };

  it('moves the order total wallet → held in one transfer, chained, and each bet holds its own stake', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 10_000);
    // First bet: no member_held account yet, so the write creates it and runs again.
    const first = await kit.bets.place(m.id, { gameCode: GAME, roomId: '1', items: [item('big', 300)] });
    const r = await kit.bets.place(m.id, {
      gameCode: GAME,
      roomId: '1',
      items: [item('big', 500), item('small', 700), item('odd', 900)],
    });
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 10_000 - 2_400, heldFen: 2_400 });
    const { holds, transfers, bets } = await ledgerRows(r.orderId);
    expect(holds).toEqual([]);
    expect(transfers).toEqual([{ type: 'bet_stake', amount_fen: 2_100 }]);
    expect(bets.map((b) => b.id)).toEqual(r.items.map((i) => i.betId));
    expect(bets.map((b) => [b.hold_id, b.held_fen, b.status])).toEqual([
      [null, 500, 'pending'],
      [null, 700, 'pending'],
      [null, 900, 'pending'],
    ]);
    const wallet = await sql<{ amount_fen: number; balance_before_fen: number; balance_after_fen: number }>`
      select e.amount_fen, e.balance_before_fen, e.balance_after_fen from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.kind = 'member_wallet' and a.member_id = ${m.id} order by e.account_version`.execute(t.db);
    expect(wallet.rows.map((e) => [e.amount_fen, e.balance_before_fen, e.balance_after_fen])).toEqual([
      [10_000, 0, 10_000],
      [-300, 10_000, 9_700],
      [-2_100, 9_700, 7_600],
    ]);
    expect(first.orderId).toBeLessThan(r.orderId);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('takes the id-ordered ledger path when the held account is older than the wallet', async () => {
    const m = await buildMember(t.db);
    await sql`insert into ledger_accounts (kind, member_id) values ('member_held', ${m.id})`.execute(t.db);
    await fund(t.db, m.id, 5_000); // creates the wallet after the held account: higher id
    const r = await kit.bets.place(m.id, {
      gameCode: GAME,
      roomId: '1',
      items: [item('big', 1_000), item('small', 2_000)],
    });
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 2_000, heldFen: 3_000 });
    const { holds, transfers, bets } = await ledgerRows(r.orderId);
    expect(holds).toEqual([]);
    expect(transfers).toEqual([{ type: 'bet_stake', amount_fen: 3_000 }]);
    expect(bets.map((b) => b.held_fen)).toEqual([1_000, 2_000]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('writes nothing when the wallet is short of the whole order, even if it covers the first items', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 1_500);
    const orders = () => t.db.selectFrom('bet_orders').select('id').where('member_id', '=', m.id).execute();
    await expect(
      kit.bets.place(m.id, {
        gameCode: GAME,
        roomId: '1',
        items: [item('big', 1_000), item('small', 1_000)],
      }),
    ).rejects.toMatchObject({ errorCode: ErrorCode.InsufficientBalance });
    expect(await orders()).toEqual([]);
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 1_500, heldFen: 0 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses and writes nothing when the draw side has closed the issue before the clock says so', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 5_000);
    const sale = await kit.draws.currentIssue(GAME);
    if (!sale) throw new Error('no issue on sale');
    // The row says CLOSED while the clock still says open: the row wins, nothing moves.
    await t.db
      .updateTable('draw_issues')
      .set({ state: 'CLOSED' })
      .where('game_code', '=', GAME)
      .where('issue', '=', sale.issue)
      .execute();
    try {
      await expect(
        kit.bets.place(m.id, { gameCode: GAME, roomId: '1', issue: sale.issue, items: [item('big', 1_000)] }),
      ).rejects.toMatchObject({ errorCode: BetErrorCode.BetClosed });
    } finally {
      await t.db
        .updateTable('draw_issues')
        .set({ state: 'OPEN' })
        .where('game_code', '=', GAME)
        .where('issue', '=', sale.issue)
        .execute();
    }
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 5_000, heldFen: 0 });
  });
});
