import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type K3Result,
  MARK_SIX_KEYED_ODDS,
  type MarkSixResult,
  oddsToBp,
  PC28_DEFAULT_CONFIG,
  type Pc28Result,
} from '../src/games';
import { potentialReturn, settleBet, slipPotentialReturnFen } from '../src/settlement';

const sel = (playId: string, option?: string) => ({ playId, ...(option !== undefined && { option }) });

describe('potentialReturn', () => {
  it('one odds value: stake × odds rounded down to the fen', () => {
    expect(potentialReturn({ selection: sel('big'), stakeFen: 333, odds: '1.95' })).toEqual({
      fen: 649, // 649.35
      most: false,
    });
    expect(potentialReturn({ selection: sel('big'), stakeFen: 1000, odds: 19_800 }).fen).toBe(1980);
  });

  it('a keyed pay table: its largest odds, marked as the most', () => {
    const odds = { '1': '1.98', '2': '3', '3': '4.5' };
    expect(potentialReturn({ selection: sel('three-army', '4'), stakeFen: 200, odds })).toEqual({
      fen: 900,
      most: true,
    });
    // every key pays alike: one outcome, not a maximum
    expect(potentialReturn({ selection: sel('x'), stakeFen: 200, odds: { a: '2', b: '2.0' } }).most).toBe(
      false,
    );
  });

  it('过关: the product of the legs’ odds, capped per ticket', () => {
    const odds = MARK_SIX_KEYED_ODDS.parlay!;
    // 1000 × 1.97 × 2.95 = 5811.5 → 5811 (the settlement test's own figure)
    expect(potentialReturn({ selection: sel('parlay', '1:big,2:blue'), stakeFen: 1000, odds })).toEqual({
      fen: 5811,
      most: true,
    });
    const legs = sel('parlay', '1:big,2:blue,3:red,4:odd,5:green,6:even');
    const capped = potentialReturn({ selection: legs, stakeFen: 100_000, odds, parlayMaxWinFen: 200_000 });
    expect(capped.fen).toBe(200_000);
    // a 2-leg ticket with a 49 和 leg is a push: the stake comes back even above the cap
    expect(potentialReturn({ selection: legs, stakeFen: 300_000, odds, parlayMaxWinFen: 200_000 }).fen).toBe(
      300_000,
    );
  });

  it('a norm bet: the stake spread over its 注, times the 注 one draw can win', () => {
    expect(potentialReturn({ selection: sel('d'), stakeFen: 1000, odds: '9.8', count: 10 }).fen).toBe(980);
    expect(
      potentialReturn({ selection: sel('d'), stakeFen: 1000, odds: '9.8', count: 10, maxHits: 3 }),
    ).toEqual({
      fen: 2940,
      most: true,
    });
  });

  it('what settlement refunds quotes the stake; no stake quotes nothing', () => {
    expect(potentialReturn({ selection: sel('big'), stakeFen: 500, odds: '0.9' }).fen).toBe(500);
    expect(
      potentialReturn({ selection: sel('parlay', '1:big'), stakeFen: 500, odds: { big: '2' } }).fen,
    ).toBe(500);
    expect(potentialReturn({ selection: sel('big'), stakeFen: 0, odds: '2' }).fen).toBe(0);
  });

  it('a slip adds its bets', () => {
    const bets = [
      { selection: sel('big'), stakeFen: 1000, odds: '1.98' },
      { selection: sel('odd'), stakeFen: 1000, odds: '1.98' },
    ];
    expect(slipPotentialReturnFen(bets)).toBe(3960);
    expect(slipPotentialReturnFen([])).toBe(0);
  });
});

/** Odds of 1.0000 to 99.9999 as decimal strings. */
const oddsArb = fc
  .integer({ min: 10_000, max: 999_999 })
  .map((bp) => `${Math.floor(bp / 10_000)}.${String(bp % 10_000).padStart(4, '0')}`);
const stakeArb = fc.integer({ min: 1, max: 100_000_000 });

describe('potentialReturn against settlement (property)', () => {
  // A PC28 13/14 pays 大小单双 at the room's 13/14 odds (default 1.6), which a slip does not know: the
  // quote holds for every room whose 13/14 odds are below its normal odds, as a room's always are.
  const pc28Odds = fc
    .integer({ min: oddsToBp(PC28_DEFAULT_CONFIG.dxds1314Odds ?? '1'), max: 999_999 })
    .map((bp) => `${Math.floor(bp / 10_000)}.${String(bp % 10_000).padStart(4, '0')}`);

  it('PC28: every settled payout is at most the quote, and a win pays exactly the quote', () => {
    const plays = ['big', 'small', 'odd', 'even', 'big-odd', 'small-even', 'leopard', 'pair', 'straight'];
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 9 }),
          fc.integer({ min: 0, max: 9 }),
        ),
        fc.constantFrom(...plays),
        stakeArb,
        pc28Odds,
        ([a, b, c], playId, stakeFen, odds) => {
          const result: Pc28Result = { game: 'pc28', source: 'direct', digits: [a, b, c], sum: a + b + c };
          const quote = potentialReturn({ selection: sel(playId), stakeFen, odds });
          const settled = settleBet(result, { id: 'b', selection: sel(playId), stakeFen, odds });
          expect(settled.payoutFen).toBeLessThanOrEqual(quote.fen);
          // PC28 13/14 may lower the odds of a win; any other win pays the quote to the fen
          if (settled.outcome === 'win' && result.sum !== 13 && result.sum !== 14)
            expect(settled.payoutFen).toBe(quote.fen);
        },
      ),
    );
  });

  it('K3 三军: the keyed payout never exceeds the quote, and three of a kind reaches it when that key pays most', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 6 }),
        ),
        fc.integer({ min: 1, max: 6 }),
        stakeArb,
        fc.tuple(oddsArb, oddsArb, oddsArb),
        (dice, face, stakeFen, [o1, o2, o3]) => {
          const result: K3Result = { game: 'k3', dice, sum: dice[0] + dice[1] + dice[2] };
          const odds = { '1': o1, '2': o2, '3': o3 };
          const selection = sel('three-army', String(face));
          const quote = potentialReturn({ selection, stakeFen, odds });
          const settled = settleBet(result, { id: 'b', selection, stakeFen, odds });
          expect(settled.payoutFen).toBeLessThanOrEqual(quote.fen);
          const hits = dice.filter((d) => d === face).length;
          if (hits > 0 && [o1, o2, o3].every((o) => oddsToBp(odds[String(hits) as '1']) >= oddsToBp(o)))
            expect(settled.payoutFen).toBe(quote.fen);
        },
      ),
    );
  });

  it('Mark Six 过关: no draw pays a ticket more than its quote', () => {
    const options = ['big', 'small', 'odd', 'even', 'red', 'blue', 'green'] as const;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { minLength: 7, maxLength: 7 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.constantFrom(...options), { minLength: 6, maxLength: 6 }),
        stakeArb,
        (balls, positions, picks, stakeFen) => {
          const result: MarkSixResult = {
            game: 'mark-six',
            balls: balls.slice(0, 6),
            special: balls[6]!,
            drawDate: '2026-03-01',
          };
          const option = positions.map((p, i) => `${p}:${picks[i]}`).join(',');
          const odds = MARK_SIX_KEYED_ODDS.parlay!;
          const selection = sel('parlay', option);
          const quote = potentialReturn({ selection, stakeFen, odds });
          const settled = settleBet(result, { id: 'b', selection, stakeFen, odds });
          expect(settled.payoutFen).toBeLessThanOrEqual(quote.fen);
        },
      ),
    );
  });
});
