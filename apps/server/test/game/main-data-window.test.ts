import { type GameResult, judgePlay } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

type Trend = { name: string; playId: string; hits: number; miss: number };
type Main = {
  last: { issue: string; result: GameResult | null }[];
  cold_hot: { style: Trend[]; numbers: Trend[] };
  ignore: { name: string; miss: number }[];
};

/** Spec "main lottery data": cold_hot / ignore follow the `count` asked for (default 10), like `last`. */
describe(`main lottery data window (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  beforeAll(async () => {
    kit = await buildHttpKit(['Ffc']);
    await kit.tick();
    for (let i = 0; i < 36; i++) {
      kit.clock.advance(60_000); // Ffc draws every 60 s: 36 drawn issues, more than the largest window
      await kit.tick();
    }
    token = await kit.login(await kit.newMember());
  });
  afterAll(async () => {
    await kit.close();
  });

  const main = async (query: string) => {
    const r = await kit.call('GET', `/api/lottery/main?game_id=Ffc${query}`, undefined, token);
    expect(r.status).toBe(200);
    return r.body.result as Main;
  };

  it('counts wins and misses over exactly the requested draws', async () => {
    const byCount = new Map<number, Main>();
    for (const count of [10, 30]) {
      const data = await main(`&count=${count}`);
      byCount.set(count, data);
      expect(data.last).toHaveLength(count);
      const results = data.last.map((h) => h.result as GameResult);
      // recomputed here from the draws the answer lists: 总和大 (SSC sum ≥ 23)
      const big = data.cold_hot.style.find((t) => t.playId === 'sum-big')!;
      const flags = results.map((r) => judgePlay(r, { playId: 'sum-big' }).outcome === 'win');
      expect(big.hits, `count ${count}`).toBe(flags.filter(Boolean).length);
      expect(big.miss).toBe(flags.includes(true) ? flags.indexOf(true) : count);
      for (const t of [...data.cold_hot.style, ...data.ignore]) expect(t.miss).toBeLessThanOrEqual(count);
    }
    // 总和大 or 总和小 wins every draw: 10 draws hold 10 such wins, 30 draws 30
    const sides = (m: Main) =>
      m.cold_hot.style.filter((t) => t.playId === 'sum-big' || t.playId === 'sum-small');
    expect(sides(byCount.get(10)!).reduce((s, t) => s + t.hits, 0)).toBe(10);
    expect(sides(byCount.get(30)!).reduce((s, t) => s + t.hits, 0)).toBe(30);
  });

  it('uses 10 draws when no count is given', async () => {
    const data = await main('');
    expect(data.last).toHaveLength(10);
    const sides = data.cold_hot.style.filter((t) => t.playId === 'sum-big' || t.playId === 'sum-small');
    expect(sides.reduce((s, t) => s + t.hits, 0)).toBe(10);
  });

  it('takes isFirst as a boolean, a JSON 0/1 or its text forms, and refuses anything else', async () => {
    for (const isFirst of [true, 1, '1', 'true', false, 0, '0', 'false']) {
      const r = await kit.call('POST', '/api/lottery/main', { game_id: 'Ffc', isFirst }, token);
      expect(r.status, JSON.stringify(isFirst)).toBe(200);
      expect((r.body.result as { isFirst: boolean }).isFirst).toBe(
        isFirst === true || isFirst === 1 || isFirst === '1' || isFirst === 'true',
      );
    }
    for (const isFirst of [2, 'yes', [1], {}]) {
      const r = await kit.call('POST', '/api/lottery/main', { game_id: 'Ffc', isFirst }, token);
      expect(r.status, JSON.stringify(isFirst)).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });
});
