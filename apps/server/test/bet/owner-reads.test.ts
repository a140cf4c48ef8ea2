import { Messages } from '@qilin/contract';
import { findGameFamily, GAME_PLAY_RULES } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChaseQueries } from '../../src/modules/chase';
import { testDbKind } from '../helpers';
import { balances, fund } from './bet-kit';
import { buildHttpKit } from './http-kit';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';

type Chase = {
  zhid: number;
  gameId: string;
  roomId: string;
  isWinStop: boolean;
  status: string;
  totalFen: number;
  issues: number;
  done: number;
  items: { orderId: number; issue: string; multiple: number; status: string; totalFen: number }[];
};

/** The member's own view of every bet and chase read: the owner gets the data (access-control.test has the rest). */
describe(`bets and chases, the owner's reads (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Bull']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  async function member(fen = 100_000) {
    const m = await kit.newMember();
    if (fen > 0) await fund(kit.db.db, m.id, fen);
    return { ...m, token: await kit.login(m) };
  }
  const sbin = async (jkid: string, params: object, token: string) =>
    (await kit.call('POST', '/sbin', { jkid, jkparam: JSON.stringify(params) }, token)).body;

  it('bet task order → list → info → cancel over REST', async () => {
    const m = await member();
    const content = JSON.stringify([{ playId: 'big', amountFen: 300, odds: odds('big') }]);
    const placed = await kit.call(
      'POST',
      '/api/bet/task/order',
      { game_id: 'Tradition28', game_room_id: 4, content, times: 3, multiple: 2, isWinStop: 1 },
      m.token,
    );
    expect(placed.body).toMatchObject({ success: true, result: { message: Messages.chaseSetSuccess } });
    const { chaseId, orders } = placed.body.result as { chaseId: number; orders: { issue: string }[] };
    expect(orders).toHaveLength(3);
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 100_000 - 1_800, heldFen: 1_800 });

    const list = await kit.call('GET', '/api/bet/task/list?game_id=Tradition28', undefined, m.token);
    const chases = (list.body.result as { list: Chase[] }).list;
    expect(chases).toHaveLength(1);
    const expected = {
      zhid: chaseId,
      gameId: 'Tradition28',
      roomId: '4',
      isWinStop: true,
      status: 'running',
      totalFen: 1_800,
      issues: 3,
      done: 0,
      items: orders.map((o) => ({ issue: o.issue, multiple: 2, status: 'open', totalFen: 600 })),
    };
    expect(chases[0]).toMatchObject(expected);
    const posted = await kit.call('POST', '/api/bet/task/list', {}, m.token);
    expect((posted.body.result as { list: Chase[] }).list).toEqual(chases);

    const info = await kit.call('GET', `/api/bet/task/info?id=${chaseId}`, undefined, m.token);
    expect(info.body).toMatchObject({ success: true, result: expected });

    const cancel = await kit.call('POST', '/api/bet/task/cancel', { id: chaseId }, m.token);
    expect(cancel.body).toMatchObject({
      success: true,
      result: { refundFen: 1_800, cancelled: 3, message: Messages.chaseCancelSuccess },
    });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 100_000, heldFen: 0 });
    const after = await kit.call('GET', `/api/bet/task/info?id=${chaseId}`, undefined, m.token);
    expect(after.body.result).toMatchObject({ zhid: chaseId, status: 'cancelled', done: 3 });
  });

  it('task/info finds a chase older than the list window by its id', async () => {
    const m = await member(1_000_000);
    const content = JSON.stringify([{ playId: 'odd', amountFen: 100, odds: odds('odd') }]);
    const first = await kit.call(
      'POST',
      '/api/bet/task/order',
      { game_id: 'Tradition28', content, times: 1 },
      m.token,
    );
    const oldest = (first.body.result as { chaseId: number }).chaseId;
    // Filler chases written straight to the table push the first one out of the latest-50 list.
    const fillers = Array.from({ length: 55 }, () => ({
      member_id: m.id,
      game_code: 'Tradition28',
      is_win_stop: false,
      content: '[]',
      issues: 0,
      total_fen: 0,
    }));
    await kit.db.db.insertInto('chase_plans').values(fillers).execute();
    const list = await new ChaseQueries(kit.db.db).history(m.id);
    expect(list.some((c) => c.zhid === oldest)).toBe(false);
    const info = await kit.call('GET', `/api/bet/task/info?id=${oldest}`, undefined, m.token);
    expect(info.body.result).toMatchObject({ zhid: oldest, issues: 1, totalFen: 100 });
  });

  it('order detail answers the owner the order, its items and its receipt', async () => {
    const m = await member();
    const content = JSON.stringify([
      { playId: 'big', amountFen: 500, odds: odds('big') },
      { playId: 'even', amountFen: 700, odds: odds('even') },
    ]);
    const bet = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 2, content },
      m.token,
    );
    const receipt = (bet.body.result as { receipt: { orderId: number; hash: string; issue: string } })
      .receipt;
    const detail = await kit.call('GET', `/api/bet/order/detail?id=${receipt.orderId}`, undefined, m.token);
    expect(detail.body).toMatchObject({
      success: true,
      result: {
        id: receipt.orderId,
        game_id: 'Tradition28',
        room_id: '2',
        issue: receipt.issue,
        status: 'open',
        totalFen: 1_200,
        receiptHash: receipt.hash,
        receipt: { orderId: receipt.orderId, hash: receipt.hash },
        items: [
          { play_id: 'big', amountFen: 500, status: 'pending' },
          { play_id: 'even', amountFen: 700, status: 'pending' },
        ],
      },
    });
  });

  it('bull_bet places a typed bull command; bet_history lists the member’s orders with items', async () => {
    const m = await member();
    const bull = await sbin('bull_bet', { id: 1, gid: 'Bull', cmd: '闲二赢100' }, m.token);
    expect(bull).toMatchObject({ code: '1', result: [{ gameId: 'Bull', roomId: '1', totalFen: 10_000 }] });
    const item = (bull.result as { items: { playId: string; selection: { position?: number } }[] }[])[0]
      ?.items[0];
    expect(item).toMatchObject({ playId: 'player-win', selection: { position: 2 } });
    const general = await sbin('general_bet', { id: 1, gid: 'Tradition28', cmd: '大2 单3' }, m.token);
    expect(general).toMatchObject({ code: '1', result: [{ totalFen: 500 }] });

    const all = await sbin('bet_history', {}, m.token);
    const orders = all.result as { game_id: string; totalFen: number; items: { play_id: string }[] }[];
    expect(orders.map((o) => [o.game_id, o.totalFen])).toEqual([
      ['Tradition28', 500],
      ['Bull', 10_000],
    ]);
    expect(orders[0]?.items.map((i) => i.play_id)).toEqual(['big', 'odd']);
    const bullOnly = await sbin('bet_history', { gid: 'Bull', page: 1 }, m.token);
    expect((bullOnly.result as { game_id: string }[]).map((o) => o.game_id)).toEqual(['Bull']);
    expect((await sbin('bet_history', { page: 2 }, m.token)).result).toEqual([]);
  });

  it('how_play lists every play of the game with its rule', async () => {
    const m = await member(0);
    const r = await kit.call('GET', '/api/lottery/how_play?game_id=Tradition28', undefined, m.token);
    const result = r.body.result as { id: string; plays: { id: string; name: string; rule: string }[] };
    expect(result).toMatchObject({ id: 'Tradition28', name: findGameFamily('Tradition28')?.name });
    expect(result.plays.map((p) => p.id)).toEqual([...(GAME_PLAY_RULES.pc28?.keys() ?? [])]);
    expect(result.plays.find((p) => p.id === 'big')?.rule).toBeTruthy();
    const posted = await kit.call('POST', '/api/lottery/how_play', { game_id: 'Tradition28' }, m.token);
    expect(posted.body.result).toEqual(result);
  });

  it('follow_bet (betType, betMoney, times, multiple, isWinStop) → follow_history → cancel_follow', async () => {
    const m = await member();
    const follow = await sbin(
      'follow_bet',
      { id: 6, gid: 'Tradition28', betType: '小', betMoney: '2.5', times: 4, multiple: 3, isWinStop: 1 },
      m.token,
    );
    expect(follow).toMatchObject({ code: '1', message: Messages.chaseSetSuccess });
    const { chaseId, orders } = (
      follow.result as { chaseId: number; orders: { totalFen: number }[] }[]
    )[0] ?? {
      chaseId: 0,
      orders: [],
    };
    // 2.5 元 at multiple 3 on each of 4 issues.
    expect(orders.map((o) => o.totalFen)).toEqual([750, 750, 750, 750]);
    expect(await balances(kit.db.db, m.id)).toMatchObject({ heldFen: 3_000 });

    const history = await sbin('follow_history', { id: 6, gid: 'Tradition28' }, m.token);
    expect(history.result).toEqual([
      expect.objectContaining({ zhid: chaseId, roomId: '6', isWinStop: true, issues: 4, totalFen: 3_000 }),
    ]);
    expect((await sbin('follow_history', { id: 6, gid: 'Bull' }, m.token)).result).toEqual([]);

    const cancel = await sbin('cancel_follow', { id: 6, gid: 'Tradition28', zhid: chaseId }, m.token);
    expect(cancel).toMatchObject({
      code: '1',
      message: Messages.chaseCancelSuccess,
      result: [{ refundFen: 3_000, cancelled: 4 }],
    });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 100_000, heldFen: 0 });
    const after = await sbin('follow_history', { id: 6, gid: 'Tradition28' }, m.token);
    expect(after.result).toEqual([expect.objectContaining({ zhid: chaseId, status: 'cancelled' })]);
  });
});
