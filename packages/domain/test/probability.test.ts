import { describe, expect, it } from 'vitest';
import {
  baccaratWinner,
  bullValue,
  dealBaccarat,
  isPairHand,
  judgePlay,
  k3SumWays,
  type Pc28Result,
  pc28SumWays,
  pk10TopTwoWays,
} from '../src/games';
import { type Card, cardFromIndex } from '../src/rng';

describe('exhaustive enumeration against Part B tables', () => {
  it('PC28 sum ways 0..13 (symmetric)', () => {
    const ways = pc28SumWays();
    expect(ways.slice(0, 14)).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75]);
    expect(ways.slice(14)).toEqual(ways.slice(0, 14).reverse());
  });
  it('PC28 play probabilities per 1,000 (大 500, 豹子 10, 对子 270, 顺子 no-wrap 48)', () => {
    const wins: Record<string, number> = {};
    for (let n = 0; n < 1000; n++) {
      const d: [number, number, number] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
      const r: Pc28Result = { game: 'pc28', source: 'direct', digits: d, sum: d[0] + d[1] + d[2] };
      for (const id of ['big', 'leopard', 'pair', 'straight', 'red', 'extreme-big'])
        if (judgePlay(r, { playId: id }).outcome !== 'lose') wins[id] = (wins[id] ?? 0) + 1;
    }
    expect(wins).toEqual({ big: 500, leopard: 10, pair: 270, straight: 48, red: 332, 'extreme-big': 56 });
  });
  it('K3 sum ways 3..18', () => {
    expect(k3SumWays()).toEqual([1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]);
  });
  it('牛 digit distribution over 100,000', () => {
    const dist = new Array<number>(11).fill(0);
    for (let n = 0; n < 100_000; n++) {
      const digits = String(n).padStart(5, '0').split('').map(Number);
      dist[bullValue(digits)]! += 1;
    }
    expect(dist).toEqual([35_649, 6375, 6505, 6375, 6505, 6375, 6505, 6375, 6505, 6375, 6456]);
  });
  it('PK10 冠亚和 ways out of 90, 大 40 / 小 50', () => {
    const ways = pk10TopTwoWays();
    expect(ways).toEqual([2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2]);
    expect(ways.slice(9).reduce((a, b) => a + b, 0)).toBe(40);
  });
  it('baccarat unlimited-deck shares by exact enumeration of card values', () => {
    // Value v has weight 4 (v = 0: 10/J/Q/K) or 1 (A..9) out of 13; enumerate the six possible cards.
    const weight = (v: number) => (v === 0 ? 4n : 1n);
    const totals = { player: 0n, banker: 0n, tie: 0n };
    const vals = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (const a of vals)
      for (const b of vals)
        for (const c of vals)
          for (const d of vals)
            for (const e of vals)
              for (const f of vals) {
                const seq = [a, b, c, d, e, f];
                let i = 0;
                const card = (): Card => ({ rank: seq[i++] || 10, suit: 0 });
                const r = dealBaccarat(card);
                // only the cards actually used carry weight; unused positions sum out (×13 each)
                let w = 1n;
                for (let k = 0; k < 6; k++) w *= k < i ? weight(seq[k]!) : seq[k] === 0 ? 13n : 0n;
                if (w === 0n) continue;
                totals[baccaratWinner(r)] += w;
              }
    const all = 13n ** 6n;
    expect(totals.player + totals.banker + totals.tie).toBe(all);
    const share = (x: bigint) => Number((x * 1_000_000n) / all) / 1_000_000;
    // unlimited deck is close to, but not equal to, the 8-deck 45.86 / 44.62 / 9.52 %
    expect(share(totals.banker)).toBeGreaterThan(0.455);
    expect(share(totals.banker)).toBeLessThan(0.462);
    expect(share(totals.player)).toBeGreaterThan(0.443);
    expect(share(totals.player)).toBeLessThan(0.449);
    expect(share(totals.tie)).toBeGreaterThan(0.09);
    expect(share(totals.tie)).toBeLessThan(0.1);
    expect(totals.banker).toBeGreaterThan(totals.player);
  });
  it('baccarat pair probability is exactly 1/13 with an unlimited deck', () => {
    let pairs = 0;
    for (let a = 0; a < 52; a++)
      for (let b = 0; b < 52; b++) if (isPairHand([cardFromIndex(a), cardFromIndex(b)])) pairs++;
    expect(pairs * 13).toBe(52 * 52);
  });
});
