import { buildChain, drawResultFor } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { drawnIssue } from '../test-fixtures';
import { byGroup, hotCold, mainTrends, roadGlyph, type TrendSource, trendNumbers } from './trend';

const seed = buildChain('ef'.repeat(32), 1)[1]!;

describe('main lottery data as the trend screen reads it', () => {
  it('keeps drawn issues newest first, the server trends, and pads road rows to 7 columns', () => {
    const result = drawResultFor('Finance28', seed, '20240501-0002');
    const raw: TrendSource = {
      last: [
        drawnIssue({ issue: '20240501-0003', commitment: 'c' }),
        drawnIssue({ issue: '20240501-0002', commitment: 'c', seed, result }),
      ],
      cold_hot: {
        style: [{ group: '大小单双', name: '大', playId: 'big', hits: 3, miss: 0 }],
        numbers: [{ group: '波色', name: '红波', playId: 'red', hits: 1, miss: 2 }],
      },
      ignore: [{ group: '大小单双', name: '大', miss: 0 }],
      map: [
        ['大', '小', null],
        [null, '小', null],
      ],
    };
    const t = mainTrends(raw);
    expect(t.draws).toEqual([{ issue: '20240501-0002', result }]);
    expect(t.results).toEqual([result]);
    expect(t.style.map((s) => s.name)).toEqual(['大']);
    expect(t.numbers.map((s) => s.name)).toEqual(['红波']);
    expect(t.ignore).toEqual([{ group: '大小单双', name: '大', miss: 0 }]);
    expect(t.road).toHaveLength(2);
    for (const row of t.road) expect(row).toHaveLength(7);
    expect(t.road[0]!.slice(0, 2)).toEqual(['大', '小']);
  });

  it('reads malformed or missing parts as empty instead of breaking the screen', () => {
    const bad = {
      last: 'x',
      cold_hot: { style: [{ group: 'g', name: 'n', hits: -1, miss: 0 }, null], numbers: 'no' },
      ignore: [{ group: 'g', miss: 1 }],
      map: [['大', 5], 'row'],
    } as unknown as TrendSource;
    const t = mainTrends(bad);
    expect(t).toMatchObject({ draws: [], style: [], numbers: [], ignore: [] });
    expect(t.road).toEqual([['大', null, null, null, null, null, null]]);
    expect(mainTrends(undefined)).toEqual({
      draws: [],
      results: [],
      style: [],
      numbers: [],
      ignore: [],
      road: [],
    });
  });

  it('groups entries in first-seen order; hot and cold are the most and fewest hits of a group', () => {
    const list = [
      { group: 'a', name: '大', hits: 4 },
      { group: 'b', name: '龙', hits: 1 },
      { group: 'a', name: '小', hits: 1 },
      { group: 'a', name: '单', hits: 4 },
    ];
    expect(byGroup(list).map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ['a', ['大', '小', '单']],
      ['b', ['龙']],
    ]);
    expect(hotCold(byGroup(list)[0]!.items)).toEqual({ hot: ['大', '单'], cold: ['小'] });
    // all equal (e.g. nothing won yet): neither hot nor cold
    expect(
      hotCold([
        { name: 'x', hits: 0 },
        { name: 'y', hits: 0 },
      ]),
    ).toEqual({ hot: [], cold: [] });
  });

  it('a road cell shows one character; PK10 distribution marks the 冠军 only', () => {
    expect(['第一球大', '冠亚小', '和', '大'].map(roadGlyph)).toEqual(['大', '小', '和', '大']);
    const pk10 = drawResultFor('Cqdb', seed, '20240501-0002');
    if (pk10.game !== 'pk10') throw new Error('Cqdb draws pk10');
    expect(trendNumbers(pk10)).toEqual([pk10.order[0]]);
    const syxw = drawResultFor('Syxw', seed, '20240501-0002');
    if (syxw.game !== 'syxw') throw new Error('Syxw draws syxw');
    expect(trendNumbers(syxw)).toEqual(syxw.balls);
  });
});
