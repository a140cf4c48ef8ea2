import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromIndex, cardIndex, dealFromDeck, drawCard } from './cards';
import { createDrawRng } from './draw-rng';
import { bytesToHex } from './hash';
import {
  drawDice,
  drawDigits,
  drawDistinct,
  drawKeno,
  drawMarkSix,
  drawPk10,
  drawSyxw,
  range1,
  shuffle,
} from './mappings';
import { splitRedPacket } from './red-packet';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => bytesToHex(b));
const rngArb = fc.tuple(seedArb, fc.nat()).map(([seed, i]) => createDrawRng(seed, 'Prop', String(i)));
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('draw mappings', () => {
  it('digits are 0–9 and dice 1–6', () => {
    fc.assert(
      fc.property(rngArb, fc.integer({ min: 0, max: 30 }), (rng, count) => {
        const digits = drawDigits(rng, count);
        const dice = drawDice(rng, count);
        expect(digits).toHaveLength(count);
        expect(digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
        expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
      }),
    );
  });

  it('shuffle returns a new array that is a permutation of the input', () => {
    fc.assert(
      fc.property(rngArb, fc.array(fc.integer(), { maxLength: 60 }), (rng, items) => {
        const copy = items.slice();
        const out = shuffle(rng, items);
        expect(out).not.toBe(items);
        expect(items).toEqual(copy);
        expect(sorted(out)).toEqual(sorted(items));
      }),
    );
  });

  it('drawDistinct gives k distinct pool members and equals the prefix of the full shuffle', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 40 }), fc.nat(), (seed, len, kRaw) => {
        const pool = range1(len);
        const k = kRaw % (len + 1);
        const picked = drawDistinct(createDrawRng(seed, 'D', '1'), pool, k);
        expect(new Set(picked).size).toBe(k);
        expect(picked.every((x) => x >= 1 && x <= len)).toBe(true);
        expect(picked).toEqual(shuffle(createDrawRng(seed, 'D', '1'), pool).slice(0, k));
      }),
    );
  });

  it('follows the B §14.5 partial Fisher–Yates step by step', () => {
    // Scripted rng: each int(n) returns n − 1 (always swap with the last remaining item).
    const calls: number[] = [];
    const rng = {
      int: (n: number) => {
        calls.push(n);
        return n - 1;
      },
    };
    expect(drawDistinct(rng, [1, 2, 3, 4, 5], 3)).toEqual([5, 1, 2]);
    expect(calls).toEqual([5, 4, 3]);
    expect(() => drawDistinct(rng, [1, 2], 3)).toThrow(RangeError);
  });

  it('shuffle is exactly uniform: every int() outcome sequence gives a different permutation', () => {
    // Given an exactly uniform int(n), F–Y is uniform iff the n! equally likely choice sequences map
    // onto the n! permutations one-to-one. Enumerate all choice sequences for 5 items.
    const pool = [1, 2, 3, 4, 5];
    const seen = new Set<string>();
    const sequences = (lens: number[]): number[][] =>
      lens.length === 0
        ? [[]]
        : sequences(lens.slice(1)).flatMap((rest) => range1(lens[0]!).map((c) => [c - 1, ...rest]));
    for (const choices of sequences([5, 4, 3, 2, 1])) {
      const script = choices.slice();
      seen.add(shuffle({ int: () => script.shift()! }, pool).join());
    }
    expect(seen.size).toBe(120);
  });

  it('draws are uniform within chi-square tolerance on a fixed seed', () => {
    // 11选5 first ball and Mark Six special over 11 / 49 cells; 0.1 % critical values.
    const rng = createDrawRng('c3'.repeat(32), 'Uniform', 'draws');
    const first = new Array<number>(11).fill(0);
    const special = new Array<number>(49).fill(0);
    const runs = 20_000;
    for (let i = 0; i < runs; i++) {
      first[drawSyxw(rng)[0]! - 1]! += 1;
      special[drawMarkSix(rng).special - 1]! += 1;
    }
    const chi = (counts: number[]) =>
      counts.reduce((acc, c) => acc + (c - runs / counts.length) ** 2 / (runs / counts.length), 0);
    expect(chi(first)).toBeLessThan(29.59);
    expect(chi(special)).toBeLessThan(84.04);
  });

  it('game draws have the right shapes', () => {
    fc.assert(
      fc.property(rngArb, (rng) => {
        const syxw = drawSyxw(rng);
        expect(syxw).toHaveLength(5);
        expect(new Set(syxw).size).toBe(5);
        expect(syxw.every((n) => n >= 1 && n <= 11)).toBe(true);
        expect(sorted(drawPk10(rng))).toEqual(range1(10));
        const keno = drawKeno(rng);
        expect(new Set(keno).size).toBe(20);
        expect(keno.every((n) => n >= 1 && n <= 80)).toBe(true);
        const six = drawMarkSix(rng);
        expect(six.balls).toHaveLength(6);
        expect(new Set([...six.balls, six.special]).size).toBe(7);
        expect([...six.balls, six.special].every((n) => n >= 1 && n <= 49)).toBe(true);
      }),
    );
  });

  it('cards: index round-trips, unlimited deck draws any card, a dealt deck never repeats', () => {
    for (let i = 0; i < 52; i++) expect(cardIndex(cardFromIndex(i))).toBe(i);
    expect(cardFromIndex(0)).toEqual({ rank: 1, suit: 0 });
    expect(cardFromIndex(51)).toEqual({ rank: 13, suit: 3 });
    fc.assert(
      fc.property(rngArb, (rng) => {
        const c = drawCard(rng);
        expect(c.rank >= 1 && c.rank <= 13 && c.suit >= 0 && c.suit <= 3).toBe(true);
        const deck = dealFromDeck(rng, 52);
        expect(new Set(deck.map(cardIndex)).size).toBe(52);
      }),
    );
  });
});

describe('red packet split', () => {
  it('sums to the total with every part ≥ 1 fen', () => {
    fc.assert(
      fc.property(
        rngArb,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rng, parts, extra) => {
          const total = parts + extra;
          const split = splitRedPacket(rng, total, parts);
          expect(split).toHaveLength(parts);
          expect(split.reduce((a, b) => a + b, 0)).toBe(total);
          expect(split.every((x) => Number.isInteger(x) && x >= 1)).toBe(true);
        },
      ),
    );
  });

  it('gives every part exactly 1 fen when total equals parts, and refuses impossible splits', () => {
    expect(splitRedPacket(createDrawRng('01', 'R', '1'), 7, 7)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(() => splitRedPacket(createDrawRng('01', 'R', '1'), 6, 7)).toThrow(RangeError);
    expect(() => splitRedPacket(createDrawRng('01', 'R', '1'), 10.5, 2)).toThrow(RangeError);
    expect(() => splitRedPacket(createDrawRng('01', 'R', '1'), 10, 0)).toThrow(RangeError);
  });
});
