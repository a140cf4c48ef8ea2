import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds every route from one table, each path once', () => {
    const all = Object.values(paths).map((p) => p.path);
    expect(new Set(all).size).toBe(all.length);
    expect(paths.hall.href()).toBe('/home/hall');
    expect(paths.personCenter.href()).toBe('/home/personCenter');
    expect(paths.forbidden.href()).toBe('/403');
  });

  it('links the fairness page per game, the game id encoded', () => {
    expect(paths.fairness.href()).toBe('/fairness');
    expect(paths.fairnessGame.href('Ffc')).toBe('/fairness/Ffc');
    expect(paths.fairnessGame.href('a/b')).toBe('/fairness/a%2Fb');
  });

  it('encodes the safe-centre queries the error catalogue needs', () => {
    expect(paths.safeCenter.href({ action: 'phone' })).toBe('/safeCenter?action=phone');
    expect(paths.safeCenter.href({ action: 'name' })).toBe('/safeCenter?action=name');
    expect(paths.safeCenter.href({ showFund: 1 })).toBe('/safeCenter?showFund=1');
    expect(paths.safeCenter.href()).toBe('/safeCenter');
  });
});
