import { drawResultFor, GAME_FAMILIES, type GameResult } from '@qilin/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newlyDrawn, REVEAL_TOTAL_MS, revealStepMs, revealUnitCount, runReveal } from './draw-reveal';

const SEED = '5e'.repeat(32);
const draw = (code: string) => drawResultFor(code, SEED, '20260315-0042') as GameResult;

function start(units: number, { motion = true, quiet = false } = {}) {
  const shown: number[] = [];
  const cues: [number, boolean][] = [];
  const done = vi.fn();
  const cancel = runReveal({
    units,
    motion,
    quiet,
    cues: { element: (i, last) => cues.push([i, last]) },
    onShown: (n) => shown.push(n),
    onDone: done,
  });
  return { shown, cues, done, cancel };
}

describe('draw reveal sequence', () => {
  afterEach(() => vi.useRealTimers());

  it('reveals one element per step with a cue each, the last one marked, then finishes', () => {
    vi.useFakeTimers();
    const step = revealStepMs(5);
    const run = start(5);
    expect(run.shown).toEqual([0]);
    vi.advanceTimersByTime(step);
    expect(run.shown).toEqual([0, 1]);
    expect(run.cues).toEqual([[0, false]]);
    vi.advanceTimersByTime(step * 2);
    expect(run.shown.at(-1)).toBe(3);
    expect(run.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(step * 2);
    expect(run.shown).toEqual([0, 1, 2, 3, 4, 5]);
    expect(run.cues.at(-1)).toEqual([4, true]);
    // The last element stays alone for a step before the win card may cover it.
    expect(run.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(step);
    expect(run.done).toHaveBeenCalledTimes(1);
  });

  it('quiet mode: still one by one, but no sound or vibration cue', () => {
    vi.useFakeTimers();
    const run = start(4, { quiet: true });
    vi.advanceTimersByTime(revealStepMs(4) * 5);
    expect(run.shown).toEqual([0, 1, 2, 3, 4]);
    expect(run.cues).toEqual([]);
    expect(run.done).toHaveBeenCalledTimes(1);
  });

  it('reduced motion: everything at once, no cue, no timer', () => {
    vi.useFakeTimers();
    const run = start(20, { motion: false });
    expect(run.shown).toEqual([20]);
    expect(run.cues).toEqual([]);
    expect(run.done).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancelling stops it where it is', () => {
    vi.useFakeTimers();
    const run = start(5);
    vi.advanceTimersByTime(revealStepMs(5));
    run.cancel();
    vi.advanceTimersByTime(60_000);
    expect(run.shown).toEqual([0, 1]);
    expect(run.done).not.toHaveBeenCalled();
  });

  it('paces any count within the total: 5 balls slower than 20 cards, never a minute', () => {
    expect(revealStepMs(5)).toBeGreaterThan(revealStepMs(20));
    for (const n of [1, 3, 5, 7, 10, 20])
      expect(revealStepMs(n) * n).toBeLessThanOrEqual(REVEAL_TOTAL_MS + 700);
  });

  it('counts every ball, die, car and card the result view draws', () => {
    const counts = Object.fromEntries(
      ['Marksixff', 'Finance28', 'Jsk3', 'Cqdb', 'Ffc', 'Syxw', 'Dream8', 'Bull', 'Bbn'].map((c) => [
        draw(c).game,
        revealUnitCount(draw(c)),
      ]),
    );
    expect(counts).toEqual({
      'mark-six': 7,
      pc28: 4,
      k3: 4,
      pk10: 10,
      ssc: 5,
      syxw: 5,
      keno: 21,
      'digit-bull': 20,
      'card-bull': 20,
    });
    const bac = draw('Baccara');
    expect(bac.game === 'baccarat' && revealUnitCount(bac)).toBe(
      bac.game === 'baccarat' ? bac.player.length + bac.banker.length : -1,
    );
    // every family of the catalogue has a count
    for (const f of GAME_FAMILIES.filter((g) => g.gameType !== 'red-packet'))
      expect(revealUnitCount(drawResultFor(f.code, SEED, '20260315-0042') as GameResult)).toBeGreaterThan(0);
  });

  it('reveals only a newer drawn issue, never the first one a room is shown', () => {
    const r = draw('Ffc');
    expect(newlyDrawn(undefined, { issue: 'b', result: r })).toBeNull();
    expect(newlyDrawn('b', { issue: 'b', result: r })).toBeNull();
    expect(newlyDrawn('b', { issue: 'a', result: r })).toBeNull();
    expect(newlyDrawn('b', { issue: 'c', result: null })).toBeNull();
    expect(newlyDrawn('b', { issue: 'c', result: r })).toEqual({ issue: 'c', result: r });
    expect(newlyDrawn(null, { issue: 'c', result: r })).toEqual({ issue: 'c', result: r });
  });
});
