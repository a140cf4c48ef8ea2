import { describe, expect, it } from 'vitest';
import { digitEntriesCount, padTwo, positionTextCount, splitEntries } from './entries';

describe('splitEntries', () => {
  it('splits on comma, newline, space, semicolon, slash, plus and pipe', () => {
    expect(splitEntries('1,2\n3 4;5/6+7|8\t9\r\n10')).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(splitEntries(' ,, ')).toEqual([]);
  });
});

describe('positionTextCount', () => {
  it('counts dotted and single-character entries', () => {
    expect(positionTextCount('01.02.03 1.2.11;123', 3)).toEqual({
      count: 3,
      entries: [
        [1, 2, 3],
        [1, 2, 11],
        [1, 2, 3],
      ],
    });
    expect(positionTextCount('10.11|45', 2).count).toBe(2);
    expect(positionTextCount('', 3).count).toBe(0);
  });

  it('gives 0 for any violation anywhere', () => {
    const bad = [
      '01.02', // too few for 3
      '01.02.03.04',
      '1.1.2', // not distinct
      '112',
      '0.1.2', // 0 out of range
      '012', // single character 0
      '1.2.12', // 12 out of range
      '1.2.003', // three-character part
      '1.a.3',
      '1..3',
    ];
    for (const entry of bad) expect(positionTextCount(`01.02.03 ${entry}`, 3).count).toBe(0);
    expect(positionTextCount('123', 2).count).toBe(0);
  });

  it('pads numbers under 10 for display', () => {
    expect([1, 9, 10, 11].map(padTwo)).toEqual(['01', '09', '10', '11']);
  });
});

describe('digitEntriesCount', () => {
  it('checks length and 0–9 range', () => {
    const rule = { length: 3, range: 'digit', shape: 'any' } as const;
    expect(digitEntriesCount('123 000,999', rule).count).toBe(3);
    expect(digitEntriesCount('123 12', rule).count).toBe(0);
    expect(digitEntriesCount('123 1a3', rule).count).toBe(0);
    expect(digitEntriesCount('1.2.3', rule).count).toBe(0);
  });

  it('reads two-character numbers for the padded ranges', () => {
    const syxw = { length: 2, range: 'padded1to11', shape: 'distinct' } as const;
    expect(digitEntriesCount('0111 1002', syxw)).toEqual({
      count: 2,
      entries: [
        [1, 11],
        [10, 2],
      ],
    });
    expect(digitEntriesCount('0012', syxw).count).toBe(0);
    expect(digitEntriesCount('0101', syxw).count).toBe(0);
    expect(digitEntriesCount('111', syxw).count).toBe(0);
    const zeroTen = { length: 2, range: 'padded0to10', shape: 'any' } as const;
    expect(digitEntriesCount('0010 0505', zeroTen).count).toBe(2);
    expect(digitEntriesCount('0011', zeroTen).count).toBe(0);
  });

  it('enforces distinct and pair-and-single shapes', () => {
    const distinct = { length: 3, range: 'digit', shape: 'distinct' } as const;
    expect(digitEntriesCount('123 908', distinct).count).toBe(2);
    expect(digitEntriesCount('123 112', distinct).count).toBe(0);
    const pair = { length: 3, range: 'digit', shape: 'pairSingle' } as const;
    expect(digitEntriesCount('112 121 211', pair).count).toBe(3);
    for (const bad of ['111', '123']) expect(digitEntriesCount(`112 ${bad}`, pair).count).toBe(0);
    const pair5 = { length: 5, range: 'digit', shape: 'pairSingle' } as const;
    expect(digitEntriesCount('11234', pair5).count).toBe(1);
    expect(digitEntriesCount('11223', pair5).count).toBe(0);
    expect(digitEntriesCount('11', { length: 2, range: 'digit', shape: 'pairSingle' }).count).toBe(0);
  });
});
