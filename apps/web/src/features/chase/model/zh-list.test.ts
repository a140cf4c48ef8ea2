import { describe, expect, it } from 'vitest';
import { buildChaseList, chaseTotalFen, renumberChaseList, upcomingCount } from './zh-list';

// As a 15 s DRAW_PERIOD_SEC server lists them: numbers a 60 s catalogue period would never produce.
const upcoming = ['20240501-5759', '20240501-5760', '20240502-0001', '20240502-0002', '20240502-0003'];

describe('chase list', () => {
  it("takes its issues from the server's upcoming list, rolling over midnight as the server does", () => {
    const list = buildChaseList(upcoming, '20240501-5759', 3, 2);
    expect(list).toEqual([
      { issue: '20240501-5759', multiple: 2 },
      { issue: '20240501-5760', multiple: 2 },
      { issue: '20240502-0001', multiple: 2 },
    ]);
    expect(chaseTotalFen(list, 200)).toBe(1200);
    expect(buildChaseList(upcoming, '20240502-0002', 3, 1)).toEqual([]); // not enough listed
    expect(buildChaseList(upcoming, 'garbage', 1, 1)).toEqual([]);
    expect(upcomingCount(5)).toBe(15);
    expect(upcomingCount(125)).toBe(130);
  });

  it('renumbers every item when the start issue changes, keeping each multiple', () => {
    const list = buildChaseList(upcoming, '20240501-5759', 3, 1).map((it, i) => ({ ...it, multiple: i + 1 }));
    const moved = renumberChaseList(list, upcoming, '20240501-5760');
    expect(moved).toEqual([
      { issue: '20240501-5760', multiple: 1 },
      { issue: '20240502-0001', multiple: 2 },
      { issue: '20240502-0002', multiple: 3 },
    ]);
    expect(chaseTotalFen(moved, 100)).toBe(600);
    expect(renumberChaseList(list, upcoming, '20240502-0003')).toEqual([]);
    expect(renumberChaseList(list, upcoming, 'gone')).toEqual([]);
  });
});
