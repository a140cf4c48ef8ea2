import { describe, expect, it } from 'vitest';
import { normBetCount } from '../src/calculators';
import { type CatalogueEntry, findGameFamily } from '../src/catalogue';
import type { GameResult, GameType, PlaySelection } from '../src/games';
import { settleBet } from '../src/settlement';

/**
 * Return to player of every official (norm) catalogue entry at its default odds, by exhaustive
 * enumeration of the draws it depends on: Σ payout ÷ (draws × stake). A play whose odds were copied
 * from another play (二星和值 once paid the 三星 prize: 900 % back) shows up here at once.
 *
 * Every selection below covers its whole number range, so its outcome does not change when the drawn
 * balls are reordered: draws are enumerated as sorted multisets (or sets) weighted by the number of
 * orders each stands for — exact, and 50× fewer settlements than every ordered draw.
 */

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const DIGITS = range(0, 9);

type Draw = [GameResult, number];

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Sorted multisets of `size` values, each with the count of ordered draws it stands for. */
function* multisets(size: number, values: readonly number[], from = 0): Generator<[number[], number]> {
  if (size === 0) {
    yield [[], 1];
    return;
  }
  for (let i = from; i < values.length; i++)
    for (const [rest] of multisets(size - 1, values, i)) {
      const picks = [values[i]!, ...rest];
      const runs = new Map<number, number>();
      for (const v of picks) runs.set(v, (runs.get(v) ?? 0) + 1);
      const orders = [...runs.values()].reduce((acc, k) => acc / factorial(k), factorial(size));
      yield [picks, orders];
    }
}

/** Sets of `size` distinct values (each stands for size! equally likely orders). */
function* combos(size: number, values: readonly number[], from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i < values.length; i++)
    for (const rest of combos(size - 1, values, i + 1)) yield [values[i]!, ...rest];
}

function returnToPlayer(
  game: GameType,
  selection: PlaySelection,
  odds: CatalogueEntry['odds'],
  draws: readonly Draw[],
): number {
  const count = normBetCount(game, selection.playId, selection);
  expect(count, `${selection.playId} selection counts`).toBeGreaterThan(0);
  const stakeFen = count * 200 * 1000; // large enough that rounding down to the fen is noise
  let paid = 0;
  let n = 0;
  for (const [result, weight] of draws) {
    n += weight;
    // biome-ignore lint/suspicious/noExplicitAny: one helper settles every game type
    paid += weight * settleBet(result as any, { id: 'b', selection, stakeFen, odds, count }).payoutFen;
  }
  return paid / (n * stakeFen);
}

function entries(code: string): CatalogueEntry[] {
  return findGameFamily(code)!.playGroups.norm.flatMap((g) => g.entries);
}

describe('SSC official plays return 90 % of the stake', () => {
  /** Draws of the balls a play reads (the others fixed at 0): `at` is where they start. */
  const ssc = (size: number, at: number) =>
    [...multisets(size, DIGITS)].map(([d, weight]): Draw => {
      const balls = [0, 0, 0, 0, 0];
      balls.splice(at, size, ...d);
      return [{ game: 'ssc', balls }, weight];
    });
  const five = ssc(5, 0);
  const back3 = ssc(3, 2);
  const front2 = ssc(2, 0);
  const front4 = ssc(4, 0);
  const all = (n: number) => Array.from({ length: n }, () => DIGITS);

  const SELECTIONS: Record<string, [Omit<PlaySelection, 'playId'>, Draw[]]> = {
    'five-direct': [{ sets: all(5) }, five],
    'three-direct': [{ option: 'back', sets: all(3) }, back3],
    'three-direct-sum': [{ option: 'back', numbers: range(0, 27) }, back3],
    'three-span': [{ option: 'back', numbers: DIGITS }, back3],
    'group-three': [{ option: 'back', numbers: DIGITS }, back3],
    'group-six': [{ option: 'back', numbers: DIGITS }, back3],
    'group-sum': [{ option: 'back', numbers: range(1, 26) }, back3],
    'group-bao-dan': [{ option: 'back', numbers: DIGITS }, back3],
    'two-direct': [{ option: 'front', sets: all(2) }, front2],
    'two-direct-sum': [{ option: 'front', numbers: range(0, 18) }, front2],
    'two-group': [{ option: 'front', numbers: DIGITS }, front2],
    'fixed-position': [{ sets: all(5) }, five],
    'five-group-120': [{ numbers: DIGITS }, five],
    'five-group-60': [{ sets: all(2) }, five],
    'five-group-30': [{ sets: all(2) }, five],
    'five-group-20': [{ sets: all(2) }, five],
    'five-group-10': [{ sets: all(2) }, five],
    'five-group-5': [{ sets: all(2) }, five],
    'four-group-24': [{ option: 'front', numbers: DIGITS }, front4],
    'four-group-12': [{ option: 'front', sets: all(2) }, front4],
    'four-group-6': [{ option: 'front', numbers: DIGITS }, front4],
    'four-group-4': [{ option: 'front', sets: all(2) }, front4],
  };

  it('covers every SSC norm entry of the catalogue', () => {
    expect(new Set(entries('Ffc').map((e) => e.playId))).toEqual(new Set(Object.keys(SELECTIONS)));
  });

  for (const entry of entries('Ffc')) {
    it(`${entry.playId} (${entry.name})`, () => {
      const [sel, draws] = SELECTIONS[entry.playId]!;
      const rtp = returnToPlayer('ssc', { playId: entry.playId, ...sel }, entry.odds, draws);
      expect(rtp).toBeCloseTo(0.9, 4);
    });
  }
});

describe('快3 official plays pay back less than they take', () => {
  // 快3 selections are not all symmetric (二同号单选 [1, 2]): every ordered roll, weight 1
  const dice: Draw[] = [];
  for (const a of range(1, 6))
    for (const b of range(1, 6))
      for (const c of range(1, 6)) dice.push([{ game: 'k3', dice: [a, b, c], sum: a + b + c }, 1]);
  const SELECTIONS: Record<string, Omit<PlaySelection, 'playId'>> = {
    'triple-any': {},
    triple: { numbers: range(1, 6) },
    'pair-any': { numbers: range(1, 6) },
    'pair-exact': { numbers: [1, 2] },
    'three-distinct': { numbers: range(1, 6) },
    'two-distinct': { numbers: range(1, 6) },
    'straight-any': {},
  };

  for (const entry of entries('Jsk3')) {
    it(`${entry.playId}${entry.option ? ` ${entry.option}` : ''} (${entry.name})`, () => {
      const sel =
        entry.playId === 'sum'
          ? { option: entry.option, numbers: [Number(entry.option)] }
          : SELECTIONS[entry.playId]!;
      const rtp = returnToPlayer('k3', { playId: entry.playId, ...sel }, entry.odds, dice);
      expect(rtp).toBeGreaterThan(0.5);
      expect(rtp).toBeLessThan(0.95);
    });
  }
});

describe('11选5 official plays pay back less than they take', () => {
  const BALLS = range(1, 11);
  const draws = [...combos(5, BALLS)].map((balls): Draw => [{ game: 'syxw', balls }, 1]);
  const all = (n: number) => Array.from({ length: n }, () => BALLS);

  function selection(playId: string): Omit<PlaySelection, 'playId'> {
    if (playId.startsWith('any-')) return { numbers: BALLS };
    if (playId.startsWith('dan-tuo-')) return { dan: [1], numbers: range(2, 11) };
    if (playId === 'fixed-position') return { sets: all(5) };
    const n = Number(playId.charAt(5)); // front1 / front2 / front3
    return playId.endsWith('-direct') ? { sets: all(n) } : { numbers: BALLS };
  }

  for (const entry of entries('Syxw')) {
    it(`${entry.playId} (${entry.name})`, () => {
      const rtp = returnToPlayer(
        'syxw',
        { playId: entry.playId, ...selection(entry.playId) },
        entry.odds,
        draws,
      );
      expect(rtp).toBeGreaterThan(0.5);
      expect(rtp).toBeLessThan(0.95);
    });
  }
});
