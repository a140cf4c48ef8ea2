import { describe, expect, it } from 'vitest';
import { buildRoadRows, padRoadRow, splitHotColdGroups } from './charts';
import {
  BET_GROUP_LABELS,
  bigSmallLabel,
  MISS_GROUPS,
  missGroupLabel,
  oddEvenLabel,
  oxLabel,
  pokerRankLabel,
  suitSymbol,
} from './labels';

describe('labels', () => {
  it('ox labels 0–10', () => {
    expect(Array.from({ length: 11 }, (_, i) => oxLabel(i))).toEqual([
      '无牛',
      '牛一',
      '牛二',
      '牛三',
      '牛四',
      '牛五',
      '牛六',
      '牛七',
      '牛八',
      '牛九',
      '牛牛',
    ]);
    for (const bad of [-1, 11, 1.5]) expect(() => oxLabel(bad)).toThrow(RangeError);
  });

  it('poker ranks and suits', () => {
    expect([1, 2, 10, 11, 12, 13].map(pokerRankLabel)).toEqual(['A', '2', '10', 'J', 'Q', 'K']);
    expect(() => pokerRankLabel(0)).toThrow(RangeError);
    expect([0, 1, 2, 3].map(suitSymbol)).toEqual(['♠', '♥', '♣', '♦']);
    expect(() => suitSymbol(4)).toThrow(RangeError);
  });

  it('big/small and odd/even', () => {
    expect([13, 14].map((s) => bigSmallLabel(s, 14))).toEqual(['小', '大']);
    expect([0, 1, 2, 27, -3].map(oddEvenLabel)).toEqual(['双', '单', '双', '单', '单']);
    expect(BET_GROUP_LABELS.extreme).toEqual(['极大', '极小']);
    expect(BET_GROUP_LABELS.dragonTigerLeopard).toEqual(['龙', '虎', '豹']);
  });

  it('不中 groups 5–10', () => {
    expect(MISS_GROUPS.map((g) => g.label)).toEqual([
      '五不中',
      '六不中',
      '七不中',
      '八不中',
      '九不中',
      '十不中',
    ]);
    expect(MISS_GROUPS.map((g) => g.picks)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(() => missGroupLabel(4)).toThrow(RangeError);
    expect(() => missGroupLabel(11)).toThrow(RangeError);
  });
});

describe('charts', () => {
  it('hot/cold: first three groups are the big/small style, the rest numbers', () => {
    expect(splitHotColdGroups(['大小', '单双', '极值', '第一球', '第二球'])).toEqual({
      styleGroups: ['大小', '单双', '极值'],
      numberGroups: ['第一球', '第二球'],
    });
    expect(splitHotColdGroups(['a'])).toEqual({ styleGroups: ['a'], numberGroups: [] });
  });

  it('pads road rows to 7 columns without truncating', () => {
    expect(padRoadRow(['大'])).toEqual(['大', null, null, null, null, null, null]);
    expect(padRoadRow([1, 2, 3, 4, 5, 6, 7, 8])).toHaveLength(8);
  });

  it('stacks runs into columns, wraps long runs, pads every row', () => {
    const rows = buildRoadRows(['大', '大', '小', '大', '大', '大'], 2);
    expect(rows).toEqual([
      ['大', '小', '大', '大', null, null, null],
      ['大', null, '大', null, null, null, null],
    ]);
    const wide = buildRoadRows(
      Array.from({ length: 9 }, (_, i) => (i % 2 ? '单' : '双')),
      3,
    );
    expect(wide.every((r) => r.length === 9)).toBe(true);
    expect(buildRoadRows([], 6)).toEqual(Array.from({ length: 6 }, () => Array(7).fill(null)));
  });
});
