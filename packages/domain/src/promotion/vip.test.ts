import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkVipTable,
  countedFigures,
  levelUpGifts,
  reviewMonth,
  type VipLevel,
  vipLevelFor,
  vipProgress,
} from './vip';

const lv = (level: number, turnoverFen: number, depositFen: number, keep = 0, gift = 0): VipLevel => ({
  level,
  name: `VIP${level}`,
  turnoverFen,
  depositFen,
  keepTurnoverFen: keep,
  upgradeGiftFen: gift,
  weeklyGiftFen: 0,
  monthlyGiftFen: 0,
  wageringX100: 100,
});
const TABLE = [
  lv(0, 0, 0),
  lv(1, 1_000, 500, 200, 100),
  lv(2, 5_000, 2_000, 1_000, 500),
  lv(3, 20_000, 10_000, 4_000, 0),
];

describe('vip levels', () => {
  it('checks the table', () => {
    expect(checkVipTable(TABLE)).toBeNull();
    expect(checkVipTable([])).toBe('empty');
    expect(checkVipTable([lv(0, 1, 0)])).toMatch(/level 0/);
    expect(checkVipTable([lv(0, 0, 0), lv(2, 10, 10)])).toMatch(/consecutive/);
    expect(checkVipTable([lv(0, 0, 0), lv(1, 10, 10), lv(2, 5, 20)])).toMatch(/fall/);
    expect(checkVipTable([lv(0, 0, 0), lv(1, 10, 10), lv(2, 10, 10)])).toMatch(/same/);
    expect(checkVipTable([lv(0, 0, 0), lv(1, 10.5, 10)])).toMatch(/whole fen/);
  });

  it('needs both thresholds', () => {
    expect(vipLevelFor(TABLE, { turnoverFen: 6_000, depositFen: 600 })).toBe(1);
    expect(vipLevelFor(TABLE, { turnoverFen: 6_000, depositFen: 2_000 })).toBe(2);
    expect(vipLevelFor(TABLE, { turnoverFen: 999, depositFen: 99_999 })).toBe(0);
  });

  it('shows the progress to the next level by the slower requirement', () => {
    expect(vipProgress(TABLE, 1, { turnoverFen: 2_500, depositFen: 2_000 })).toMatchObject({
      turnoverLeftFen: 2_500,
      depositLeftFen: 0,
      percent: 50,
    });
    expect(vipProgress(TABLE, 3, { turnoverFen: 1, depositFen: 1 })).toBeNull();
  });

  it('keeps a level whose month met the keep turnover, drops one level otherwise', () => {
    const life = { turnoverFen: 30_000, depositFen: 12_000 };
    expect(reviewMonth(TABLE, 3, 4_000, life)).toEqual({ level: 3, offsets: null });
    const drop = reviewMonth(TABLE, 3, 3_999, life);
    expect(drop).toEqual({ level: 2, offsets: { turnoverFen: 25_000, depositFen: 10_000 } });
    // Right after the drop the counted figures sit on level 2's thresholds: no instant re-promotion.
    const counted = countedFigures(life, drop.offsets ?? life);
    expect(vipLevelFor(TABLE, counted)).toBe(2);
    expect(reviewMonth(TABLE, 0, 0, life)).toEqual({ level: 0, offsets: null });
  });

  it('owes each level-up gift once, for every level passed', () => {
    expect(levelUpGifts(TABLE, 2).map((l) => l.level)).toEqual([1, 2]);
    expect(levelUpGifts(TABLE, 3).map((l) => l.level)).toEqual([1, 2]); // level 3 gives none
  });

  it('a relegated member returns to a level only by new turnover and deposits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (t, d, moreT, moreD) => {
          const life = { turnoverFen: t, depositFen: d };
          const level = vipLevelFor(TABLE, life);
          const r = reviewMonth(TABLE, level, 0, life);
          if (r.offsets === null) return;
          expect(r.level).toBe(level - 1);
          expect(vipLevelFor(TABLE, countedFigures(life, r.offsets))).toBe(level - 1);
          const later = { turnoverFen: t + moreT, depositFen: d + moreD };
          const back = vipLevelFor(TABLE, countedFigures(later, r.offsets));
          const need = TABLE[level] as VipLevel;
          const prev = TABLE[level - 1] as VipLevel;
          // Back at `level` exactly when the new figures cover the gap between the two levels.
          expect(back >= level).toBe(
            moreT >= need.turnoverFen - prev.turnoverFen && moreD >= need.depositFen - prev.depositFen,
          );
        },
      ),
    );
  });
});
