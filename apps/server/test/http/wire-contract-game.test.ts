import {
  drawHistoryResultSchema,
  enterGameResultSchema,
  epochsResultSchema,
  gameBetInfoResultSchema,
  gameClassResultSchema,
  guestOverviewResultSchema,
  howPlayResultSchema,
  issueResultSchema,
  lotteryInfoResultSchema,
  mainLotteryResultSchema,
  memberLimitViewResultSchema,
  recentGamesResultSchema,
  roadMapResultSchema,
  roomConfigRemoveResultSchema,
  roomConfigViewResultSchema,
  roomMembersResultSchema,
  saleIssueResultSchema,
  upcomingIssuesResultSchema,
} from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { testDbKind } from '../helpers';
import { buildWireKit, readResult, type WireKit } from './wire-contract-kit';

const bigOdds = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries.find(
  (e) => e.playId === 'big',
)?.odds;

/** Every game and room-config route answered with real data, read through the contract's schemas. */
describe(`game and room-config answers match the contract (${testDbKind()})`, () => {
  let kit: WireKit;
  let token = '';
  let drawn = '';
  beforeAll(async () => {
    kit = await buildWireKit(['Tradition28', 'Ffc']);
    await kit.tick();
    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 100_000);
    token = await kit.login(member);
    // One issue drawn and settled, so history, `last` and trends carry real results.
    const bet = { playId: 'big', amountFen: 1_000, odds: bigOdds };
    await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 1, content: [bet] },
      token,
    );
    const sale = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Tradition28');
    const { issue, drawAt } = sale.body.result as { issue: string; drawAt: number };
    drawn = issue;
    kit.clock.set(drawAt + 1);
    await kit.tick();
    await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 1, content: [bet] },
      token,
    );
  });
  afterAll(async () => {
    await kit.close();
  });
  const get = (url: string) => kit.call('GET', url, undefined, token);

  it('class lists, for each class (红包 games have no issue on sale)', async () => {
    for (const type of [1, 2, 3]) {
      const list = readResult(
        gameClassResultSchema,
        await kit.call('GET', `/api/lottery/class?type=${type}`),
      );
      expect(list.games.length).toBeGreaterThan(0);
    }
  });

  it('the issue on sale, drawn issues and upcoming issues, member and guest', async () => {
    for (const prefix of ['/api/lottery', '/api/guest/lottery']) {
      const sale = readResult(saleIssueResultSchema, await get(`${prefix}/sale/issue?game_id=Tradition28`));
      expect(sale?.last?.issue).toBe(drawn);
      const history = readResult(
        drawHistoryResultSchema,
        await get(`${prefix}/history/draw?game_id=Tradition28`),
      );
      expect(history.list[0]?.result).not.toBeNull();
      const one = readResult(
        issueResultSchema,
        await get(`${prefix}/issue?game_id=Tradition28&issue=${drawn}`),
      );
      expect(one.state).toBe('SETTLED');
    }
    expect(
      readResult(saleIssueResultSchema, await get('/api/lottery/sale/issue?game_id=RedPacket')),
    ).toBeNull();
    const upcoming = readResult(
      upcomingIssuesResultSchema,
      await get('/api/lottery/sale/issues?game_id=Ffc&count=5'),
    );
    expect(upcoming.list).toHaveLength(5);
  });

  it('lottery info (cached text) for a plain room and a 28 room with rules, and the guest overview', async () => {
    for (const prefix of ['/api/lottery', '/api/guest/lottery']) {
      const info = readResult(
        lotteryInfoResultSchema,
        await get(`${prefix}/info?game_id=Tradition28&game_room_id=1`),
      );
      expect(info.rules?.hedging).toBeDefined();
      const ffc = readResult(lotteryInfoResultSchema, await get(`${prefix}/info?game_id=Ffc`));
      expect(ffc.norm.length).toBeGreaterThan(0);
    }
    for (const query of ['', '?type=1', '?type=2']) {
      const overview = readResult(
        guestOverviewResultSchema,
        await kit.call('GET', `/api/guest/lottery/info${query}`),
      );
      expect(overview.games.some((g) => g.last !== null)).toBe(true);
    }
  });

  it('main data, how to play, game bet info and epochs', async () => {
    const main = readResult(
      mainLotteryResultSchema,
      await get('/api/lottery/main?game_id=Tradition28&isFirst=1'),
    );
    expect(main.last[0]?.issue).toBe(drawn);
    expect(main.cold_hot.style.length).toBeGreaterThan(0);
    readResult(mainLotteryResultSchema, await get('/api/lottery/main?game_id=Ffc&activeId=7'));
    readResult(howPlayResultSchema, await get('/api/lottery/how_play?game_id=Ffc'));
    const info = readResult(
      gameBetInfoResultSchema,
      await get('/api/lottery/game_info?game_id=Tradition28&game_room_id=1'),
    );
    expect(Object.keys(info).some((k) => k.startsWith('times_'))).toBe(true);
    readResult(gameBetInfoResultSchema, await get('/api/lottery/game_info?game_id=Ffc'));
    const epochs = readResult(
      epochsResultSchema,
      await kit.call('GET', '/api/lottery/epochs?game_id=Tradition28'),
    );
    expect(epochs.list[0]?.state).toBe('active');
    readResult(epochsResultSchema, await kit.call('GET', '/api/lottery/epochs?game_id=RedPacket'));
  });

  it('room reads: enter, recent games, room members, road map and the member limit', async () => {
    const enter = await kit.call('POST', '/api/lottery/enter', { game_id: 'Ffc', game_room_id: 2 }, token);
    readResult(enterGameResultSchema, enter, ['code']);
    const recent = readResult(recentGamesResultSchema, await get('/api/lottery/recent'), ['code']);
    expect(recent.list.map((g) => g.id)).toEqual(['Ffc', 'Tradition28']);
    const room = readResult(
      roomMembersResultSchema,
      await get('/api/lottery/room/members?game_id=Tradition28&game_room_id=1'),
      ['code'],
    );
    expect(room.list).toHaveLength(1);
    readResult(roadMapResultSchema, await get('/api/lottery/map?game_id=Tradition28'), ['code']);
    readResult(memberLimitViewResultSchema, await get('/api/lottery/member/limit?game_id=Tradition28'), [
      'code',
    ]);
  });

  it('room config: read, replace and remove a row', async () => {
    const url = '/api/admin/game-rooms/config';
    readResult(
      roomConfigViewResultSchema,
      await kit.admin('GET', `${url}?game_id=Tradition28&game_room_id=2`),
    );
    const doc = {
      game_id: 'Tradition28',
      game_room_id: '2',
      odds: { big: '2.1' },
      rules: { dxds1314Odds: null, hedging: { killCombo: true, exceptOverFen: 10_000 } },
    };
    const set = readResult(roomConfigViewResultSchema, await kit.admin('PUT', url, doc));
    expect(set.rows.map((r) => r.room_id)).toContain('2');
    expect(set.effective.rules?.hedging.killCombo).toBe(true);
    const removed = readResult(
      roomConfigRemoveResultSchema,
      await kit.admin('DELETE', `${url}?game_id=Tradition28&game_room_id=2`),
    );
    expect(removed.removed).toBe(true);
    expect(removed.rows.map((r) => r.room_id)).not.toContain('2');
  });
});
