import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkVipTable,
  countedFigures,
  levelUpGifts,
  monthWindow,
  nextMonthKey,
  refreshVip,
  reviewMonth,
  shanghaiMonth,
  shanghaiWeek,
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

describe('vip refresh over months', () => {
  const start = {
    level: 0,
    levelMonth: '2026-01',
    reviewedMonth: '2026-01',
    offsets: { turnoverFen: 0, depositFen: 0 },
  };

  it('steps months and weeks on the Shanghai calendar', () => {
    expect(nextMonthKey('2026-12')).toBe('2027-01');
    expect(shanghaiMonth(Date.UTC(2026, 10, 30, 16, 30))).toBe('2026-12'); // 00:30 on Dec 1 in Shanghai
    expect(shanghaiWeek(Date.UTC(2026, 10, 26, 12))).toBe('2026-11-23'); // a Thursday → its Monday
    const w = monthWindow('2026-02');
    expect([w.startMs, w.endMs]).toEqual([Date.UTC(2026, 0, 31, 16), Date.UTC(2026, 1, 28, 16)]);
  });

  it('promotes at once and keeps the level through the next month', () => {
    const life = { turnoverFen: 6_000, depositFen: 2_000 };
    const s = refreshVip(TABLE, start, life, '2026-01', () => 0);
    expect(s).toMatchObject({ level: 2, levelMonth: '2026-01' });
    // February is reviewed only once it has ended: in February nothing changes even with no play.
    expect(refreshVip(TABLE, s, life, '2026-02', () => 0)).toMatchObject({
      level: 2,
      reviewedMonth: '2026-01',
    });
    // On March 1st February is reviewed: no turnover → one level down, dated March.
    const m = refreshVip(TABLE, s, life, '2026-03', () => 0);
    expect(m).toMatchObject({ level: 1, levelMonth: '2026-03', reviewedMonth: '2026-02' });
    // Enough turnover in February keeps it.
    expect(refreshVip(TABLE, s, life, '2026-03', (mm) => (mm === '2026-02' ? 1_000 : 0)).level).toBe(2);
  });

  it('drops one level per failed month after a long absence, never below 0', () => {
    const s = { ...start, level: 3 };
    const life = { turnoverFen: 30_000, depositFen: 12_000 };
    const later = refreshVip(TABLE, s, life, '2026-08', () => 0);
    // Feb reviewed (level 3 → 2, dated March), March protected, April (2 → 1, dated May), May protected,
    // June (1 → 0, dated July), July protected.
    expect(later).toMatchObject({ level: 0, reviewedMonth: '2026-07' });
  });
});
