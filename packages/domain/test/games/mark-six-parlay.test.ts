import { describe, expect, it } from 'vitest';
import { MARK_SIX_KEYED_ODDS, type MarkSixResult, parlayOption } from '../../src/games';
import { settleBets } from '../../src/settlement';

const draw = (balls: number[], special = 48): MarkSixResult => ({
  game: 'mark-six',
  balls,
  special,
  drawDate: '2026-03-01',
});
const odds = MARK_SIX_KEYED_ODDS.parlay!;
const bet = (option: string, stakeFen = 1000, o: Record<string, string> = odds) => ({
  id: 'p',
  selection: { playId: 'parlay', option },
  stakeFen,
  odds: o,
});
const settle = (r: MarkSixResult, option: string, stakeFen?: number, o?: Record<string, string>) =>
  settleBets(r, [bet(option, stakeFen, o)])[0]!;

// 正码1 = 30 (大 双 红), 正码2 = 3 (小 单 蓝), 正码3 = 49 (和 for 两面, 绿), 正码4 = 11 (小 单 绿)
const R = draw([30, 3, 49, 11, 20, 41]);

describe('Mark Six 过关', () => {
  it('all legs win: odds multiply exactly (floor to the fen)', () => {
    // 1000 × 1.97 × 2.95 = 5811.5 → 5811
    expect(settle(R, '1:big,2:blue')).toMatchObject({ outcome: 'win', payoutFen: 5811 });
    // 1000 × 1.97 × 1.97 × 2.95 × 1.97 = 22553.…; BigInt product, no float drift
    const exact = (1000n * 19700n * 19700n * 29500n * 19700n) / 10_000n ** 4n;
    expect(settle(R, '1:even,2:odd,4:green,6:odd').payoutFen).toBe(Number(exact));
  });
  it('any losing leg loses the ticket, even beside a 和 leg', () => {
    expect(settle(R, '1:big,2:big').outcome).toBe('lose');
    expect(settle(R, '3:big,1:small').outcome).toBe('lose');
  });
  it('a 2-leg ticket with a 49 和 leg is a push', () => {
    for (const o of ['big', 'small', 'odd', 'even'])
      expect(settle(R, `3:${o},1:big`)).toMatchObject({ outcome: 'push', payoutFen: 1000 });
  });
  it('a 49 和 leg counts 1.0 in a longer ticket', () => {
    expect(settle(R, '3:odd,1:big,2:small')).toMatchObject({ outcome: 'win', payoutFen: 3880 }); // 1000 × 1.97²
  });
  it('49 is green on a 波 leg (never 和)', () => {
    expect(settle(R, '3:green,1:red')).toMatchObject({ outcome: 'win', payoutFen: 8260 });
    expect(settle(R, '3:red,1:red').outcome).toBe('lose');
  });
  it('caps the payout at the configured max win per ticket', () => {
    const big = '1:red,2:blue,4:green,5:even,6:odd';
    const raw = (5_000_000n * 28000n * 29500n * 29500n * 19700n * 19700n) / 10_000n ** 5n;
    expect(raw).toBeGreaterThan(25_000_000n);
    expect(settle(R, big, 5_000_000)).toMatchObject({ outcome: 'win', payoutFen: 25_000_000 });
    const custom = settleBets(R, [bet(big, 5_000_000)], { parlayMaxWinFen: 30_000_000 })[0]!;
    expect(custom.payoutFen).toBe(30_000_000);
    expect(settle(R, big, 100).payoutFen).toBe(Number((100n * raw) / 5_000_000n));
  });
  it('refunds bad tickets: 1 leg, > 8 legs, repeated position, unknown option, missing leg odds', () => {
    for (const o of ['1:big', '1:big,1:odd', '1:huge,2:big', '7:big,1:big', '', '1:big;2:small'])
      expect(settle(R, o).outcome).toBe('refund');
    expect(settle(R, '1:big,2:blue', 1000, { big: '1.97' }).outcome).toBe('refund');
    expect(settle(R, '1:big,2:blue', 1000, { big: '1.97', blue: '0.9' }).outcome).toBe('refund');
  });
  it('parlayOption round-trips six legs', () => {
    const legs = [1, 2, 3, 4, 5, 6].map((position) => ({ position, option: 'green' as const }));
    const r = draw([5, 6, 11, 16, 17, 21]);
    expect(settle(r, parlayOption(legs), 100).payoutFen).toBe(Number((100n * 29500n ** 6n) / 10_000n ** 6n));
  });
});
