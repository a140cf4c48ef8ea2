import { describe, expect, it } from 'vitest';
import { normBetCount } from '../../src/calculators';
import { sscGroups } from '../../src/catalogue/groups-lottery';
import { judgePlay, type PlaySelection, type SscResult } from '../../src/games';
import { settleBet } from '../../src/settlement';

const ALL: SscResult[] = Array.from({ length: 100_000 }, (_, i) => ({
  game: 'ssc',
  balls: String(i).padStart(5, '0').split('').map(Number),
}));

/** How many of the 100,000 results win, judged one by one. */
const wins = (sel: PlaySelection) => ALL.filter((r) => judgePlay(r, sel).outcome === 'win').length;

// The play's number is the orderings of one combination (5!/(2!) = 60 …); 四星 leaves one ball free (×10).
const CASES: [string, number, Omit<PlaySelection, 'playId'>[]][] = [
  ['five-group-120', 120, [{ numbers: [0, 1, 2, 3, 4] }, { numbers: [1, 3, 5, 7, 8, 9] }]],
  [
    'five-group-60',
    60,
    [
      { sets: [[1], [2, 3, 4]] },
      {
        sets: [
          [1, 2],
          [1, 2, 3, 4, 5],
        ],
      },
    ],
  ],
  [
    'five-group-30',
    30,
    [
      { sets: [[1, 2], [3]] },
      {
        sets: [
          [0, 1, 2],
          [0, 9],
        ],
      },
    ],
  ],
  [
    'five-group-20',
    20,
    [
      { sets: [[7], [1, 2]] },
      {
        sets: [
          [1, 2],
          [1, 2, 3, 4],
        ],
      },
    ],
  ],
  [
    'five-group-10',
    10,
    [
      { sets: [[7], [1]] },
      {
        sets: [
          [1, 2, 3],
          [2, 3],
        ],
      },
    ],
  ],
  [
    'five-group-5',
    5,
    [
      { sets: [[0], [9]] },
      {
        sets: [
          [4, 5],
          [4, 5, 6],
        ],
      },
    ],
  ],
  [
    'four-group-24',
    240,
    [
      { option: 'front', numbers: [0, 1, 2, 3] },
      { option: 'back', numbers: [2, 4, 6, 8, 9] },
    ],
  ],
  [
    'four-group-12',
    120,
    [
      { option: 'front', sets: [[1], [2, 3]] },
      {
        option: 'back',
        sets: [
          [1, 2],
          [1, 2, 3],
        ],
      },
    ],
  ],
  [
    'four-group-6',
    60,
    [
      { option: 'front', numbers: [1, 2] },
      { option: 'back', numbers: [0, 5, 9] },
    ],
  ],
  [
    'four-group-4',
    40,
    [
      { option: 'back', sets: [[3], [4]] },
      {
        option: 'front',
        sets: [
          [3, 4],
          [3, 4, 5],
        ],
      },
    ],
  ],
];

describe('SSC 五星/四星组选', () => {
  it.each(CASES)('%s wins on exactly count × orderings of the 100,000 results', (playId, orderings, sels) => {
    for (const s of sels) {
      const sel = { playId, ...s };
      const count = normBetCount('ssc', playId, sel);
      expect(count).toBeGreaterThan(0);
      expect(wins(sel)).toBe(count * orderings);
    }
  });
  it('decides the shape and the roles', () => {
    const r = (d: string): SscResult => ({ game: 'ssc', balls: d.split('').map(Number) });
    const o = (d: string, sel: Omit<PlaySelection, 'playId'>, playId: string) =>
      judgePlay(r(d), { playId, ...sel }).outcome;
    expect(o('11234', { sets: [[1], [2, 3, 4]] }, 'five-group-60')).toBe('win');
    expect(o('11234', { sets: [[2], [1, 3, 4]] }, 'five-group-60')).toBe('lose'); // roles swapped
    expect(o('11224', { sets: [[1, 2], [4]] }, 'five-group-60')).toBe('lose'); // AABBC is not 60
    expect(o('22211', { sets: [[2], [1]] }, 'five-group-10')).toBe('win');
    expect(o('22211', { sets: [[1], [2]] }, 'five-group-10')).toBe('lose');
    expect(o('91122', { option: 'back', numbers: [1, 2] }, 'four-group-6')).toBe('win');
    expect(o('91122', { option: 'front', numbers: [1, 2] }, 'four-group-6')).toBe('lose');
  });
  it('counts 0 for bad selections and settles through settleBet with the counted 注', () => {
    expect(normBetCount('ssc', 'five-group-120', { playId: 'five-group-120', numbers: [1, 2, 3, 4] })).toBe(
      0,
    );
    expect(normBetCount('ssc', 'five-group-60', { playId: 'five-group-60', sets: [[1]] })).toBe(0);
    expect(normBetCount('ssc', 'four-group-24', { playId: 'four-group-24', numbers: [1, 2, 3, 4] })).toBe(0);
    expect(
      normBetCount('ssc', 'four-group-4', { playId: 'four-group-4', option: 'x', sets: [[1], [2]] }),
    ).toBe(0);
    expect(normBetCount('ssc', 'five-group-5', { playId: 'five-group-5', sets: [[10], [1]] })).toBe(0);
    const selection = { playId: 'five-group-120', numbers: [0, 1, 2, 3, 4, 5] }; // 6 注
    const res: SscResult = { game: 'ssc', balls: [4, 3, 2, 1, 0] };
    expect(settleBet(res, { id: 'g', selection, stakeFen: 1200, odds: '750' })).toMatchObject({
      outcome: 'win',
      payoutFen: 150_000, // one 注 of 200 fen × 750
    });
  });
  it('the norm catalogue lists the ten group plays with odds', () => {
    const entries = sscGroups().norm.flatMap((gr) => gr.entries);
    for (const id of CASES.map((c) => c[0])) {
      const e = entries.find((x) => x.playId === id);
      expect(typeof e?.odds).toBe('string');
    }
  });
});
