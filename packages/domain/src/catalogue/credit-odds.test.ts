import { describe, expect, it } from 'vitest';
import type { MarkSixResult, PlaySelection, SscResult } from '../games';
import { judgePlay } from '../games';
import { ballElement, ballZodiac, lunarYearOf } from '../games/mark-six/zodiac';
import { type BetOdds, settleBet } from '../settlement/settle';
import { findGameFamily } from './families';
import type { CatalogueEntry } from './types';

/**
 * The default odds of the credit cells whose chance differs by option (牛值, 半波, 特肖, 五行, 一肖,
 * 尾数, 生肖连 / 尾数连) return less than the stake on average for every option, every year: one price
 * for all options paid 无牛 or a year's five-ball zodiac above the stake.
 */
const credit = (code: string, playId: string) =>
  findGameFamily(code)!
    .playGroups.credit.flatMap((g) => g.entries)
    .filter((e) => e.playId === playId);

const selectionOf = (e: CatalogueEntry, numbers?: number[]): PlaySelection => ({
  playId: e.playId,
  ...(e.option !== undefined && { option: e.option }),
  ...(e.position !== undefined && { position: e.position }),
  ...(numbers && { numbers }),
});

/** Stake-inclusive return of 1 fen-unit staked (payout ÷ stake) on one result. */
function returned(result: MarkSixResult | SscResult, selection: PlaySelection, odds: BetOdds): number {
  return settleBet(result, { id: 'x', selection, stakeFen: 10_000, odds }).payoutFen / 10_000;
}

const expectHouseEdge = (ev: number, label: string) => {
  expect(ev, label).toBeLessThan(1);
  expect(ev, label).toBeGreaterThan(0.88);
};

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};
/** P(none of `m` given balls among the seven drawn of 49). */
const allAbsent = (m: number) => choose(49 - m, 7) / choose(49, 7);
/** P(every group holds at least one of the seven drawn balls), by inclusion–exclusion over the groups. */
function allPresent(sizes: number[]): number {
  let p = 0;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    const out = sizes.filter((_, i) => mask & (1 << i));
    p += (out.length % 2 ? -1 : 1) * allAbsent(out.reduce((a, b) => a + b, 0));
  }
  return p;
}

const YEARS = Array.from({ length: 12 }, (_, i) => 2020 + i);
const dateIn = (year: number) => `${year}-08-01`;
const sixOf = (special: number, year: number): MarkSixResult => ({
  game: 'mark-six',
  balls: [1, 2, 3, 4, 5, 6].map((k) => ((special + k * 7 - 1) % 49) + 1),
  special,
  drawDate: dateIn(year),
});

describe('credit odds by option keep a house edge', () => {
  it('SSC 牛值 and digit-bull 庄牛值: each 牛 value over all 100,000 hands', () => {
    for (const [code, entries] of [
      ['Ffc', credit('Ffc', 'bull-value')],
      ['Bull', credit('Bull', 'hand-value')],
    ] as const) {
      expect(entries).toHaveLength(11);
      const paid = new Map<string, number>();
      for (let n = 0; n < 100_000; n++) {
        const balls = String(n).padStart(5, '0').split('').map(Number);
        const result: SscResult = { game: 'ssc', balls };
        for (const e of entries) {
          const sel = { playId: 'bull-value', option: e.option! }; // digit-bull hands share bullValue
          if (judgePlay(result, sel).outcome === 'win')
            paid.set(e.name, (paid.get(e.name) ?? 0) + Number(e.odds));
        }
      }
      for (const e of entries) expectHouseEdge(paid.get(e.name)! / 100_000, `${code} ${e.name}`);
    }
  });

  it('半波, 特肖 and 五行: every option over the 49 特码 of every lunar year', () => {
    for (const playId of ['half-wave', 'special-zodiac', 'special-element']) {
      const entries = credit('Marksixff', playId);
      expect(entries.length).toBeGreaterThan(4);
      for (const year of YEARS)
        for (const e of entries) {
          let total = 0;
          for (let s = 1; s <= 49; s++) total += returned(sixOf(s, year), selectionOf(e), e.odds);
          expectHouseEdge(total / 49, `${year} ${e.name}`);
        }
    }
  });

  it('一肖 and 尾数: every option, priced by how many balls it owns that year', () => {
    for (const year of YEARS) {
      const lunar = lunarYearOf(dateIn(year));
      for (const e of [...credit('Marksixff', 'one-zodiac'), ...credit('Marksixff', 'one-tail')]) {
        const owns = (n: number) =>
          e.playId === 'one-zodiac' ? ballZodiac(n, lunar) === Number(e.option) : n % 10 === Number(e.option);
        const balls = Array.from({ length: 49 }, (_, i) => i + 1).filter(owns);
        // a draw holding one of its balls as the 特码 is a win: its payout is the odds it wins at
        const odds = returned(sixOf(balls[0]!, year), selectionOf(e), e.odds);
        expectHouseEdge(odds * (1 - allAbsent(balls.length)), `${year} ${e.name}`);
      }
    }
  });

  it('生肖连 / 尾数连 中 and 不中: every set of 2–5 picks (2026, 马 owns five balls; tail 0 owns four)', () => {
    const lunar = lunarYearOf(dateIn(2026));
    const ballsOf = (playId: string, pick: number) =>
      Array.from({ length: 49 }, (_, i) => i + 1).filter((n) =>
        playId === 'zodiac-link' ? ballZodiac(n, lunar) === pick : n % 10 === pick,
      );
    for (const e of [...credit('Marksixff', 'zodiac-link'), ...credit('Marksixff', 'tail-link')]) {
      const values = e.playId === 'zodiac-link' ? 12 : 10;
      for (let mask = 0; mask < 1 << values; mask++) {
        const picks = Array.from({ length: values }, (_, i) => i).filter((i) => mask & (1 << i));
        if (picks.length < 2 || picks.length > 5) continue;
        const groups = picks.map((p) => ballsOf(e.playId, p));
        // a winning draw: one ball of each pick (中), or seven balls owned by none of them (不中)
        const owned = new Set(groups.flat());
        const drawn =
          e.option === 'hit'
            ? [
                ...groups.map((g) => g[0]!),
                ...Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !owned.has(n)),
              ].slice(0, 7)
            : Array.from({ length: 49 }, (_, i) => i + 1)
                .filter((n) => !owned.has(n))
                .slice(0, 7);
        const result: MarkSixResult = {
          game: 'mark-six',
          balls: drawn.slice(0, 6),
          special: drawn[6]!,
          drawDate: dateIn(2026),
        };
        const odds = returned(result, selectionOf(e, picks), e.odds);
        const sizes = groups.map((g) => g.length);
        const p = e.option === 'hit' ? allPresent(sizes) : allAbsent(sizes.reduce((a, b) => a + b, 0));
        expectHouseEdge(odds * p, `${e.name} ${picks}`);
      }
    }
  });

  it('五行 pays by the element’s ball count that year (8–12 in the 纳音 table)', () => {
    const counts = new Set<number>();
    for (const year of YEARS) {
      const lunar = lunarYearOf(dateIn(year));
      for (const el of ['metal', 'wood', 'water', 'fire', 'earth'])
        counts.add(
          Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => ballElement(n, lunar) === el).length,
        );
    }
    expect([...counts].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12]);
  });
});
