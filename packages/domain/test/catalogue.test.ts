import { describe, expect, it } from 'vitest';
import {
  drawRedPacketFor,
  drawResultFor,
  findGameFamily,
  GAME_FAMILIES,
  gameBetInfoShape,
  issueDrawDate,
  lotteryInfoShape,
} from '../src/catalogue';
import { GAME_PLAY_RULES, oddsToBp } from '../src/games';

const SEED = '8113ec89dbd4254b19361b6f85060d341726559d36cf97b1453b3ce2c259d58d';

describe('catalogue', () => {
  it('lists every A2 family with class, timing and limits', () => {
    const codes = GAME_FAMILIES.map((f) => f.code);
    for (const code of [
      'Tradition28',
      'Tradition28oregon',
      'Finance28',
      'Game28Activity',
      'Dream8',
      'Bull',
      'Bull2',
      'Bull28',
      'Bbn',
      'Pokerbull',
      'Baccara',
      'Ffc',
      'Btcffc',
      'Sfc',
      'Safes360',
      'Indexes',
      'Cqdb',
      'Jsk3',
      'Syxw',
      'Marksixff',
      'Marksixhk',
      'RedPacket',
    ])
      expect(codes).toContain(code);
    expect(findGameFamily('Bull2')).toMatchObject({
      classType: 1,
      gameType: 'digit-bull',
      periodSec: 120,
      closeSec: 15,
    });
    expect(findGameFamily('Marksixhk')).toMatchObject({ classType: 2, periodSec: null, closeSec: 900 });
    expect(findGameFamily('RedPacket')?.classType).toBe(3);
    for (const f of GAME_FAMILIES) {
      expect(f.limits.minFen).toBeGreaterThan(0);
      expect(f.limits.maxPerBetFen).toBeLessThanOrEqual(f.limits.maxPerIssueFen);
    }
  });
  it('every catalogue entry names a real play with odds ≥ 1 that judges a drawn result', () => {
    for (const f of GAME_FAMILIES) {
      if (f.gameType === 'red-packet') continue;
      const rules = GAME_PLAY_RULES[f.gameType];
      const result = drawResultFor(f.code, SEED, f.code === 'Marksixhk' ? '2026-010' : '20261122-0001');
      for (const group of [...f.playGroups.credit, ...f.playGroups.norm])
        for (const e of group.entries) {
          expect(rules.has(e.playId), `${f.code} ${e.playId}`).toBe(true);
          for (const o of typeof e.odds === 'string' ? [e.odds] : Object.values(e.odds))
            expect(oddsToBp(o)).toBeGreaterThanOrEqual(10_000);
        }
      expect(f.playGroups.credit.length + f.playGroups.norm.length).toBeGreaterThan(0);
      expect(result.game).toBe(f.gameType);
    }
  });
  it('lottery families carry both credit and norm groups where the game has official plays', () => {
    for (const code of ['Ffc', 'Jsk3', 'Syxw']) {
      const f = findGameFamily(code)!;
      expect(f.playGroups.norm.length).toBeGreaterThan(0);
      const shape = lotteryInfoShape(f);
      expect(shape.norm[0]?.plays[0]?.bonus).toBeTypeOf('object');
    }
  });
  it('number games expose times_* arrays in the bet-info shape', () => {
    const info = gameBetInfoShape(findGameFamily('Tradition28')!);
    expect(info.times.times_sum).toHaveLength(28);
    expect(info.times.times_two_sides).toEqual(['1.98', '1.98', '1.98', '1.98']);
    expect(info.menus[0]?.options[0]).toEqual({ name: '大', pic: '1.98', selected: false });
  });
  it('draw dates come from the issue; unknown families and red packets throw', () => {
    expect(issueDrawDate('20260217-0001')).toBe('2026-02-17');
    expect(issueDrawDate('2026-001')).toBe('2026-01-01');
    expect(() => drawResultFor('Nope', SEED, '20260101-0001')).toThrow();
    expect(() => drawResultFor('RedPacket', SEED, '20260101-0001')).toThrow();
    const packet = drawRedPacketFor(SEED, 'p1', 10_000, 7);
    expect(packet.partsFen.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(packet.partsFen).toHaveLength(7);
  });
});
