import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../api/details-api';
import { groupByDay } from './group-by-day';

const row = (id: number, createdAt: string, date?: string): LedgerRow => ({
  id,
  typeName: '充值',
  amountFen: 100,
  balanceAfterFen: 100,
  createdAt,
  ...(date ? { date } : {}),
});

describe('groupByDay', () => {
  it('starts a section where the Beijing day changes and attaches that day’s totals', () => {
    const totals = { date: '2026-11-22', incomeFen: 300, expenseFen: 0, count: 3 };
    const sections = groupByDay(
      [
        row(3, '2026-11-22T02:00:00Z', '2026-11-22'),
        // 16:30 UTC on the 21st is already the 22nd in Beijing; no `date` from the server.
        row(2, '2026-11-21T16:30:00Z'),
        row(1, '2026-11-21T15:59:00Z'),
      ],
      [totals],
    );
    expect(sections.map((s) => [s.date, s.rows.map((r) => r.id), s.totals])).toEqual([
      ['2026-11-22', [3, 2], totals],
      ['2026-11-21', [1], undefined],
    ]);
  });
});
