import { ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';

type Overview = {
  serverTime: number;
  games: {
    id: string;
    type: number;
    sale: { issue: string; closeAt: number; drawAt: number } | null;
    last: { issue: string; result: unknown } | null;
  }[];
};

/** Spec §7 guest lottery: info, sale/issue and history/draw answer without a login and hold no member data. */
describe(`guest lottery calls (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  let username = '';
  let memberId = 0;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Ffc']);
    await kit.tick();
    const member = await kit.newMember();
    username = member.username;
    memberId = member.id;
    await fund(kit.db.db, member.id, 100_000);
    token = await kit.login(member);
    // A member bets 12.34 元 and the issue draws, so every guest answer below has member activity behind it.
    const content = JSON.stringify([{ playId: 'big', amountFen: 1_234, odds: odds('big') }]);
    const placed = await kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content }, token);
    expect(placed.body.success).toBe(true);
    const sale = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=Tradition28');
    kit.clock.set((sale.body.result as { drawAt: number }).drawAt + 1);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  /** Guest answers carry draw data only: no member's name, id, stake, order or token. */
  function expectNoMemberData(body: unknown) {
    const text = JSON.stringify(body);
    expect(text).not.toContain(username);
    expect(text).not.toContain(token);
    for (const field of ['member', 'username', 'nickname', 'orderId', 'amountFen', 'totalFen', 'balance'])
      expect(text).not.toContain(`"${field}`);
    expect(text).not.toMatch(/\b1234\b/);
    expect(text).not.toContain(`"memberId":${memberId}`);
  }

  it('lists every drawn game with its issue on sale and last result, without a token', async () => {
    const r = await kit.call('GET', '/api/guest/lottery/info');
    expect(r.status).toBe(200);
    const overview = r.body.result as Overview;
    expect(overview.serverTime).toBe(kit.clock.ms);
    const ids = overview.games.map((g) => g.id);
    expect(ids).toContain('Tradition28');
    expect(ids).toContain('Ffc');
    expect(overview.games.every((g) => g.type === 1 || g.type === 2)).toBe(true);
    const t28 = overview.games.find((g) => g.id === 'Tradition28');
    expect(t28?.sale?.closeAt).toBeGreaterThan(kit.clock.ms);
    expect(t28?.last?.result).not.toBeNull();
    // Games the scheduler does not run here have no issue, and say so instead of failing.
    expect(overview.games.find((g) => g.id === 'Jsk3')?.sale).toBeNull();
    expectNoMemberData(r.body);

    const numbers = await kit.call('POST', '/api/guest/lottery/info', { type: 2 });
    const lottery = (numbers.body.result as Overview).games;
    expect(lottery.length).toBeGreaterThan(0);
    expect(lottery.every((g) => g.type === 2)).toBe(true);
  });

  it('serves sale/issue, history/draw and one game info to guests, even with a stale token', async () => {
    const headers = { token: 'no-such-session-token' };
    for (const url of [
      '/api/guest/lottery/sale/issue?game_id=Tradition28',
      '/api/guest/lottery/history/draw?game_id=Tradition28&count=5',
      '/api/guest/lottery/info?game_id=Tradition28',
    ]) {
      const plain = await kit.call('GET', url);
      expect(plain.status, url).toBe(200);
      expect(plain.body.success).toBe(true);
      expectNoMemberData(plain.body);
      const stale = await kit.app.inject({ method: 'GET', url, headers });
      expect(stale.statusCode, url).toBe(200);
    }
    const history = await kit.call('GET', '/api/guest/lottery/history/draw?game_id=Tradition28&count=5');
    const [drawn] = (history.body.result as { list: { seed: string | null; result: unknown }[] }).list;
    expect(drawn?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn?.result).not.toBeNull();
  });

  it('keeps member calls closed to guests and refuses bad guest input with a readable 4xx', async () => {
    for (const url of [
      '/api/lottery/main?game_id=Tradition28',
      '/api/lottery/game_info?game_id=Tradition28',
      '/api/lottery/sale/issue?game_id=Tradition28',
    ]) {
      const r = await kit.call('GET', url);
      expect(r.body, url).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
    }
    const badType = await kit.call('GET', '/api/guest/lottery/info?type=3');
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    const unknown = await kit.call('GET', '/api/guest/lottery/sale/issue?game_id=NoSuchGame');
    expect(unknown.status).toBe(404);
    const badCount = await kit.call('GET', '/api/guest/lottery/history/draw?game_id=Tradition28&count=0');
    expect(badCount.status).toBe(400);
  });
});
