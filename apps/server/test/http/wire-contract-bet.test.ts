import {
  type BetItem,
  betOrderDetailResultSchema,
  betRecordsResultSchema,
  cancelBetResultSchema,
  chaseCancelResultSchema,
  chaseInfoResultSchema,
  chaseListResultSchema,
  chaseOrderResultSchema,
  memberLimitRemoveResultSchema,
  memberLimitsResultSchema,
  placeBetResultSchema,
  rebateInfoResultSchema,
  upcomingIssuesResultSchema,
} from '@qilin/contract';
import { findGameFamily, oddsAtRebate } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { testDbKind } from '../helpers';
import { buildWireKit, readResult, type WireKit } from './wire-contract-kit';

const credit = (playId: string, amountFen: number): BetItem => {
  const odds = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries.find(
    (e) => e.playId === playId,
  )?.odds;
  return { playId, amountFen, odds: odds ?? '' };
};
const directOdds = findGameFamily('Ffc')
  ?.playGroups.norm.flatMap((g) => g.entries)
  .find((e) => e.playId === 'three-direct')?.odds as string;
const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** 三星直选 on every back digit in 分 mode with a 5 % rebate: one 注 wins for sure. */
const norm: BetItem = {
  playId: 'three-direct',
  option: 'back',
  sets: [ALL, ALL, ALL],
  unit: 'fen',
  multiple: 1,
  count: 1000,
  amountFen: 2_000,
  odds: oddsAtRebate(directOdds, 500),
  rebateBp: 500,
};

/** Every bet, chase, rebate and member-limit route answered with real data, read through the contract. */
describe(`bet, chase, rebate and member-limit answers match the contract (${testDbKind()})`, () => {
  let kit: WireKit;
  let token = '';
  let memberId = 0;
  beforeAll(async () => {
    kit = await buildWireKit(['Tradition28', 'Ffc']);
    await kit.tick();
    const member = await kit.newMember();
    memberId = member.id;
    await fund(kit.db.db, member.id, 1_000_000);
    token = await kit.login(member);
  });
  afterAll(async () => {
    await kit.close();
  });
  const post = (url: string, body: object) => kit.call('POST', url, body, token);
  const get = (url: string) => kit.call('GET', url, undefined, token);

  it('places, lists (settled and open), reads one order and cancels', async () => {
    const first = readResult(
      placeBetResultSchema,
      await post('/api/bet/order', {
        mode: 'credit',
        game_id: 'Tradition28',
        game_room_id: 1,
        content: [credit('big', 1_000), credit('small', 500)],
        idempotency_key: 'wire-contract-1',
      }),
    );
    readResult(
      placeBetResultSchema,
      await post('/api/bet/order', { mode: 'norm', game_id: 'Ffc', content: [norm] }),
    );
    kit.clock.set(first.receipt.serverTime + 301_000);
    await kit.tick();
    const open = readResult(
      placeBetResultSchema,
      await post('/api/bet/order', {
        game_id: 'Tradition28',
        game_room_id: 1,
        content: [credit('odd', 700)],
      }),
    );

    const records = readResult(betRecordsResultSchema, await post('/api/bet/records', {}));
    expect(records.list.map((o) => o.status)).toEqual(['open', 'settled', 'settled']);
    readResult(betRecordsResultSchema, await get('/api/bet/records?game_id=Ffc&page=1'));
    const room = await get('/api/bet/room/records?gameId=Tradition28&gameRoomId=1');
    const data = readResult(betRecordsResultSchema, room, ['code', 'data']);
    expect(room.body.data).toEqual(data);
    const detail = readResult(
      betOrderDetailResultSchema,
      await get(`/api/bet/order/detail?id=${first.receipt.orderId}`),
    );
    expect(detail.receipt).toEqual(first.receipt);

    const cancel = readResult(
      cancelBetResultSchema,
      await post('/api/bet/cancel', { game_id: 'Tradition28', id: open.receipt.orderId }),
    );
    expect(cancel.cancelled).toEqual([open.receipt.orderId]);
    await post('/api/bet/order', { game_id: 'Tradition28', content: [credit('even', 300)] });
    const all = readResult(cancelBetResultSchema, await post('/api/bet/cancel', { game_id: 'Tradition28' }));
    expect(all.refundFen).toBe(300);
  });

  it('places a chase, lists it, reads it and cancels it', async () => {
    const upcoming = readResult(
      upcomingIssuesResultSchema,
      await get('/api/lottery/sale/issues?game_id=Ffc&count=3'),
    );
    const zhList = upcoming.list.map((i, n) => ({ issue: i.issue, multiple: n + 1 }));
    const order = readResult(
      chaseOrderResultSchema,
      await post('/api/bet/task/order', { game_id: 'Ffc', content: [norm], zhList, isWinStop: true }),
    );
    readResult(
      chaseOrderResultSchema,
      await post('/api/bet/task/order', { game_id: 'Tradition28', content: [credit('big', 100)], times: 2 }),
    );
    const list = readResult(chaseListResultSchema, await get('/api/bet/task/list'));
    expect(list.list).toHaveLength(2);
    readResult(chaseListResultSchema, await post('/api/bet/task/list', { game_id: 'Ffc' }));
    const info = readResult(chaseInfoResultSchema, await get(`/api/bet/task/info?id=${order.chaseId}`));
    expect(info?.items).toHaveLength(3);
    expect(readResult(chaseInfoResultSchema, await get('/api/bet/task/info?id=999999'))).toBeNull();
    const cancel = readResult(
      chaseCancelResultSchema,
      await post('/api/bet/task/cancel', { id: order.chaseId }),
    );
    expect(cancel.cancelled).toBeGreaterThan(0);
  });

  it('the rebate ceiling, for the member and the operator', async () => {
    readResult(rebateInfoResultSchema, await get('/api/bet/rebate'));
    readResult(rebateInfoResultSchema, await post('/api/bet/rebate', {}));
    const url = `/api/admin/members/${memberId}/rebate`;
    readResult(rebateInfoResultSchema, await kit.admin('GET', url));
    const set = readResult(rebateInfoResultSchema, await kit.admin('PUT', url, { maxBp: 300 }));
    expect(set.maxBp).toBe(300);
    readResult(rebateInfoResultSchema, await kit.admin('PUT', url, { maxBp: null }));
  });

  it("the member's own bet limits, for the operator", async () => {
    const url = '/api/admin/member-limits';
    readResult(memberLimitsResultSchema, await kit.admin('GET', `${url}?member_id=${memberId}`));
    const set = readResult(
      memberLimitsResultSchema,
      await kit.admin('PUT', url, { member_id: memberId, game_id: 'Ffc', max_per_bet_fen: 50_000 }),
    );
    expect(set.list).toEqual([{ gameCode: 'Ffc', maxPerBetFen: 50_000, maxPerIssueFen: null }]);
    const removed = readResult(
      memberLimitRemoveResultSchema,
      await kit.admin('DELETE', `${url}?member_id=${memberId}&game_id=Ffc`),
    );
    expect(removed).toEqual({ removed: true, list: [] });
  });
});
