import { BetErrorCode, type BetRecordOrder, ErrorCode } from '@qilin/contract';
import {
  beaconRandomness,
  DRAW_ALGORITHM_V2,
  drawResultFor,
  findGameFamily,
  verifyAgainstTerminal,
  verifyBeaconSignature,
  verifyChainLink,
} from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers';
import { balances, fund } from './bet-kit';
import { buildHttpKit } from './http-kit';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';

describe(`bets over HTTP and /sbin (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  let memberId = 0;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Ffc', 'Baccara']);
    await kit.tick();
    const member = await kit.newMember();
    memberId = member.id;
    await fund(kit.db.db, member.id, 100_000);
    token = await kit.login(member);
  });
  afterAll(async () => {
    await kit.close();
  });

  it('serves the sale issue to guests with its commitment and the server time', async () => {
    const r = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Tradition28');
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ issue: '20260301-121', serverTime: kit.clock.ms, state: 'OPEN' });
    expect((r.body.result as { commitment: string }).commitment).toMatch(/^[0-9a-f]{64}$/);
    const denied = await kit.call('GET', '/api/lottery/sale/issue?game_id=Tradition28');
    expect(denied.body).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
  });

  it('validates bet input with readable 4xx answers', async () => {
    const missing = await kit.call('POST', '/api/bet/order', { content: '[]' }, token);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    const garbage = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', content: 'not json' },
      token,
    );
    expect(garbage.body).toMatchObject({ error_code: BetErrorCode.InvalidSelection });
    const item = JSON.stringify([{ playId: 'big', amountFen: 100, odds: odds('big') }]);
    const unknown = await kit.call('POST', '/api/bet/order', { game_id: 'Nope', content: item }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_code: BetErrorCode.GameNotFound });
  });

  it('places over REST and jkid general_bet, lists records with items merged, settles verifiably', async () => {
    const content = JSON.stringify([{ playId: 'big', amountFen: 1_000, odds: odds('big') }]);
    const rest = await kit.call(
      'POST',
      '/api/bet/order',
      { mode: 'credit', game_id: 'Tradition28', game_room_id: 1, content },
      token,
    );
    expect(rest.status).toBe(200);
    const receipt = (rest.body.result as { content: { issue: string; hash: string } }).content;
    expect(receipt.hash).toMatch(/^[0-9a-f]{64}$/);
    const jkparam = JSON.stringify({ id: 1, gid: 'Tradition28', cmd: '小5 单5.5' });
    const sbin = await kit.call('POST', '/sbin', { jkid: 'general_bet', jkparam }, token);
    expect(sbin.body).toMatchObject({ code: '1' });
    expect(await balances(kit.db.db, memberId)).toMatchObject({ heldFen: 2_050 });

    const records = await kit.call('POST', '/api/bet/records', { game_id: 'Tradition28' }, token);
    const list = (records.body.result as { list: BetRecordOrder[] }).list;
    expect(list.map((o) => o.items.length)).toEqual([2, 1]);
    // A row names its game, issue, play, stake and state without a catalogue lookup on the phone.
    expect(list[1]).toMatchObject({ game_id: 'Tradition28', game_name: '传统28', issue: receipt.issue });
    expect(list[1]?.items[0]).toMatchObject({
      name: '大',
      amountFen: 1_000,
      payoutFen: 0,
      status: 'pending',
    });

    const pushes: { target: unknown; type: string; amountFen?: number }[] = [];
    const realtime = kit.app.realtime;
    const original = realtime.publish.bind(realtime);
    realtime.publish = async (target, message) => {
      pushes.push({
        target,
        type: message.type,
        ...('amountFen' in message && { amountFen: message.amountFen }),
      });
      return original(target, message);
    };
    kit.clock.set(new Date('2026-03-01T10:05:01+08:00'));
    await kit.tick();
    realtime.publish = original;
    // Every member with a settled bet gets a balance refresh; winners also get their bonus amount.
    expect(pushes).toContainEqual({ target: { memberId }, type: 'ex_out_all' });
    const won = await kit.db.db
      .selectFrom('bets')
      .select('payout_fen')
      .where('member_id', '=', memberId)
      .where('status', '=', 'won')
      .execute();
    const bonus = pushes.filter((p) => p.type === 'bonus').reduce((sum, p) => sum + (p.amountFen ?? 0), 0);
    expect(bonus).toBe(won.reduce((sum, b) => sum + b.payout_fen, 0));
    const issue = await kit.call(
      'GET',
      `/api/lottery/issue?game_id=Tradition28&issue=${receipt.issue}`,
      undefined,
      token,
    );
    const view = issue.body.result as {
      seed: string;
      commitment: string;
      terminalHash: string;
      chainIndex: number;
      result: unknown;
      state: string;
      algorithm: string;
      beacon: {
        source: string;
        independent: boolean;
        round: number;
        publicKey: string;
        signature: string;
        randomness: string;
      };
    };
    expect(view.state).toBe('SETTLED');
    // v2: salted with the beacon round named at the issue's creation, verifiable with the beacon's key.
    expect(view.algorithm).toBe(DRAW_ALGORITHM_V2);
    expect(view.beacon).toMatchObject({ source: 'local', independent: false });
    expect(verifyBeaconSignature(view.beacon.publicKey, view.beacon.round, view.beacon.signature)).toBe(true);
    expect(view.beacon.randomness).toBe(beaconRandomness(view.beacon.signature));
    expect(view.result).toEqual(
      drawResultFor('Tradition28', view.seed, receipt.issue, view.beacon.randomness),
    );
    expect(view.result).not.toEqual(drawResultFor('Tradition28', view.seed, receipt.issue));
    expect(verifyChainLink(view.seed, view.commitment)).toBe(true);
    expect(verifyAgainstTerminal(view.seed, view.terminalHash, view.chainIndex)).toBe(true);
    expect(await balances(kit.db.db, memberId)).toMatchObject({ heldFen: 0 });
    const history = await kit.call('GET', '/api/guest/lottery/history/draw?game_id=Tradition28&count=5');
    expect((history.body.result as { list: { issue: string }[] }).list[0]?.issue).toBe(receipt.issue);
  });

  it('cancels over REST and /sbin before close; refuses a bet after close with the close message', async () => {
    const content = JSON.stringify([{ playId: 'odd', amountFen: 500, odds: odds('odd') }]);
    const before = await balances(kit.db.db, memberId);
    const placed = await kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content }, token);
    const order = placed.body.result as { content: { orderId: number; issue: string } };
    const cancel = await kit.call(
      'POST',
      '/api/bet/cancel',
      { game_id: 'Tradition28', id: order.content.orderId },
      token,
    );
    expect(cancel.body).toMatchObject({ success: true, result: { refundFen: 500, message: '取消下注成功' } });
    await kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content }, token);
    const all = await kit.call(
      'POST',
      '/sbin',
      { jkid: 'cancel_bet', jkparam: JSON.stringify({ id: 1, gid: 'Tradition28' }) },
      token,
    );
    expect(all.body).toMatchObject({ code: '1', message: '取消下注成功' });
    expect(await balances(kit.db.db, memberId)).toEqual(before);

    const sale = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Tradition28');
    const { issue, closeAt, drawAt } = sale.body.result as { issue: string; closeAt: number; drawAt: number };
    kit.clock.set(closeAt);
    const late = await kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', issue, content }, token);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ success: false, error_code: BetErrorCode.BetClosed });
    expect(String(late.body.error_message)).toContain('封盘');
    // The next issue is not on sale before this one is drawn: its commitment would be this one's seed.
    const next = await kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content }, token);
    expect(next.body).toMatchObject({ success: false, error_code: BetErrorCode.BetClosed });
    kit.clock.set(drawAt);
    await kit.tick();
  });

  it('lists game classes and game info with times_* odds arrays for /sbin', async () => {
    const classes = await kit.call('POST', '/sbin', { jkid: 'game_class', jkparam: '{"type":1}' });
    const games = (classes.body.result as { games: { id: string }[] }[])[0]?.games ?? [];
    expect(games.map((g) => g.id)).toContain('Tradition28');
    const info = await kit.call(
      'POST',
      '/sbin',
      { jkid: 'game_info', jkparam: '{"id":1,"gid":"Tradition28"}' },
      token,
    );
    const first = (info.body.result as Record<string, unknown>[])[0] ?? {};
    expect(Object.keys(first).some((k) => k.startsWith('times_'))).toBe(true);
    const main = await kit.call('GET', '/api/lottery/main?game_id=Tradition28', undefined, token);
    const mainResult = main.body.result as {
      process: number;
      sale: { state: string; closeAt: number; serverTime: number };
    };
    expect(main.body.result).toMatchObject({
      cold_hot: expect.any(Object),
      ignore: expect.any(Array),
      last: expect.any(Array),
    });
    // The round process is the number the client reads: 1 while the issue on sale takes bets, else 2.
    const { sale } = mainResult;
    expect(mainResult.process).toBe(sale.state === 'OPEN' && sale.serverTime < sale.closeAt ? 1 : 2);
    expect(((main.body.result as { map: unknown[][] }).map[0] ?? []).length).toBeGreaterThanOrEqual(7);
  });

  it('answers recent games, room members, the road chart, the member limit and the online list', async () => {
    const recent = await kit.call('POST', '/sbin', { jkid: 'recent_game', jkparam: '{}' }, token);
    expect((recent.body.result as { id: string }[]).map((g) => g.id)).toEqual(['Tradition28']);
    const content = JSON.stringify([{ playId: 'even', amountFen: 300, odds: odds('even') }]);
    await kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', game_room_id: 7, content }, token);
    const room = await kit.call(
      'GET',
      '/api/lottery/room/members?game_id=Tradition28&game_room_id=7',
      undefined,
      token,
    );
    expect((room.body.result as { list: { totalFen: number }[] }).list).toEqual([
      expect.objectContaining({ totalFen: 300 }),
    ]);
    const map = await kit.call('GET', '/api/lottery/map?game_id=Tradition28', undefined, token);
    expect((map.body.result as { map: unknown[][] }).map).toHaveLength(6);
    const limit = await kit.call('GET', '/api/lottery/member/limit?game_id=Tradition28', undefined, token);
    expect(limit.body).toMatchObject({ code: 200, result: findGameFamily('Tradition28')?.limits });
    const online = await kit.call('POST', '/sbin', { jkid: 'online_list', jkparam: '{}' });
    // No socket is connected here: no room has anyone online (online-list.test.ts has the rooms).
    expect(online.body).toMatchObject({ code: '1', result: [] });
  });

  it('disqualifies a champion-match member who bets both sides of one table in one round', async () => {
    const bac = findGameFamily('Baccara')?.playGroups.credit[0]?.entries ?? [];
    const side = (playId: string) =>
      JSON.stringify([{ playId, amountFen: 200, odds: bac.find((e) => e.playId === playId)?.odds ?? '' }]);
    const bet = (playId: string, activeId?: string) =>
      kit.call(
        'POST',
        '/api/bet/order',
        { game_id: 'Baccara', game_room_id: 3, content: side(playId), activeId },
        token,
      );
    expect((await bet('banker', 'A1')).status).toBe(200);
    const both = await bet('player', 'A1');
    expect(both.status).toBe(403);
    expect(both.body).toMatchObject({ success: false, error_code: BetErrorCode.Disqualified });
    expect(String(both.body.error_message)).toContain('取消资格');
    expect((await bet('banker', 'A1')).body).toMatchObject({ error_code: BetErrorCode.Disqualified });
    expect((await bet('player')).status).toBe(200); // outside the activity the rule does not apply
    const records = await kit.call(
      'GET',
      '/api/bet/room/records?gameId=Baccara&gameRoomId=3&activeId=A1',
      undefined,
      token,
    );
    expect(records.body).toMatchObject({ code: 200, data: { total: 1 } });
  });
});
