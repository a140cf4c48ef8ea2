import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fund } from '../bet/bet-kit';
import {
  asRecord,
  buildMember,
  buildWideTestApp,
  DEPOSITOR,
  loginMember,
  testDbKind,
  type WideTestApp,
} from '../helpers';
import { ADMIN, createOrder } from '../payment/payment-kit';
import { expectReconciled } from './reliability-kit';

const RACERS = 30;
const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => entries.find((e) => e.playId === playId)?.odds ?? '';
const content = (amountFen: number) => JSON.stringify([{ playId: 'big', amountFen, odds: odds('big') }]);

// The races the other suites do not already run (see README.md): cancel, chase, deposit confirm.
describe.skipIf(testDbKind() !== 'pg')(`races: ${RACERS} at once over separate connections (pg)`, () => {
  let t: WideTestApp;
  beforeAll(async () => {
    // A long period with a short close keeps the issue on sale for the whole test.
    t = await buildWideTestApp(RACERS, {
      DRAW_PERIOD_SEC: '600',
      DRAW_CLOSE_SEC: '5',
      RATE_LIMIT_MAX: '100000',
    });
    await t.app.gamePlay.scheduler.tick();
  });
  afterAll(async () => {
    await t?.closeAll();
  });

  /**
   * The issue is on sale with time to spare. The draws follow the wall clock, so a run that reaches a
   * bet in the last seconds of a period (say 02:59:57) would meet the close; past it, one tick draws the
   * old issue and opens the next, as the running scheduler would.
   */
  async function onSale(): Promise<void> {
    for (let i = 0; i < 40; i++) {
      const res = await t.call('/api/guest/lottery/sale/issue?game_id=Tradition28');
      const sale = asRecord(asRecord(res.body).result);
      const left = Number(sale.closeAt) - Number(sale.serverTime);
      if (sale.state === 'OPEN' && left > 10_000) return;
      if (sale.state === 'OPEN') await new Promise((r) => setTimeout(r, Math.max(0, left) + 250));
      await t.app.gamePlay.scheduler.tick();
    }
    throw new Error('Tradition28 never came on sale');
  }

  const fire = <R>(call: () => Promise<R>) => Promise.all(Array.from({ length: RACERS }, call));
  const ok = (rs: { status: number }[]) => rs.filter((r) => r.status === 200).length;
  const noFivexx = (rs: { status: number; body: unknown }[]) =>
    expect(rs.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);

  it(`${RACERS} cancels of one bet at once: refunded exactly once`, async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 2_000);
    await onSale();
    const placed = await t.call('/api/bet/order', {
      token,
      body: { game_id: 'Tradition28', game_room_id: 1, content: content(2_000) },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = asRecord(asRecord(asRecord(placed.body).result).content).orderId;
    const results = await fire(() =>
      t.call('/api/bet/cancel', { token, body: { game_id: 'Tradition28', id: orderId } }),
    );
    noFivexx(results);
    expect(ok(results)).toBeGreaterThanOrEqual(1);
    const bets = await t.db.db.selectFrom('bets').select(['status']).where('member_id', '=', m.id).execute();
    expect(bets.map((b) => b.status)).toEqual(['cancelled']);
    const refunds = await t.db.db
      .selectFrom('ledger_transfers')
      .select('amount_fen')
      .where('type', '=', 'bet_cancel')
      .where('ref_id', '=', String(orderId))
      .execute();
    expect(refunds.map((r) => r.amount_fen)).toEqual([2_000]);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 2_000, heldFen: 0 });
    await expectReconciled(t.db.db);
  });

  it(`${RACERS} chase plans against a wallet funded for one: exactly one is set`, async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 3_000);
    await onSale();
    const results = await fire(() =>
      t.call('/api/bet/task/order', {
        token,
        body: { game_id: 'Tradition28', game_room_id: 1, content: content(1_000), times: 3, multiple: 1 },
      }),
    );
    noFivexx(results);
    expect(ok(results), JSON.stringify(results.map((r) => r.body))).toBe(1);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 0, heldFen: 3_000 });
    await expectReconciled(t.db.db);
  });

  it(`${RACERS} operator confirms of one deposit at once: credited exactly once`, async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    const order = await createOrder(t, token, 1, '100');
    const results = await fire(() =>
      t.call(`/api/admin/deposits/${order.id}/confirm`, { headers: ADMIN, body: {} }),
    );
    noFivexx(results);
    const credits = await t.db.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('type', '=', 'deposit')
      .where('ref_id', '=', String(order.id))
      .execute();
    expect(credits).toHaveLength(1);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 10_000 });
    await expectReconciled(t.db.db);
  });
});
