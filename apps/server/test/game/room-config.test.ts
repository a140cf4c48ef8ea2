import { BetErrorCode, ErrorCode } from '@qilin/contract';
import { findGameFamily, type lotteryInfoShape } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const catalogue = findGameFamily('Tradition28')?.playGroups.credit.flatMap((g) => g.entries) ?? [];
const catalogueOdds = (playId: string) => catalogue.find((e) => e.playId === playId)?.odds as string;

type Info = ReturnType<typeof lotteryInfoShape> & { rules?: Record<string, unknown> };
type Receipt = { content: { orderId: number; items: { odds: unknown }[] } };

/** The odds game info shows for one play (credit bonus map by the option's name). */
function shownOdds(info: Info, name: string): string | undefined {
  for (const g of info.credit) for (const p of g.plays) if (p.bonus[name] !== undefined) return p.bonus[name];
  return undefined;
}

/**
 * Per room odds and rules: game info shows the room's odds, a bet must carry them (anything else is
 * refused), and a 28 room's hedging rules refuse the pairs it forbids.
 */
describe(`per room odds and hedging config (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  let memberId = 0;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Ffc']);
    await kit.tick();
    const member = await kit.newMember();
    memberId = member.id;
    await fund(kit.db.db, member.id, 1_000_000);
    token = await kit.login(member);
  });
  afterAll(async () => {
    await kit.close();
  });

  const admin = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; result?: unknown } };
  };
  const setRoom = (room: string, doc: { odds?: object; rules?: object }, game = 'Tradition28') =>
    admin('PUT', '/api/admin/game-rooms/config', { game_id: game, game_room_id: room, ...doc });
  const info = async (room: string) =>
    (await kit.call('GET', `/api/lottery/info?game_id=Tradition28&game_room_id=${room}`, undefined, token))
      .body.result as Info;
  const bet = (room: string, items: { playId: string; amountFen: number; odds: string }[]) =>
    kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', game_room_id: room, content: items }, token);

  it("shows each room's odds in game info and takes a bet only at the odds its room shows", async () => {
    expect(shownOdds(await info('1'), '大')).toBe(catalogueOdds('big'));
    const set = await setRoom('2', { odds: { big: '2.05' } });
    expect(set.status).toBe(200);
    expect(shownOdds(await info('2'), '大')).toBe('2.05');
    expect(shownOdds(await info('1'), '大')).toBe(catalogueOdds('big')); // a room without a row
    // /sbin game_info (times_* arrays) follows the room too.
    const gi = await kit.call(
      'POST',
      '/sbin',
      { jkid: 'game_info', jkparam: '{"id":2,"gid":"Tradition28"}' },
      token,
    );
    expect(JSON.stringify(gi.body)).toContain('"2.05"');

    const stale = await bet('2', [{ playId: 'big', amountFen: 100, odds: catalogueOdds('big') }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error_code: BetErrorCode.OddsChanged });
    const ok2 = await bet('2', [{ playId: 'big', amountFen: 100, odds: '2.05' }]);
    expect(ok2.body.success).toBe(true);
    expect((ok2.body.result as Receipt).content.items[0]?.odds).toBe('2.05');
    const wrongRoom = await bet('1', [{ playId: 'big', amountFen: 100, odds: '2.05' }]);
    expect(wrongRoom.body).toMatchObject({ error_code: BetErrorCode.OddsChanged });

    // The game's row (room '') applies to every room; a room's own key still wins.
    await setRoom('', { odds: { big: '1.9', small: '1.91' } });
    expect(shownOdds(await info('7'), '小')).toBe('1.91');
    expect(shownOdds(await info('2'), '小')).toBe('1.91');
    expect(shownOdds(await info('2'), '大')).toBe('2.05');
    expect(shownOdds(await info('7'), '大')).toBe('1.9');
    // Removing the room's row returns it to the game's settings.
    const removed = await admin('DELETE', '/api/admin/game-rooms/config?game_id=Tradition28&game_room_id=2');
    expect(removed.body).toMatchObject({ success: true, result: { removed: true } });
    expect(shownOdds(await info('2'), '大')).toBe('1.9');
    await setRoom('', { rules: { dxds1314Odds: '1.6' } }); // back to the catalogue's odds
    expect(shownOdds(await info('2'), '大')).toBe(catalogueOdds('big'));
  });

  it('refuses config that does not fit the game, and non-operators', async () => {
    const bad = async (doc: object, game = 'Tradition28') => {
      const r = await setRoom('9', doc, game);
      expect(r.status, JSON.stringify(doc)).toBe(400);
      expect(r.body).toMatchObject({ success: false });
    };
    await bad({ odds: { 'no-such-play': '2' } });
    await bad({ odds: { big: '0.9' } });
    await bad({ odds: { big: 'abc' } });
    await bad({ odds: { big: { a: '2' } } });
    await bad({ rules: { dxds1314Odds: 1.6 } });
    await bad({ rules: { hedging: { killCombo: 'yes' } } });
    await bad({ rules: { unknown: true } });
    await bad({ rules: { dxds1314Odds: '1.8' } }, 'Ffc'); // 13/14 rules only fit 28 games
    const member = await kit.app.inject({
      method: 'PUT',
      url: '/api/admin/game-rooms/config',
      payload: { game_id: 'Tradition28', odds: { big: '9' } },
      headers: { token },
    });
    expect(member.statusCode).toBeGreaterThanOrEqual(401);
    expect(member.statusCode).toBeLessThan(500);
    const view = await admin('GET', '/api/admin/game-rooms/config?game_id=Tradition28&game_room_id=9');
    expect((view.body.result as { rows: { room_id: string }[] }).rows.map((r) => r.room_id)).not.toContain(
      '9',
    );
  });

  it("refuses the pairs a room's hedging rules forbid; cancel-then-rebet and the exception threshold pass", async () => {
    await setRoom('5', {
      rules: { hedging: { killCombo: true, oppositeCombo: true, exceptOverFen: 10_000 } },
    });
    expect((await info('5')).rules).toMatchObject({ hedging: { killCombo: true, exceptOverFen: 10_000 } });
    const o = (playId: string, amountFen = 100) => ({ playId, amountFen, odds: catalogueOdds(playId) });
    const before = await balances(kit.db.db, memberId);

    const big = await bet('5', [o('big')]);
    expect(big.body.success).toBe(true);
    const kill = await bet('5', [o('small-odd')]);
    expect(kill.status).toBe(400);
    expect(kill.body).toMatchObject({ success: false, error_code: BetErrorCode.HedgeRefused });
    expect(String(kill.body.error_message)).toContain('[禁止杀组合]');
    expect(String(kill.body.error_message)).toContain('100元');
    // Both in one order is refused the same way; unrelated plays stand.
    const together = await bet('5', [o('odd'), o('big-even')]);
    expect(together.body).toMatchObject({ error_code: BetErrorCode.HedgeRefused });
    expect((await bet('5', [o('odd'), o('leopard')])).body.success).toBe(true);
    // Another room without the rule takes the same pair.
    expect((await bet('1', [o('small-odd')])).body.success).toBe(true);

    // Cancel 大, then 小单 stands.
    const orderId = (big.body.result as Receipt).content.orderId;
    await kit.call('POST', '/api/bet/cancel', { game_id: 'Tradition28', id: orderId }, token);
    expect((await bet('5', [o('small-odd')])).body.success).toBe(true);

    // Past the exception threshold (the total above 100 元, this order included) the rule lifts.
    const total = (await balances(kit.db.db, memberId)).heldFen - before.heldFen;
    const stillUnder = await bet('5', [o('big')]);
    expect(total + 100).toBeLessThanOrEqual(10_000);
    expect(stillUnder.body).toMatchObject({ error_code: BetErrorCode.HedgeRefused });
    expect((await bet('5', [o('big', 10_000)])).body.success).toBe(true);
  });

  it("only rooms that exist: '01', '1 ' or 'zzz' cannot side-step room 3's rules", async () => {
    await setRoom('3', { rules: { hedging: { oppositeSides: true } } });
    const o = (playId: string) => ({ playId, amountFen: 100, odds: catalogueOdds(playId) });
    expect((await bet('3', [o('big')])).body.success).toBe(true);
    expect((await bet('3', [o('small')])).body).toMatchObject({ error_code: BetErrorCode.HedgeRefused });
    for (const alias of ['03', '3 ', ' 3', 'zzz', '3.0']) {
      const res = await bet(alias, [o('small')]);
      expect(res.status, alias).toBe(400);
      expect(res.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
      expect(String(res.body.error_message)).toContain('game_room_id');
      const shown = await kit.call(
        'GET',
        `/api/lottery/info?game_id=Tradition28&game_room_id=${encodeURIComponent(alias)}`,
        undefined,
        token,
      );
      expect(shown.status, alias).toBe(400);
    }
    // Operators configure canonical rooms only; other numbered rooms and no room still play the game's rules.
    expect((await setRoom('3 ', { rules: {} })).status).toBe(400);
    expect((await bet('4', [o('small')])).body.success).toBe(true);
    expect((await bet('', [o('small')])).body.success).toBe(true);
  });

  it('lets exactly one of two concurrent orders that would hedge each other stand', async () => {
    await setRoom('6', { rules: { hedging: { oppositeSides: true } } });
    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 10_000);
    const t = await kit.login(member);
    const place = (playId: string) =>
      kit.call(
        'POST',
        '/api/bet/order',
        {
          game_id: 'Tradition28',
          game_room_id: 6,
          content: [{ playId, amountFen: 100, odds: catalogueOdds(playId) }],
        },
        t,
      );
    const replies = await Promise.all([place('big'), place('small'), place('big'), place('small')]);
    const accepted = replies.filter((r) => r.body.success);
    const refused = replies.filter((r) => !r.body.success);
    expect(refused.every((r) => r.body.error_code === BetErrorCode.HedgeRefused)).toBe(true);
    const sides = new Set(
      await kit.db.db
        .selectFrom('bets')
        .select('play_id')
        .where('member_id', '=', member.id)
        .execute()
        .then((rows) => rows.map((r) => r.play_id)),
    );
    expect(sides.size).toBe(1);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(await balances(kit.db.db, member.id)).toMatchObject({ heldFen: 100 * accepted.length });
    expect(ErrorCode.SessionExpired).toBeDefined();
  });
});
