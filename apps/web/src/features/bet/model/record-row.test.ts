import { describe, expect, it } from 'vitest';
import { customRange, pickerMinDate } from './date-ranges';
import { BET_STATUS_TONE, playText } from './record-row';

describe('playText', () => {
  it('sets a ball or place apart from the pick: 第一球 大, 冠军 小', () => {
    expect(playText('第一球大')).toBe('第一球 大');
    expect(playText('冠军小')).toBe('冠军 小');
    expect(playText('第十名龙')).toBe('第十名 龙');
  });
  it('leaves a play without a position as it is, and adds the numbers picked', () => {
    expect(playText('大')).toBe('大');
    expect(playText('冠亚和大')).toBe('冠亚和大');
    expect(playText('第一球', { playId: 'ball-digit', position: 1, numbers: [3] })).toBe('第一球 3');
    expect(playText('任选二', { dan: [1], numbers: [2, 3] })).toBe('任选二 胆 1 拖 2 3');
    expect(playText('前二直选', { sets: [[1, 2], [3]] })).toBe('前二直选 1 2 | 3');
  });
});

describe('status tones', () => {
  it('gives each bet state one colour family: waiting, won, lost, cancelled apart', () => {
    expect(BET_STATUS_TONE.open).toBe('pending');
    expect(BET_STATUS_TONE.won).toBe('good');
    expect(BET_STATUS_TONE.lost).toBe('neutral');
    expect(BET_STATUS_TONE.cancelled).toBe('void');
    expect(
      new Set([BET_STATUS_TONE.open, BET_STATUS_TONE.won, BET_STATUS_TONE.lost, BET_STATUS_TONE.cancelled])
        .size,
    ).toBe(4);
  });
});

describe('date pickers', () => {
  it('reach five years back', () => {
    expect(pickerMinDate(new Date(2026, 10, 26))).toEqual(new Date(2021, 10, 26));
  });
  it('turn two picked days (either order) into Beijing [start of first, end of last)', () => {
    const may1 = Date.UTC(2024, 3, 30, 16); // 2024-05-01 00:00 Beijing
    expect(customRange(new Date(2024, 4, 3), new Date(2024, 4, 1))).toEqual({
      startTime: may1,
      endTime: may1 + 3 * 86_400_000,
    });
  });
});
