import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOddsFen, oddsToBp, type Pc28Result, type SscResult } from '../src/games';
import {
  afterSettlement,
  buildChasePlan,
  chasePlanFromTargets,
  nextIssueNumber,
  renumberChase,
  resultNeedsIssueContext,
  settleBet,
  settleBets,
  voidChaseItem,
  voidIssue,
} from '../src/settlement';

describe('exact odds arithmetic', () => {
  it('parses decimal strings exactly and floors the payout', () => {
    expect(oddsToBp('1.95')).toBe(19_500);
    expect(oddsToBp('10.125')).toBe(101_250);
    expect(oddsToBp(19_500)).toBe(19_500);
    expect(() => oddsToBp('1.23456')).toThrow();
    expect(applyOddsFen(333, '1.95')).toBe(649); // 649.35 → 649
    expect(applyOddsFen(9_000_000_000_000, '1000.5')).toBe(9_004_500_000_000_000);
  });
});

const pc28 = (a: number, b: number, c: number): Pc28Result => ({
  game: 'pc28',
  source: 'direct',
  digits: [a, b, c],
  sum: a + b + c,
});

describe('settleBets properties', () => {
  const playIds = [
    'big',
    'small',
    'odd',
    'even',
    'big-odd',
    'small-even',
    'big-even',
    'small-odd',
    'leopard',
    'pair',
    'straight',
    'red',
    'green',
    'blue',
    'extreme-big',
  ];
  it('never pays a losing bet, never pays below stake on a single-注 win, push/refund return the stake', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 9 }),
        ),
        fc.constantFrom(...playIds),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 10_000, max: 1_000_000 }),
        ([a, b, c], playId, stakeFen, oddsBp) => {
          const [s] = settleBets(pc28(a, b, c), [{ id: 'x', selection: { playId }, stakeFen, odds: oddsBp }]);
          if (!s) return false;
          if (s.outcome === 'lose') return s.payoutFen === 0;
          if (s.outcome === 'win') return s.payoutFen >= stakeFen;
          return s.payoutFen === stakeFen;
        },
      ),
    );
  });
  it('invalid selections and bad odds are refunded, not paid', () => {
    const r: SscResult = { game: 'ssc', balls: [1, 2, 3, 4, 5] };
    const out = settleBets(r, [
      { id: 'a', selection: { playId: 'no-such-play' }, stakeFen: 100, odds: '2' },
      { id: 'b', selection: { playId: 'sum-small' }, stakeFen: 100, odds: '0.5' },
      { id: 'c', selection: { playId: 'sum-small' }, stakeFen: 100, odds: '1.98' },
    ]);
    expect(out.map((s) => [s.outcome, s.payoutFen])).toEqual([
      ['refund', 100],
      ['refund', 100],
      ['win', 198],
    ]);
  });
  it('the member issue context changes a verdict only where resultNeedsIssueContext says so', () => {
    const context = fc.record({
      issueStakeFen: fc.integer({ min: 0, max: 10_000_000 }),
      issuePlayIds: fc.subarray(playIds.slice(0, 8)), // 大小单双 and the combos: what a hedge reads
    });
    const config = fc.record({
      tiers1314: fc.array(
        fc.record({
          overFen: fc.integer({ min: 0, max: 5_000_000 }),
          dxdsOdds: fc.constantFrom('1.2', '1.5'),
          comboOdds: fc.constantFrom('2.1', '3.5'),
        }),
        { maxLength: 3 },
      ),
      hedged1314Refund: fc.boolean(),
    });
    let differed = 0;
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 9 }),
        ),
        fc.constantFrom(...playIds),
        config,
        context,
        context,
        ([a, b, c], playId, cfg, x, y) => {
          const r = pc28(a, b, c);
          const bet = { id: 'x', selection: { playId }, stakeFen: 1_000, odds: '2.0' };
          const sx = settleBet(r, { ...bet, ...x }, cfg);
          const sy = settleBet(r, { ...bet, ...y }, cfg);
          if (JSON.stringify(sx) !== JSON.stringify(sy)) differed += 1;
          return resultNeedsIssueContext(r) || JSON.stringify(sx) === JSON.stringify(sy);
        },
      ),
      { numRuns: 2_000 },
    );
    // Not vacuous: on 13/14 the context does change verdicts.
    expect(differed).toBeGreaterThan(0);
    expect(resultNeedsIssueContext(pc28(4, 4, 5))).toBe(true);
    expect(resultNeedsIssueContext(pc28(4, 4, 4))).toBe(false);
    expect(resultNeedsIssueContext({ game: 'ssc', balls: [1, 2, 3, 4, 5] })).toBe(false);
  });
  it('voidIssue refunds every bet in full', () => {
    expect(
      voidIssue([
        { id: 'a', stakeFen: 5 },
        { id: 'b', stakeFen: 700 },
      ]).map((s) => [s.outcome, s.payoutFen]),
    ).toEqual([
      ['refund', 5],
      ['refund', 700],
    ]);
  });
});

describe('chase plans', () => {
  it('numbers items across the day boundary with per-issue multiples', () => {
    const plan = buildChasePlan({
      startIssue: '20261122-1439',
      issues: 3,
      multiples: [1, 2, 4],
      stakeFen: 200,
      isWinStop: true,
      drawsPerDay: 1440,
    });
    expect(plan.items.map((i) => [i.issue, i.stakeFen])).toEqual([
      ['20261122-1439', 200],
      ['20261122-1440', 400],
      ['20261123-0001', 800],
    ]);
    expect(plan.totalFen).toBe(1400);
    expect(nextIssueNumber('20261231-480', 480)).toBe('20270101-001');
  });
  it('stop-on-win cancels and refunds later items only', () => {
    const plan = buildChasePlan({
      startIssue: '20261122-0001',
      issues: 4,
      multiple: 2,
      stakeFen: 100,
      isWinStop: true,
    });
    const lost = afterSettlement(plan, '20261122-0001', false);
    expect(lost.cancelled).toEqual([]);
    const won = afterSettlement(lost.plan, '20261122-0002', true);
    expect(won.cancelled.map((i) => i.issue)).toEqual(['20261122-0003', '20261122-0004']);
    expect(won.refundFen).toBe(400);
    expect(won.plan.items.map((i) => i.status)).toEqual(['settled', 'settled', 'cancelled', 'cancelled']);
    const noStop = afterSettlement({ ...plan, isWinStop: false }, '20261122-0001', true);
    expect(noStop.refundFen).toBe(0);
  });
  it('plans over the issues the server listed, each with its own multiple', () => {
    // A 15 s test period numbers issues unlike the catalogue: the plan takes the numbers as given.
    const targets = [
      { issue: '20261122-2881', multiple: 1 },
      { issue: '20261122-2882', multiple: 3 },
      { issue: '20261122-2883', multiple: 2 },
    ];
    const plan = chasePlanFromTargets({ targets, stakeFen: 150, isWinStop: true, maxMultiple: 10 });
    expect(plan.items.map((i) => [i.issue, i.multiple, i.stakeFen])).toEqual([
      ['20261122-2881', 1, 150],
      ['20261122-2882', 3, 450],
      ['20261122-2883', 2, 300],
    ]);
    expect(plan.totalFen).toBe(900);
    expect(afterSettlement(plan, '20261122-2881', true).refundFen).toBe(750);
    const bad =
      (t: { issue: string; multiple: number }[], stakeFen = 100) =>
      () =>
        chasePlanFromTargets({ targets: t, stakeFen, isWinStop: false, maxMultiple: 10 });
    expect(bad([])).toThrow(RangeError);
    expect(bad([{ issue: 'a', multiple: 0 }])).toThrow(RangeError);
    expect(bad([{ issue: 'a', multiple: 11 }])).toThrow(RangeError);
    expect(bad([{ issue: 'a', multiple: 1.5 }])).toThrow(RangeError);
    expect(
      bad([
        { issue: 'a', multiple: 1 },
        { issue: 'a', multiple: 2 },
      ]),
    ).toThrow(RangeError);
    expect(bad([{ issue: 'a', multiple: 1 }], 0)).toThrow(RangeError);
  });
  it('renumbering moves every item onto the new run and keeps each multiple', () => {
    const items = [
      { issue: 'x1', multiple: 1 },
      { issue: 'x2', multiple: 5 },
    ];
    expect(renumberChase(items, ['y7', 'y8', 'y9'])).toEqual([
      { issue: 'y7', multiple: 1 },
      { issue: 'y8', multiple: 5 },
    ]);
    expect(renumberChase(items, ['y7'])).toBeNull();
  });
  it('a voided issue refunds its chase item', () => {
    const plan = buildChasePlan({ startIssue: '20261122-0001', issues: 2, stakeFen: 100, isWinStop: false });
    expect(voidChaseItem(plan, '20261122-0002').refundFen).toBe(100);
  });
});
