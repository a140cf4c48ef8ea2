import { StorageKey } from '@qilin/contract/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { doubleStake, readLastSlip, repeatPicks, saveLastSlip } from './last-slip';
import { AMOUNT_CHIPS_FEN, DEFAULT_CHIP_FEN, parlayPick, type SlipPick } from './slip';

const big: SlipPick = {
  key: 'two:big::',
  name: '大',
  playId: 'big',
  option: undefined,
  odds: '1.98',
  oddsText: '1.98',
};
const odd: SlipPick = { ...big, key: 'two:odd::', name: '单', playId: 'odd' };

afterEach(() => localStorage.clear());

describe('the default stake', () => {
  it('is one of the chips', () => {
    expect(AMOUNT_CHIPS_FEN).toContain(DEFAULT_CHIP_FEN);
  });
});

describe('the last slip per game', () => {
  it('is remembered per game on the device', () => {
    saveLastSlip('Ffc', { picks: [big, odd], amountFen: 500 });
    saveLastSlip('Pc28', { picks: [odd], amountFen: 100 });
    expect(readLastSlip('Ffc')).toEqual({ picks: [big, odd], amountFen: 500 });
    expect(readLastSlip('Pc28')?.picks.map((p) => p.key)).toEqual(['two:odd::']);
    expect(readLastSlip('Other')).toBeNull();
  });

  it('anything unreadable reads as none', () => {
    for (const bad of [
      'x',
      '{"Ffc":{"picks":[],"amountFen":100}}',
      '{"Ffc":{"picks":[{"key":1}],"amountFen":100}}',
      '{"Ffc":{"picks":[{"key":"a","playId":"b"}],"amountFen":1.5}}',
    ]) {
      localStorage.setItem(StorageKey.lastSlip, bad);
      expect(readLastSlip('Ffc'), bad).toBeNull();
    }
  });
});

describe('上期重投', () => {
  it('repeats the same plays at today’s odds and leaves out options the grid no longer has', () => {
    const options = [{ ...big, odds: '1.96', oddsText: '1.96' }];
    const again = repeatPicks({ picks: [big, odd], amountFen: 500 }, options);
    expect(again).toEqual([{ ...big, odds: '1.96', oddsText: '1.96' }]);
  });

  it('finds a composed pick (numbers, 过关 legs) under its grid option', () => {
    const parlay: SlipPick = {
      key: 'p:parlay::',
      name: '过关',
      playId: 'parlay',
      odds: { big: '1.97' },
      oddsText: '1.97',
      parlay: true,
    };
    const ticket = parlayPick(parlay, [
      { position: 2, option: 'big' },
      { position: 1, option: 'big' },
    ]);
    const again = repeatPicks({ picks: [ticket], amountFen: 100 }, [
      { ...parlay, odds: { big: '2' }, oddsText: '2' },
    ]);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ key: ticket.key, option: '1:big,2:big', odds: { big: '2' } });
  });
});

describe('×2', () => {
  it('doubles the stake, but never past the per-bet maximum', () => {
    expect(doubleStake(1000)).toBe(2000);
    expect(doubleStake(1000, 2000)).toBe(2000);
    expect(doubleStake(1500, 2000)).toBe(1500);
  });
});
