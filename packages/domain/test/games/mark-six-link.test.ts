import { describe, expect, it } from 'vitest';
import { normBetCount } from '../../src/calculators';
import { markSixGroups } from '../../src/catalogue/groups-lottery';
import { judgePlay, MARK_SIX_KEYED_ODDS, type MarkSixResult } from '../../src/games';
import { settleBet } from '../../src/settlement';

const R: MarkSixResult = { game: 'mark-six', balls: [1, 2, 3, 4, 5, 6], special: 7, drawDate: '2026-03-01' };
const PICKS = [1, 2, 3, 7, 8, 9, 10]; // three 正码, the 特码, three misses

/** Brute force: every ordered-index k-subset by bitmask, decided one 注 at a time. */
function subsets(values: number[], k: number): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < 1 << values.length; m++) {
    const s = values.filter((_, i) => m & (1 << i));
    if (s.length === k) out.push(s);
  }
  return out;
}
const inBalls = (c: number[]) => c.filter((n) => R.balls.includes(n)).length;
const settle = (playId: string, numbers: number[], odds: string | Record<string, string>, stakeFen: number) =>
  settleBet(R, { id: 'x', selection: { playId, numbers }, stakeFen, odds });

describe('Mark Six 连码 复式 (n > k picks)', () => {
  it('counts C(n, k) 注, matching brute-force enumeration; bad selections count 0', () => {
    for (const [id, k] of [
      ['three-all', 3],
      ['three-two', 3],
      ['two-all', 2],
      ['two-special', 2],
      ['special-pair', 2],
      ['not-hit-5', 5],
      ['not-hit-10', 10],
    ] as const) {
      for (let n = k; n <= (k <= 3 ? 10 : 12); n++) {
        const numbers = Array.from({ length: n }, (_, i) => i + 20);
        expect(normBetCount('mark-six', id, { playId: id, numbers })).toBe(subsets(numbers, k).length);
      }
      const over = Array.from({ length: k <= 3 ? 11 : 13 }, (_, i) => i + 1);
      expect(normBetCount('mark-six', id, { playId: id, numbers: over })).toBe(0);
      expect(normBetCount('mark-six', id, { playId: id, numbers: [1, 1, ...PICKS].slice(0, k + 1) })).toBe(0);
      expect(normBetCount('mark-six', id, { playId: id, numbers: [50, ...PICKS].slice(0, k) })).toBe(0);
      expect(normBetCount('mark-six', id, { playId: id, numbers: PICKS.slice(0, k - 1) })).toBe(0);
    }
  });
  it('三全中 / 二全中 / 特串 pay each winning combination (brute force)', () => {
    const cases: [string, number, (c: number[]) => boolean][] = [
      ['three-all', 3, (c) => inBalls(c) === 3],
      ['two-all', 2, (c) => inBalls(c) === 2],
      ['special-pair', 2, (c) => c.includes(R.special) && inBalls(c) === 1],
    ];
    for (const [id, k, wins] of cases) {
      const all = subsets(PICKS, k);
      const hits = all.filter(wins).length;
      expect(hits).toBeGreaterThan(0);
      // stake 100 fen per 注 at odds 10 → 1000 fen per winning 注
      const s = settle(id, PICKS, '10', 100 * all.length);
      expect(s).toMatchObject({ outcome: 'win', payoutFen: 1000 * hits });
    }
    expect(settle('three-all', [8, 9, 10, 11], '10', 400).outcome).toBe('lose');
  });
  it('三中二 / 二中特 split winning 注 between their keyed prizes', () => {
    const three = subsets(PICKS, 3);
    const t3 = three.filter((c) => inBalls(c) === 3).length;
    const t2 = three.filter((c) => inBalls(c) === 2).length;
    expect(judgePlay(R, { playId: 'three-two', numbers: PICKS })).toEqual({
      outcome: 'win',
      parts: [
        { oddsKey: 'three', hits: t3 },
        { oddsKey: 'two', hits: t2 },
      ],
    });
    const odds = MARK_SIX_KEYED_ODDS['three-two']!; // two 22, three 100
    expect(settle('three-two', PICKS, odds, 100 * three.length).payoutFen).toBe(t3 * 10_000 + t2 * 2_200);
    const two = subsets(PICKS, 2);
    const s2 = two.filter((c) => inBalls(c) === 2).length;
    const sp = two.filter((c) => inBalls(c) === 1 && c.includes(R.special)).length;
    const o2 = MARK_SIX_KEYED_ODDS['two-special']!; // two 50, special 30
    expect(settle('two-special', PICKS, o2, 100 * two.length).payoutFen).toBe(s2 * 5000 + sp * 3000);
    // an uneven stake floors once over the whole ticket: 7 fen × (1 × 100 + 0) / 1
    expect(settle('three-two', [1, 2, 3], odds, 7).payoutFen).toBe(700);
  });
  it('不中 复式 pays each combination with no drawn number', () => {
    const picks = [1, 20, 21, 22, 23, 24];
    const all = subsets(picks, 5);
    const hits = all.filter((c) => !c.some((n) => [...R.balls, R.special].includes(n))).length;
    expect(hits).toBe(1);
    expect(settle('not-hit-5', picks, '2', 600)).toMatchObject({ outcome: 'win', payoutFen: 200 });
  });
  it('exactly k picks keeps the single-注 verdict shape', () => {
    expect(judgePlay(R, { playId: 'three-two', numbers: [1, 2, 9] })).toEqual({
      outcome: 'win',
      hits: 1,
      oddsKey: 'two',
    });
    expect(settle('three-all', [1, 2, 3], '650', 100).payoutFen).toBe(65_000);
  });
});

describe('Mark Six 生肖连 / 尾数连 by k', () => {
  it('wins at the odds keyed by k; catalogue lists 中/不中 tables for k = 2…5', () => {
    const group = markSixGroups().credit.find((g) => g.key === 'link_zodiac_tail')!;
    expect(group.entries.map((e) => `${e.playId}:${e.option}`)).toEqual([
      'zodiac-link:hit',
      'zodiac-link:miss',
      'tail-link:hit',
      'tail-link:miss',
    ]);
    const keys = (suffix: string) => ['2', '3', '4', '5'].flatMap((k) => [k, `${k}${suffix}`]).sort();
    for (const e of group.entries)
      expect(Object.keys(e.odds as object).sort()).toEqual(
        keys(e.playId === 'tail-link' ? '-zero' : '-year'),
      );
    const tails = MARK_SIX_KEYED_ODDS['tail-link-hit']!;
    // tails present among 1..7: 1–7; tails 1, 2, 3 all present
    const s = settleBet(R, {
      id: 't',
      selection: { playId: 'tail-link', option: 'hit', numbers: [1, 2, 3] },
      stakeFen: 100,
      odds: tails,
    });
    expect(s).toMatchObject({ outcome: 'win', payoutFen: Math.floor(100 * Number(tails['3'])) });
    const miss = MARK_SIX_KEYED_ODDS['tail-link-miss']!;
    const m = settleBet(R, {
      id: 'm',
      selection: { playId: 'tail-link', option: 'miss', numbers: [8, 9] },
      stakeFen: 100,
      odds: miss,
    });
    expect(m.payoutFen).toBe(510);
    const lost = settleBet(R, {
      id: 'l',
      selection: { playId: 'tail-link', option: 'miss', numbers: [8, 1] },
      stakeFen: 100,
      odds: miss,
    });
    expect(lost.outcome).toBe('lose');
    // tail 0 owns four balls, not five: a pick holding it is priced at '2-zero' (10 20 30 40 absent here)
    const zero = settleBet(R, {
      id: 'z',
      selection: { playId: 'tail-link', option: 'miss', numbers: [0, 9] },
      stakeFen: 100,
      odds: miss,
    });
    expect(zero).toMatchObject({ outcome: 'win', payoutFen: Math.floor(100 * Number(miss['2-zero'])) });
  });
});
