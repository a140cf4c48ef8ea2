import { describe, expect, it } from 'vitest';
import { buildChaseList, chaseTotalFen, renumberChaseList } from './zh-list';

const s = { periodSec: 60, closeSec: 10 };

describe('chase list', () => {
  it('lists consecutive issues, rolling over midnight', () => {
    const list = buildChaseList('20240501-1439', 3, 2, s);
    expect(list.map((i) => i.issue)).toEqual(['20240501-1439', '20240501-1440', '20240502-0001']);
    expect(chaseTotalFen(list, 200)).toBe(1200);
  });

  it('renumbers every item when the start issue changes, keeping each multiple', () => {
    const list = buildChaseList('20240501-0100', 3, 1, s).map((it, i) => ({ ...it, multiple: i + 1 }));
    const moved = renumberChaseList(list, '20240501-0102', s);
    expect(moved).toEqual([
      { issue: '20240501-0102', multiple: 1 },
      { issue: '20240501-0103', multiple: 2 },
      { issue: '20240501-0104', multiple: 3 },
    ]);
    expect(buildChaseList('garbage', 3, 1, s)).toEqual([]);
  });
});
