import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlaySelection } from '../games';
import { settleBet } from '../settlement/settle';
import { creditSelectionProblem } from './credit-selection';
import { drawResultFor } from './draw-for';
import { findGameFamily, GAME_FAMILIES } from './families';
import { creditNumberPick } from './number-picks';
import type { CatalogueEntry, GameFamily } from './types';

const SEED = '8113ec89dbd4254b19361b6f85060d341726559d36cf97b1453b3ce2c259d58d';
const issueOf = (f: GameFamily) => (f.code === 'Marksixhk' ? '2026-010' : '20261122-0001');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function entryOf(code: string, playId: string, position?: number): CatalogueEntry {
  const e = findGameFamily(code)!
    .playGroups.credit.flatMap((g) => g.entries)
    .find((x) => x.playId === playId && (position === undefined || x.position === position));
  if (!e) throw new Error(`${code} has no credit ${playId}`);
  return e;
}

const problem = (code: string, entry: CatalogueEntry, selection: PlaySelection) =>
  creditSelectionProblem(findGameFamily(code)!.gameType, entry, selection);

describe('creditSelectionProblem', () => {
  it('refuses a 定位 bet listing every digit — the judge alone would pay it on every draw', () => {
    const entry = entryOf('Ffc', 'ball-digit', 3);
    const all: PlaySelection = { playId: 'ball-digit', position: 3, numbers: range(0, 9) };
    const result = drawResultFor('Ffc', SEED, '20261122-0001');
    if (result.game !== 'ssc') throw new Error('Ffc draws SSC');
    const settled = settleBet(result, { id: 'b', selection: all, stakeFen: 100, odds: entry.odds });
    expect(settled.outcome).toBe('win'); // why the server must refuse it before it is accepted
    expect(problem('Ffc', entry, all)).toEqual({
      kind: 'numbers',
      pick: creditNumberPick('ssc', 'ball-digit'),
    });
    expect(problem('Ffc', entry, { ...all, numbers: [7] })).toBeNull();
  });

  it('one number for PK10 定位 and 六合彩 特码 / 正码, in range and present', () => {
    const cases: [string, string, number[], number[]][] = [
      ['Cqdb', 'rank-number', [10], range(1, 10)],
      ['Marksixff', 'special-number', [49], range(1, 49)],
      ['Marksixhk', 'regular-number', [1], [1, 2]],
    ];
    for (const [code, playId, ok, bad] of cases) {
      const entry = entryOf(code, playId);
      const base = { playId, ...(entry.position !== undefined && { position: entry.position }) };
      expect(problem(code, entry, { ...base, numbers: ok }), `${code} ${playId}`).toBeNull();
      for (const numbers of [bad, [], [0], [50], [ok[0]!, ok[0]!], [1.5]])
        expect(problem(code, entry, { ...base, numbers })?.kind, `${playId} ${numbers}`).toBe('numbers');
      expect(problem(code, entry, base)?.kind).toBe('numbers');
    }
  });

  it('k numbers exactly for 任选k, 选k, 特码包三 and 连码 / 不中 (one 注 each)', () => {
    const cases: [string, string, number][] = [
      ['Syxw', 'any-3', 3],
      ['Dream8', 'pick-5', 5],
      ['Tradition28', 'sum-three', 3],
      ['Marksixff', 'three-all', 3],
      ['Marksixff', 'two-special', 2],
      ['Marksixff', 'not-hit-7', 7],
    ];
    for (const [code, playId, k] of cases) {
      const entry = entryOf(code, playId);
      const sel = (numbers: number[]) => ({ playId, ...(entry.option && { option: entry.option }), numbers });
      expect(problem(code, entry, sel(range(1, k))), playId).toBeNull();
      expect(problem(code, entry, sel(range(1, k + 1)))?.kind, playId).toBe('numbers');
      expect(problem(code, entry, sel(range(1, k - 1)))?.kind, playId).toBe('numbers');
    }
  });

  it('the entry’s own option and position, none where it has none, and no sets or 胆', () => {
    const big = entryOf('Ffc', 'ball-big', 2);
    expect(problem('Ffc', big, { playId: 'ball-big', position: 2 })).toBeNull();
    expect(problem('Ffc', big, { playId: 'ball-big', position: 3 })).toEqual({ kind: 'shape' });
    expect(problem('Ffc', big, { playId: 'ball-big' })).toEqual({ kind: 'shape' });
    expect(problem('Ffc', big, { playId: 'ball-big', position: 2, option: 'front' })).toEqual({
      kind: 'shape',
    });
    expect(problem('Ffc', big, { playId: 'ball-big', position: 2, numbers: [1] })).toEqual({ kind: 'shape' });
    expect(problem('Ffc', big, { playId: 'ball-small', position: 2 })).toEqual({ kind: 'shape' });
    const sum = entryOf('Tradition28', 'sum');
    expect(problem('Tradition28', sum, { playId: 'sum', option: '0' })).toBeNull();
    expect(problem('Tradition28', sum, { playId: 'sum', option: '1' })).toEqual({ kind: 'shape' });
    const any = entryOf('Syxw', 'any-2');
    expect(problem('Syxw', any, { playId: 'any-2', numbers: [1, 2], dan: [3] })).toEqual({ kind: 'shape' });
    expect(problem('Syxw', any, { playId: 'any-2', numbers: [1, 2], sets: [[3]] })).toEqual({
      kind: 'shape',
    });
  });

  it('过关 takes the legs the member composes as its option, and nothing else', () => {
    const parlay = entryOf('Marksixff', 'parlay');
    expect(problem('Marksixff', parlay, { playId: 'parlay', option: '1:big,3:red' })).toBeNull();
    for (const option of [undefined, '1:big', '1:big,1:red', '7:big,1:red', 'big,red'])
      expect(problem('Marksixff', parlay, { playId: 'parlay', ...(option && { option }) })).toEqual({
        kind: 'shape',
      });
  });

  it('property: a selection it accepts is one 注 that settles on any draw, never refunded as invalid', () => {
    const entries = GAME_FAMILIES.filter((f) => f.gameType !== 'red-packet').flatMap((f) =>
      f.playGroups.credit.flatMap((g) => g.entries.map((e) => ({ f, e }))),
    );
    const arb = fc.record({
      at: fc.nat({ max: entries.length - 1 }),
      numbers: fc.option(fc.array(fc.integer({ min: -1, max: 81 }), { maxLength: 12 }), { nil: undefined }),
      seed: fc.stringMatching(/^[0-9a-f]{64}$/),
    });
    fc.assert(
      fc.property(arb, ({ at, numbers, seed }) => {
        const { f, e } = entries[at]!;
        const selection: PlaySelection = {
          playId: e.playId,
          ...(e.option !== undefined && { option: e.option }),
          ...(e.position !== undefined && { position: e.position }),
          ...(numbers !== undefined && { numbers }),
        };
        if (creditSelectionProblem(f.gameType, e, selection) !== null) return;
        const pick = creditNumberPick(f.gameType, e.playId);
        expect(numbers?.length ?? 0).toBeLessThanOrEqual(pick ? (pick.maxCount ?? pick.count) : 0);
        const result = drawResultFor(f.code, seed, issueOf(f));
        const settled = settleBet(result, { id: 'b', selection, stakeFen: 100, odds: e.odds });
        expect(settled.outcome, `${f.code} ${e.playId} ${settled.reason}`).not.toBe('refund');
      }),
      { numRuns: 3000 },
    );
  });
});
