import { type BetItem, betItemSchema } from '@qilin/contract';
import { findGameFamily, normBetCount, playOddsAtRebate, selectionCost } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { panelPlays } from './norm-plays';
import { type CartLine, cartItems, MAX_COUNT, type NormSelection, quoteSelection } from './norm-selection';
import { playInput } from './play-input';

const BIG = 1_000_000_00;

function sel(over: Partial<NormSelection> = {}): NormSelection {
  return { mode: 0, segment: null, rows: [], text: '', unit: 'yuan', multiple: 1, rebateBp: 0, ...over };
}

/** The catalogue's norm entries of a game as the screen receives them. */
function catalogue(code: string) {
  return findGameFamily(code)!.playGroups.norm.flatMap((g) => g.entries);
}

function line(code: string, playId: string, s: NormSelection): CartLine {
  const gameType = findGameFamily(code)!.gameType;
  const play = panelPlays(gameType, catalogue(code)).find((p) => p.playId === playId)!;
  return {
    key: playId,
    playId,
    name: play.name,
    odds: play.odds,
    ...(play.optionOdds && { optionOdds: play.optionOdds }),
    quote: quoteSelection(gameType, playId, s, BIG),
    sel: s,
  };
}

/**
 * What the server checks of a norm item (bet-items.rules.ts checkNorm + odds): the domain count of the
 * item's selection equals its count, the money is count × 2 元 ÷ unit × multiple, and the odds are
 * those of the catalogue entry the item names (by option for a per-option entry).
 */
function expectServerAccepts(code: string, item: BetItem): void {
  expect(betItemSchema.safeParse(item).success, JSON.stringify(item)).toBe(true);
  const family = findGameFamily(code)!;
  const { playId, numbers, sets, dan, option } = item;
  const count = normBetCount(family.gameType as 'ssc', playId, { playId, numbers, sets, dan, option });
  expect(count, JSON.stringify(item)).toBeGreaterThan(0);
  expect(item.count).toBe(count);
  const unit = item.unit ?? 'yuan';
  expect(item.amountFen).toBe(selectionCost({ count, unit, multiple: item.multiple ?? 1 }).moneyFen);
  const entry = catalogue(code).find(
    (e) => e.playId === playId && (e.option === undefined || e.option === option),
  );
  expect(entry).toBeDefined();
  expect(item.odds).toEqual(playOddsAtRebate(entry!.odds, item.rebateBp ?? 0));
}

function quoteAndItems(code: string, playId: string, s: NormSelection) {
  const l = line(code, playId, s);
  const items = cartItems([l]);
  for (const item of items) expectServerAccepts(code, item);
  return { count: l.quote.count, moneyFen: l.quote.moneyFen, items };
}

describe('every official play of the catalogue has an input', () => {
  it.each([
    ['Ffc', 22],
    ['Syxw', 21],
    ['Jsk3', 8],
  ])('%s: %i plays offered, none left out', (code, n) => {
    const family = findGameFamily(code)!;
    const ids = new Set(catalogue(code).map((e) => e.playId));
    for (const id of ids) expect(playInput(family.gameType, id), id).not.toBeNull();
    const offered = panelPlays(family.gameType, catalogue(code));
    expect(offered.map((p) => p.playId)).toEqual([...ids]);
    expect(offered).toHaveLength(n);
  });

  it('快3 和值: sixteen per-sum entries make one play with each sum’s odds', () => {
    const sum = panelPlays('k3', catalogue('Jsk3')).find((p) => p.playId === 'sum')!;
    expect(sum.name).toBe('和值');
    expect(Object.keys(sum.optionOdds ?? {})).toHaveLength(16);
    expect(sum.optionOdds?.['3']).toBe('120');
    expect(sum.optionOdds?.['10']).toBe('4.5');
  });
});

describe('时时彩 (SSC) official plays', () => {
  it('三星直选: picks per position of the chosen segment, or typed entries, each with the segment', () => {
    const picked = quoteAndItems(
      'Ffc',
      'three-direct',
      sel({ mode: 1, segment: 'front', rows: [[1, 2], [3], [5, 4]] }),
    );
    expect(picked.count).toBe(4);
    expect(picked.items).toMatchObject([{ sets: [[1, 2], [3], [4, 5]], option: 'front', count: 4 }]);
    const typed = quoteAndItems(
      'Ffc',
      'three-direct',
      sel({ segment: 'middle', text: '123 456', unit: 'jiao' }),
    );
    expect(typed).toMatchObject({ count: 2, moneyFen: 40 });
    expect(typed.items.map((i) => [i.sets, i.option])).toEqual([
      [[[1], [2], [3]], 'middle'],
      [[[4], [5], [6]], 'middle'],
    ]);
    expect(quoteSelection('ssc', 'three-direct', sel({ segment: 'back', text: '123 45' }), BIG).count).toBe(
      0,
    );
  });

  it('和值 / 跨度 / 组选 / 包胆 / 二星 / 定位胆 / 五星四星组选 count as the server does', () => {
    const cases: [string, Partial<NormSelection>, number][] = [
      ['five-direct', { mode: 1, rows: [[1], [2], [3], [4], [5, 6]] }, 2],
      ['three-direct-sum', { segment: 'back', rows: [[0, 27, 1]] }, 5],
      ['three-direct-sum', { segment: 'back', rows: [Array.from({ length: 28 }, (_, i) => i)] }, 1000],
      ['three-span', { segment: 'back', rows: [[0]] }, 10],
      ['group-three', { segment: 'back', rows: [[1, 2, 3]] }, 6],
      ['group-six', { segment: 'front', rows: [[1, 2, 3, 4]] }, 4],
      ['group-sum', { segment: 'back', rows: [[1, 26]] }, 2],
      ['group-bao-dan', { segment: 'back', rows: [[3]] }, 54],
      ['two-direct', { mode: 1, segment: 'front', rows: [[1, 2], [3]] }, 2],
      ['two-direct-sum', { segment: 'back', rows: [[9]] }, 10],
      ['two-group', { segment: 'front', rows: [[1, 2, 3]] }, 3],
      ['fixed-position', { rows: [[1, 2], [], [], [], [3]] }, 3],
      ['five-group-120', { rows: [[0, 1, 2, 3, 4, 5]] }, 6],
      ['five-group-60', { rows: [[1], [2, 3, 4]] }, 1],
      ['five-group-30', { rows: [[1, 2], [3]] }, 1],
      ['five-group-20', { rows: [[1], [2, 3]] }, 1],
      ['five-group-10', { rows: [[1], [2]] }, 1],
      ['five-group-5', { rows: [[1], [2, 3]] }, 2],
      ['four-group-24', { segment: 'front', rows: [[1, 2, 3, 4, 5]] }, 5],
      ['four-group-12', { segment: 'back', rows: [[1], [2, 3]] }, 1],
      ['four-group-6', { segment: 'back', rows: [[1, 2, 3]] }, 3],
      ['four-group-4', { segment: 'back', rows: [[1], [2, 3]] }, 2],
    ];
    for (const [playId, s, count] of cases) {
      const q = quoteAndItems('Ffc', playId, sel(s));
      expect(q.count, playId).toBe(count);
      expect(q.moneyFen, playId).toBe(count * 200);
      expect(q.items, playId).toHaveLength(1);
    }
    // fixed-position keeps its empty positions: five sets on the wire
    expect(
      quoteAndItems('Ffc', 'fixed-position', sel({ rows: [[1], [], [], [], []] })).items[0]?.sets,
    ).toEqual([[1], [], [], [], []]);
  });

  it('an invalid selection counts 0 and sends nothing', () => {
    const zero: [string, Partial<NormSelection>][] = [
      ['group-three', { segment: 'back', rows: [[1]] }],
      ['group-six', { segment: 'back', rows: [[1, 2]] }],
      ['five-direct', { mode: 1, rows: [[1], [2], [3], [4]] }],
      ['five-group-60', { rows: [[1], [1, 2]] }], // the single 1 is also the double: no AABCD left
      ['two-direct', { mode: 0, segment: 'back', text: '1a' }],
      ['three-direct', { mode: 0, segment: 'back', text: '' }],
    ];
    for (const [playId, s] of zero) {
      const l = line('Ffc', playId, sel(s));
      expect(l.quote, playId).toMatchObject({ count: 0, moneyFen: 0, parts: [] });
      expect(cartItems([l]), playId).toEqual([]);
    }
  });
});

describe('11选5 official plays', () => {
  it('任选 / 胆拖 / 前一二三 / 定位胆 count as the server does', () => {
    const cases: [string, Partial<NormSelection>, number][] = [
      ['any-3', { rows: [[1, 2, 3, 4, 5]] }, 10],
      ['any-8', { rows: [[1, 2, 3, 4, 5, 6, 7, 8, 9]] }, 9],
      ['dan-tuo-3', { rows: [[1], [2, 3, 4]] }, 3],
      [
        'dan-tuo-8',
        {
          rows: [
            [1, 2],
            [3, 4, 5, 6, 7, 8, 9],
          ],
        },
        7,
      ],
      ['front1-direct', { rows: [[1, 2, 3]] }, 3],
      [
        'front2-direct',
        {
          mode: 1,
          rows: [
            [1, 2],
            [2, 3],
          ],
        },
        3,
      ],
      ['front3-direct', { mode: 1, rows: [[1], [2], [3, 1]] }, 1],
      ['front2-group', { rows: [[1, 2, 3]] }, 3],
      ['front3-group', { rows: [[1, 2, 3, 4]] }, 4],
      ['fixed-position', { rows: [[1], [2], [], [11], []] }, 3],
    ];
    for (const [playId, s, count] of cases) {
      const q = quoteAndItems('Syxw', playId, sel(s));
      expect(q.count, playId).toBe(count);
    }
    expect(quoteAndItems('Syxw', 'dan-tuo-3', sel({ rows: [[1], [2, 3, 4]] })).items).toMatchObject([
      { playId: 'dan-tuo-3', dan: [1], numbers: [2, 3, 4] },
    ]);
    // 前一直选 goes as one position set (it once went as one set per number and was refused)
    expect(quoteAndItems('Syxw', 'front1-direct', sel({ rows: [[3, 1]] })).items).toMatchObject([
      { sets: [[1, 3]], count: 2 },
    ]);
  });

  it('typed 前二/前三直选: each entry one 注; a bad entry makes the whole text 0', () => {
    const typed = quoteAndItems('Syxw', 'front2-direct', sel({ text: '01.02 03.04\n5.11', multiple: 2 }));
    expect(typed).toMatchObject({ count: 3, moneyFen: 1200 });
    expect(typed.items.map((i) => i.sets)).toEqual([
      [[1], [2]],
      [[3], [4]],
      [[5], [11]],
    ]);
    for (const bad of ['01.02 01.01', '01.12', '01.02 abc'])
      expect(quoteSelection('syxw', 'front2-direct', sel({ text: bad }), BIG).count, bad).toBe(0);
  });

  it('胆拖 with no 胆, or 胆 filling the whole pick, counts 0', () => {
    expect(quoteSelection('syxw', 'dan-tuo-3', sel({ rows: [[], [1, 2, 3]] }), BIG).count).toBe(0);
    expect(quoteSelection('syxw', 'dan-tuo-2', sel({ rows: [[1, 2], [3]] }), BIG).count).toBe(0);
  });
});

describe('快3 official plays', () => {
  it('和值: each chosen sum is its own item at that sum’s odds', () => {
    const q = quoteAndItems('Jsk3', 'sum', sel({ rows: [[10, 3]], unit: 'fen', multiple: 5 }));
    expect(q).toMatchObject({ count: 2, moneyFen: 20 });
    expect(q.items).toEqual([
      {
        playId: 'sum',
        option: '3',
        numbers: [3],
        unit: 'fen',
        multiple: 5,
        count: 1,
        amountFen: 10,
        odds: '120',
      },
      {
        playId: 'sum',
        option: '10',
        numbers: [10],
        unit: 'fen',
        multiple: 5,
        count: 1,
        amountFen: 10,
        odds: '4.5',
      },
    ]);
  });

  it('通选 / 单选 / 复选 / 不同号 count as the server does', () => {
    const cases: [string, Partial<NormSelection>, number][] = [
      ['triple-any', {}, 1],
      ['straight-any', {}, 1],
      ['triple', { rows: [[1, 6]] }, 2],
      ['pair-any', { rows: [[2, 3, 4]] }, 3],
      ['pair-exact', { rows: [[2], [5]] }, 1],
      ['three-distinct', { rows: [[1, 2, 3, 4]] }, 4],
      ['two-distinct', { rows: [[1, 2, 3]] }, 3],
    ];
    for (const [playId, s, count] of cases)
      expect(quoteAndItems('Jsk3', playId, sel(s)).count, playId).toBe(count);
    expect(quoteAndItems('Jsk3', 'pair-exact', sel({ rows: [[5], [2]] })).items[0]?.numbers).toEqual([5, 2]);
    expect(quoteSelection('k3', 'pair-exact', sel({ rows: [[2], [2]] }), BIG).count).toBe(0);
    expect(quoteSelection('k3', 'three-distinct', sel({ rows: [[1, 2]] }), BIG).count).toBe(0);
  });
});

describe('guards', () => {
  it('prices unit and multiple in integer fen and flags max count and max money', () => {
    const s = sel({ rows: [[1, 2, 3, 4, 5]], unit: 'jiao', multiple: 3 });
    expect(quoteSelection('syxw', 'any-3', s, BIG)).toMatchObject({ count: 10, moneyFen: 600, error: null });
    expect(quoteSelection('syxw', 'any-3', s, 599).error).toBe('money');
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const huge = quoteSelection('ssc', 'five-direct', sel({ mode: 1, rows: [all, all, all, all, all] }), BIG);
    expect(huge.count).toBe(100_000);
    expect(huge.count).toBeGreaterThan(MAX_COUNT);
    expect(huge.error).toBe('count');
  });

  it('an unknown play counts 0', () => {
    expect(quoteSelection('pk10', 'rank-number', sel({ rows: [[1]] }), BIG)).toMatchObject({ count: 0 });
    expect(playInput('ssc', 'toString')).toBeNull();
  });
});

describe('返点 (rebate)', () => {
  it('items carry the rebate and the play’s odds × (1 − r); no rebate sends none', () => {
    const direct = quoteAndItems('Ffc', 'three-direct', sel({ segment: 'back', text: '123', rebateBp: 500 }));
    expect(direct.items).toMatchObject([{ odds: '855', rebateBp: 500, amountFen: 200 }]);
    const bao = quoteAndItems('Ffc', 'group-bao-dan', sel({ segment: 'back', rows: [[3]], rebateBp: 800 }));
    expect(bao.items[0]?.odds).toEqual({ 'group-three': '276', 'group-six': '138' });
    const sums = quoteAndItems('Jsk3', 'sum', sel({ rows: [[3, 10]], rebateBp: 500 }));
    expect(sums.items.map((i) => i.odds)).toEqual(['114', '4.275']);
    const none = quoteAndItems('Ffc', 'three-direct', sel({ segment: 'back', text: '123' }));
    expect(none.items[0]).not.toHaveProperty('rebateBp');
    expect(none.items[0]?.odds).toBe('900');
  });

  it('the rebate changes neither the count nor the money', () => {
    const at = (rebateBp: number) =>
      quoteSelection('syxw', 'any-3', sel({ rows: [[1, 2, 3, 4, 5]], rebateBp }), BIG);
    expect(at(800)).toEqual(at(0));
  });
});
