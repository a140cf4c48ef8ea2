import { creditNumberPick, normBetCount } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import {
  confirmLines,
  confirmTotal,
  isPickOf,
  parlayPick,
  pickNumberLabel,
  pickReturn,
  picksFromNumbers,
  returnText,
  type SlipPick,
  slipItems,
  slipReturn,
} from './slip';

const any3: SlipPick = {
  key: 'any:any-3::',
  name: '任选三',
  playId: 'any-3',
  odds: '16.5',
  oddsText: '16.5',
  pick: { count: 3, min: 1, max: 11, unit: 'number' },
};

describe('numbered picks (任选k, 选号…)', () => {
  it('k numbers make one pick with its own key, sorted numbers and a name that shows them', () => {
    const [pick, ...rest] = picksFromNumbers(any3, [11, 2, 7]);
    expect(rest).toEqual([]);
    expect(pick).toMatchObject({ key: 'any:any-3::#2,7,11', name: '任选三 02 07 11', numbers: [2, 7, 11] });
    expect(isPickOf(pick!, any3)).toBe(true);
    expect(isPickOf({ ...any3, key: 'any:any-3::' }, any3)).toBe(false);
  });

  it('anything but exactly k distinct numbers in range makes no pick', () => {
    for (const bad of [[], [1, 2], [1, 2, 3, 4], [1, 1, 2], [0, 1, 2], [1, 2, 12]])
      expect(picksFromNumbers(any3, bad), String(bad)).toEqual([]);
    expect(picksFromNumbers({ ...any3, pick: undefined }, [1, 2, 3])).toEqual([]);
  });

  it('a one-number play makes one pick per chosen number', () => {
    const digit = {
      ...any3,
      key: 'digit:ball-digit::2',
      name: '第二球',
      pick: { count: 1, min: 0, max: 9, unit: 'number' } as const,
    };
    expect(picksFromNumbers(digit, [3, 0]).map((p) => [p.key, p.name, p.numbers])).toEqual([
      ['digit:ball-digit::2#3', '第二球 3', [3]],
      ['digit:ball-digit::2#0', '第二球 0', [0]],
    ]);
    expect(pickNumberLabel(5, { count: 1, min: 1, max: 80, unit: 'number' })).toBe('05');
    expect(pickNumberLabel(5, { count: 3, min: 0, max: 27, unit: 'number' })).toBe('5');
  });

  it('the bet item carries the numbers and counts exactly one 注, as the server requires of a credit 任选', () => {
    const items = slipItems(picksFromNumbers(any3, [3, 9, 5]), 200);
    expect(items).toEqual([{ playId: 'any-3', numbers: [3, 5, 9], amountFen: 200, odds: '16.5' }]);
    expect(normBetCount('syxw', 'any-3', { playId: 'any-3', numbers: items[0]!.numbers })).toBe(1);
  });

  it('生肖连 takes 2–5 zodiacs as one pick named by the animals; 1 or 6 make none', () => {
    const link: SlipPick = {
      key: 'link_zodiac_tail:zodiac-link:hit:',
      name: '生肖连中',
      playId: 'zodiac-link',
      option: 'hit',
      odds: { '2': '4.4' },
      oddsText: '4.4',
      pick: creditNumberPick('mark-six', 'zodiac-link')!,
    };
    for (const chosen of [[6], [0, 1, 2, 3, 4, 5]]) expect(picksFromNumbers(link, chosen)).toEqual([]);
    expect(picksFromNumbers(link, [6, 0, 11]).map((p) => [p.name, p.numbers])).toEqual([
      ['生肖连中 鼠 马 猪', [0, 6, 11]],
    ]);
  });

  it('过关 legs become the option, ordered by 正码, and the name', () => {
    const parlay: SlipPick = {
      key: 'parlay:parlay::',
      name: '过关',
      playId: 'parlay',
      odds: {},
      oddsText: '',
      parlay: true,
    };
    const pick = parlayPick(parlay, [
      { position: 4, option: 'green' },
      { position: 2, option: 'small' },
    ]);
    expect(pick).toMatchObject({
      key: 'parlay:parlay::#2:small,4:green',
      name: '过关 正码二小 正码四绿波',
      option: '2:small,4:green',
    });
    expect(isPickOf(pick, parlay)).toBe(true);
    expect(slipItems([pick], 100)[0]).toMatchObject({ playId: 'parlay', option: '2:small,4:green' });
  });
});

describe('what a slip can win', () => {
  const big: SlipPick = { key: 'two:big::', name: '大', playId: 'big', odds: '1.98', oddsText: '1.98' };
  const army: SlipPick = {
    key: 'k3:three-army:4:',
    name: '三军 4',
    playId: 'three-army',
    option: '4',
    odds: { '1': '2', '2': '3', '3': '4.5' },
    oddsText: '2/3/4.5',
  };
  const t = (key: string, vars: Record<string, string | number>) => `${key} ${JSON.stringify(vars)}`;

  it('one pick at one odds value: stake × odds, rounded down to the fen', () => {
    expect(pickReturn(big, 333)).toEqual({ fen: 659, most: false }); // 659.34
    expect(slipReturn([big], 1000)).toEqual({ fen: 1980, most: false });
  });

  it('a keyed pick, or several picks, is a maximum (最高可中)', () => {
    expect(slipReturn([army], 1000)).toEqual({ fen: 4500, most: true });
    expect(slipReturn([big, { ...big, key: 'two:small::', playId: 'small' }], 1000)).toEqual({
      fen: 3960,
      most: true,
    });
    expect(returnText({ fen: 4500, most: true }, t)).toBe('game.bet.winMost {"money":"45"}');
    expect(returnText({ fen: 1980, most: false }, t)).toBe('game.bet.win {"money":"19.80"}');
  });

  it('the confirm total adds what the whole slip can win', () => {
    expect(confirmTotal([big], 1000, t)).toBe(
      'game.bet.total {"count":1,"money":"10"} · game.bet.win {"money":"19.80"}',
    );
  });

  it('each confirm line names the odds, the stake and what the pick can win', () => {
    expect(confirmLines([big], 1000, t)).toEqual([
      'game.bet.confirmLine {"name":"大","odds":"1.98","money":"10","win":"game.bet.win {\\"money\\":\\"19.80\\"}"}',
    ]);
  });
});
