import { describe, expect, it } from 'vitest';
import { multipleText, signDays, sortGifts } from './vip-view';

const R = [100, 100, 200, 200, 300, 300, 800];

describe('vip view model', () => {
  it('marks the streak days of the cycle and today', () => {
    expect(signDays(R, 0, false).map((d) => [d.done, d.today])[0]).toEqual([false, true]);
    const three = signDays(R, 3, true);
    expect(three.filter((d) => d.done).map((d) => d.day)).toEqual([1, 2, 3]);
    expect(three.find((d) => d.today)?.day).toBe(3);
    expect(signDays(R, 3, false).find((d) => d.today)?.day).toBe(4);
    // A full week signed yesterday: today starts a new cycle.
    const fresh = signDays(R, 7, false);
    expect(fresh.some((d) => d.done)).toBe(false);
    expect(fresh.find((d) => d.today)?.day).toBe(1);
    expect(
      signDays(R, 9, true)
        .filter((d) => d.done)
        .map((d) => d.day),
    ).toEqual([1, 2]);
    expect(signDays([], 3, true)).toEqual([]);
  });

  it('puts claimable gifts first', () => {
    const g = (key: string, status: 'claimable' | 'claimed' | 'locked') => ({
      key,
      status,
      kind: 'weekly' as const,
      kindName: '',
      level: 1,
      amountFen: 1,
      wageringX100: 100,
    });
    expect(sortGifts([g('a', 'claimed'), g('b', 'locked'), g('c', 'claimable')]).map((x) => x.key)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(multipleText(150)).toBe('1.5');
  });
});

describe('kept until', () => {
  it('shows the last day of the keep period', async () => {
    const { keptUntilDay } = await import('./vip-view');
    const fmt = (iso: string) =>
      new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
    expect(keptUntilDay('2026-12-31T16:00:00.000Z', fmt)).toBe('2026-12-31');
    expect(keptUntilDay('nope', fmt)).toBe('nope');
  });
});
