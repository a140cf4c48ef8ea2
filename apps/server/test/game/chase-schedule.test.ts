import { BetErrorCode, type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const credit = findGameFamily('Ffc')?.playGroups.credit.flatMap((g) => g.entries) ?? [];
const bigOdds = credit.find((e) => e.playId === 'sum-big' || e.name === '总和大')?.odds;
const normEntry = findGameFamily('Ffc')
  ?.playGroups.norm.flatMap((g) => g.entries)
  .find((e) => e.playId === 'three-direct');

type Upcoming = {
  serverTime: number;
  list: { issue: string; openAt: number; closeAt: number; drawAt: number }[];
};
type Chase = { chaseId: number; orders: { issue: string; totalFen: number }[] };

/**
 * Chase lists follow the scheduler's real schedule: with a 15 s period override the issue numbers are
 * the override's, and a zhList names its issues with a multiple each.
 */
describe(`upcoming issues and per-issue chase multiples (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  let memberId = 0;
  beforeAll(async () => {
    kit = await buildHttpKit(['Ffc'], '2026-03-01T10:00:05+08:00', { periodSec: 15, closeSec: 5 });
    await kit.tick();
    const member = await kit.newMember();
    memberId = member.id;
    await fund(kit.db.db, member.id, 1_000_000);
    token = await kit.login(member);
  });
  afterAll(async () => {
    await kit.close();
  });

  const upcoming = async (count: number) =>
    (await kit.call('GET', `/api/lottery/sale/issues?game_id=Ffc&count=${count}`, undefined, token)).body
      .result as Upcoming;
  const item = (amountFen: number): BetItem => {
    const entry = credit[0]!;
    return {
      playId: entry.playId,
      ...(entry.option !== undefined && { option: entry.option }),
      ...(entry.position !== undefined && { position: entry.position }),
      amountFen,
      odds: entry.odds,
    };
  };
  const chase = (body: Record<string, unknown>) =>
    kit.call('POST', '/api/bet/task/order', { game_id: 'Ffc', game_room_id: 1, ...body }, token);

  it("lists the next issues on sale from the scheduler's schedule, not the catalogue period", async () => {
    expect(bigOdds ?? credit[0]?.odds).toBeDefined();
    const r = await upcoming(6);
    expect(r.serverTime).toBe(kit.clock.ms);
    // 10:00:05 on a 15 s period is issue 2401 (the catalogue's 60 s period would say 0601).
    expect(r.list.map((i) => i.issue)).toEqual([
      '20260301-2401',
      '20260301-2402',
      '20260301-2403',
      '20260301-2404',
      '20260301-2405',
      '20260301-2406',
    ]);
    for (const [k, i] of r.list.entries()) {
      expect(i.drawAt - i.closeAt).toBe(5_000);
      if (k > 0) expect(i.drawAt - (r.list[k - 1]?.drawAt ?? 0)).toBe(15_000);
    }
    const sale = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Ffc');
    expect((sale.body.result as { issue: string }).issue).toBe(r.list[0]?.issue);
    // Once the first closes, it is no longer offered.
    kit.clock.set(r.list[0]?.closeAt ?? 0);
    expect((await upcoming(2)).list.map((i) => i.issue)).toEqual(['20260301-2402', '20260301-2403']);
  });

  it('refuses guests and out-of-range counts', async () => {
    const guest = await kit.call('GET', '/api/lottery/sale/issues?game_id=Ffc');
    expect(guest.body).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
    for (const count of [0, 131, 'x']) {
      const r = await kit.call(
        'GET',
        `/api/lottery/sale/issues?game_id=Ffc&count=${count}`,
        undefined,
        token,
      );
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    }
    const unknown = await kit.call('GET', '/api/lottery/sale/issues?game_id=Nope', undefined, token);
    expect(unknown.status).toBe(404);
  });

  it('places a zhList from a later start issue, each issue at its own multiple, holding the exact total', async () => {
    const before = await balances(kit.db.db, memberId);
    const list = (await upcoming(5)).list.map((i) => i.issue);
    const zhList = [
      { issue: list[1]!, multiple: 1 },
      { issue: list[2]!, multiple: 3 },
      { issue: list[3]!, multiple: 2 },
    ];
    const r = await chase({ content: [item(150)], zhList, isWinStop: true });
    expect(r.body).toMatchObject({ success: true, result: { message: '设置追号成功' } });
    const { chaseId, orders } = r.body.result as Chase;
    expect(orders.map((o) => [o.issue, o.totalFen])).toEqual([
      [list[1], 150],
      [list[2], 450],
      [list[3], 300],
    ]);
    expect(await balances(kit.db.db, memberId)).toMatchObject({
      balanceFen: before.balanceFen - 900,
      heldFen: before.heldFen + 900,
    });
    const rows = await kit.db.db
      .selectFrom('bet_orders')
      .select(['issue', 'multiple', 'total_fen'])
      .where('chase_id', '=', chaseId)
      .orderBy('id')
      .execute();
    expect(rows.map((o) => [o.issue, o.multiple, Number(o.total_fen)])).toEqual([
      [list[1], 1, 150],
      [list[2], 3, 450],
      [list[3], 2, 300],
    ]);
    const plan = await kit.db.db
      .selectFrom('chase_plans')
      .select(['issues', 'total_fen'])
      .where('id', '=', chaseId)
      .executeTakeFirstOrThrow();
    expect([plan.issues, Number(plan.total_fen)]).toEqual([3, 900]);
    // The same over /sbin chase_bet (content carries the zhList).
    const sbin = await kit.call(
      'POST',
      '/sbin',
      {
        jkid: 'chase_bet',
        jkparam: JSON.stringify({
          id: 1,
          gid: 'Ffc',
          type: 1,
          content: JSON.stringify({ items: [item(100)], zhList: [{ issue: list[4], multiple: 4 }] }),
        }),
      },
      token,
    );
    expect(sbin.body).toMatchObject({ code: '1', message: '设置追号成功' });
    expect((sbin.body.result as Chase[])[0]?.orders.map((o) => [o.issue, o.totalFen])).toEqual([
      [list[4], 400],
    ]);
  });

  it('scales a norm (官方) item by each issue multiple so its count check still holds', async () => {
    if (!normEntry) throw new Error('Ffc has no three-direct norm play');
    const list = (await upcoming(2)).list.map((i) => i.issue);
    const norm: BetItem = {
      playId: 'three-direct',
      option: 'back',
      sets: [[1], [2], [3, 4]],
      unit: 'yuan',
      multiple: 1,
      count: 2,
      amountFen: 2 * 200,
      odds: normEntry.odds,
    };
    const r = await chase({
      content: [norm],
      zhList: [
        { issue: list[0]!, multiple: 2 },
        { issue: list[1]!, multiple: 5 },
      ],
    });
    expect(r.body.success).toBe(true);
    expect((r.body.result as Chase).orders.map((o) => o.totalFen)).toEqual([800, 2_000]);
  });

  it('refuses a zhList naming issues off sale, out of order, repeated or too far ahead; nothing is held', async () => {
    const before = await balances(kit.db.db, memberId);
    const list = (await upcoming(20)).list.map((i) => i.issue);
    const refused = async (zhList: unknown, status: number, code: number) => {
      const r = await chase({ content: [item(100)], zhList });
      expect(r.status, JSON.stringify(zhList)).toBe(status);
      expect(r.body).toMatchObject({ success: false, error_code: code });
      expect(String(r.body.error_message).length).toBeGreaterThan(0);
    };
    await refused([{ issue: '20260301-2400', multiple: 1 }], 400, 41113); // already drawn
    await refused([{ issue: 'garbage', multiple: 1 }], 400, 41113);
    await refused(
      [
        { issue: list[2], multiple: 1 },
        { issue: list[1], multiple: 1 },
      ],
      400,
      41113,
    );
    await refused(
      [
        { issue: list[1], multiple: 1 },
        { issue: list[1], multiple: 1 },
      ],
      400,
      41113,
    );
    await refused([{ issue: list[15], multiple: 1 }], 400, 41113); // start beyond the window
    await refused([{ issue: list[0], multiple: 0 }], 400, ErrorCode.InvalidPayload);
    await refused([{ issue: list[0], multiple: 10_001 }], 400, ErrorCode.InvalidPayload);
    await refused([], 400, ErrorCode.InvalidPayload);
    const none = await chase({ content: [item(100)] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error_code: ErrorCode.InvalidPayload });
    expect(await balances(kit.db.db, memberId)).toEqual(before);
    expect(BetErrorCode.OddsChanged).toBe(41102); // chase items still go through the bet checks
    const stale = await chase({
      content: [{ ...item(100), odds: '99' }],
      zhList: [{ issue: list[0], multiple: 1 }],
    });
    expect(stale.body).toMatchObject({ success: false, error_code: BetErrorCode.OddsChanged });
  });
});
