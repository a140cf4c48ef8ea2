import { describe, expect, it } from 'vitest';
import { normBetCount } from '../calculators';
import { judgePlay, type PlaySelection } from '../games';
import { settleBet } from '../settlement/settle';
import { creditSelectionProblem, isCreditParlay } from './credit-selection';
import { drawResultFor } from './draw-for';
import { GAME_FAMILIES } from './families';
import { creditNumberPick } from './number-picks';

const SEED = '8113ec89dbd4254b19361b6f85060d341726559d36cf97b1453b3ce2c259d58d';

function judges(code: string, selection: PlaySelection): boolean {
  const result = drawResultFor(code, SEED, '20261122-0001');
  try {
    judgePlay(result, selection);
    return true;
  } catch {
    return false;
  }
}

const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('creditNumberPick', () => {
  it('11选5 任选一…五 need exactly k numbers 1–11, and k numbers are one 注 as the server requires', () => {
    for (const k of [1, 2, 3, 4, 5]) {
      const playId = `any-${k}`;
      expect(creditNumberPick('syxw', playId)).toEqual({ count: k, min: 1, max: 11, unit: 'number' });
      expect(normBetCount('syxw', playId, { playId, numbers: run(7, k) })).toBe(1);
      expect(normBetCount('syxw', playId, { playId, numbers: run(1, k + 1) })).not.toBe(1);
    }
    expect(creditNumberPick('syxw', 'any-6')).toBeUndefined();
    expect(creditNumberPick('keno', 'pick-6')).toBeUndefined();
    expect(creditNumberPick('syxw', 'front2-direct')).toBeUndefined();
    expect(creditNumberPick('pc28', 'big')).toBeUndefined();
  });

  it('快乐8 选一…选五 need exactly k numbers 1–80: k drawn numbers win, k + 1 never do', () => {
    const drawn = drawResultFor('Dream8', SEED, '20261122-0001');
    if (drawn.game !== 'keno') throw new Error('Dream8 draws keno');
    for (const k of [1, 2, 3, 4, 5]) {
      const playId = `pick-${k}`;
      expect(creditNumberPick('keno', playId)).toEqual({ count: k, min: 1, max: 80, unit: 'number' });
      expect(judgePlay(drawn, { playId, numbers: drawn.numbers.slice(0, k) })).toMatchObject({
        outcome: 'win',
      });
      expect(judgePlay(drawn, { playId, numbers: drawn.numbers.slice(0, k + 1) }).outcome).toBe('lose');
      if (k > 1) expect(judges('Dream8', { playId, numbers: run(1, k - 1) })).toBe(false);
    }
  });

  it('特码包三 is three sums 0–27; 定位 and 特码/正码 are one number (one 注 each)', () => {
    expect(creditNumberPick('pc28', 'sum-three')).toEqual({ count: 3, min: 0, max: 27, unit: 'number' });
    expect(creditNumberPick('ssc', 'ball-digit')).toEqual({ count: 1, min: 0, max: 9, unit: 'number' });
    expect(creditNumberPick('pk10', 'rank-number')).toEqual({ count: 1, min: 1, max: 10, unit: 'number' });
    expect(creditNumberPick('mark-six', 'special-number')).toEqual({
      count: 1,
      min: 1,
      max: 49,
      unit: 'number',
    });
    expect(creditNumberPick('mark-six', 'regular-number')).toEqual({
      count: 1,
      min: 1,
      max: 49,
      unit: 'number',
    });
    expect(judges('Ffc', { playId: 'ball-digit', position: 3, numbers: [0] })).toBe(true);
    expect(judges('Marksixff', { playId: 'special-number', numbers: [49] })).toBe(true);
    expect(judges('Marksixff', { playId: 'regular-number', numbers: [1] })).toBe(true);
  });

  it('every credit entry of every game is bettable from the grid and settles: never refunded, every win paid', () => {
    for (const f of GAME_FAMILIES.filter((g) => g.gameType !== 'red-packet'))
      for (const g of f.playGroups.credit)
        for (const e of g.entries) {
          const base: PlaySelection = {
            playId: e.playId,
            ...(e.option !== undefined && { option: e.option }),
            ...(e.position !== undefined && { position: e.position }),
          };
          const pick = creditNumberPick(f.gameType, e.playId);
          const label = `${f.code} ${g.key} ${e.playId} ${e.name}`;
          // what the grid sends: the cell, plus the picked numbers or the 过关 legs the sheet makes
          let selection = base;
          if (pick) {
            expect(creditSelectionProblem(f.gameType, e, base), `${label} without numbers`).not.toBeNull();
            selection = { ...base, numbers: run(pick.max - pick.count + 1, pick.count) };
          } else if (isCreditParlay(f.gameType, e.playId)) {
            expect(creditSelectionProblem(f.gameType, e, base), `${label} without legs`).not.toBeNull();
            selection = { ...base, option: '1:big,3:red,6:even' };
          }
          expect(creditSelectionProblem(f.gameType, e, selection), label).toBeNull();
          for (let i = 1; i <= 40; i++) {
            const issue =
              f.code === 'Marksixhk'
                ? `2026-${String(i).padStart(3, '0')}`
                : `20261122-${String(i).padStart(4, '0')}`;
            const result = drawResultFor(f.code, SEED, issue);
            const verdict = judgePlay(result, selection);
            const settled = settleBet(result, { id: 'b', selection, stakeFen: 100, odds: e.odds });
            expect(settled.outcome, `${label} ${issue} ${settled.reason ?? ''}`).not.toBe('refund');
            if (verdict.outcome !== 'win') continue;
            // a keyed pay table must price every key a win can name (Keno's hit tables pay from k/2 hits up)
            const key = verdict.oddsKey ?? (verdict.oddsKeys || verdict.parts ? undefined : 'default');
            if (typeof e.odds === 'object' && key !== undefined && f.gameType !== 'keno')
              expect(Object.keys(e.odds), `${label} ${issue} key ${key}`).toContain(key);
            if (settled.outcome === 'win') expect(settled.payoutFen).toBeGreaterThanOrEqual(100);
          }
        }
  });
});
