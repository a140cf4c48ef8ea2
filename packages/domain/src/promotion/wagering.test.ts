import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  giftLock,
  openWagering,
  requiredTurnoverFen,
  type WageringClaim,
  wageringEndFen,
  wageringProgress,
} from './wagering';

describe('wagering requirements', () => {
  it('rounds the requirement up to the fen', () => {
    expect(requiredTurnoverFen(1_000, 300)).toBe(3_000);
    expect(requiredTurnoverFen(333, 150)).toBe(500); // 499.5 → 500
    expect(requiredTurnoverFen(500, 0)).toBe(0);
    expect(() => requiredTurnoverFen(-1, 100)).toThrow(RangeError);
    expect(() => requiredTurnoverFen(1.5, 100)).toThrow(RangeError);
  });

  it('works gifts off one after another, never one stake for two gifts', () => {
    const claims: WageringClaim[] = [
      { amountFen: 1_000, requiredFen: 3_000, markFen: 500 },
      { amountFen: 200, requiredFen: 400, markFen: 600 },
    ];
    // Nothing played since the claims.
    expect(wageringProgress(claims, 500)).toMatchObject({ remainingTurnoverFen: 3_400, openGiftFen: 1_200 });
    // 3,000 played: the first is done, the second starts where the first ended (3,500).
    const p = wageringProgress(claims, 3_500);
    expect(p.claims.map((c) => c.done)).toEqual([true, false]);
    expect(p).toMatchObject({ remainingTurnoverFen: 400, openGiftFen: 200 });
    expect(wageringProgress(claims, 3_900)).toMatchObject({ remainingTurnoverFen: 0, openGiftFen: 0 });
  });

  it('counts nothing played before a claim', () => {
    const p = wageringProgress([{ amountFen: 100, requiredFen: 100, markFen: 10_000 }], 10_050);
    expect(p.claims[0]).toMatchObject({ workedFen: 50, done: false });
  });

  it('a zero requirement is done at once', () => {
    expect(wageringProgress([{ amountFen: 100, requiredFen: 0, markFen: 7 }], 7).openGiftFen).toBe(0);
  });

  it('locks the open gifts, never more than the balance, never below zero withdrawable', () => {
    expect(giftLock(1_000, 5_000, 5_000)).toEqual({ lockedFen: 1_000, withdrawableFen: 4_000 });
    expect(giftLock(1_000, 600, 600)).toEqual({ lockedFen: 600, withdrawableFen: 0 });
    // The deposit rule already kept 4,500 back: the stricter of the two applies.
    expect(giftLock(1_000, 5_000, 500)).toEqual({ lockedFen: 1_000, withdrawableFen: 500 });
    expect(giftLock(0, 5_000, 5_000)).toEqual({ lockedFen: 0, withdrawableFen: 5_000 });
  });

  // Property: a random life of claims, settled bets (turnover), voids and withdrawals. The counter
  // only grows with settled stakes; voids do not move it; withdrawals move only the balance.
  it('holds its invariants across bets, voids and withdrawals (property)', () => {
    type Step =
      | { k: 'claim'; amount: number; x100: number }
      | { k: 'bet'; stake: number; win: boolean }
      | { k: 'void'; stake: number }
      | { k: 'withdraw'; amount: number };
    const step = fc.oneof(
      fc.record({
        k: fc.constant('claim' as const),
        amount: fc.integer({ min: 1, max: 5_000 }),
        x100: fc.integer({ min: 0, max: 500 }),
      }),
      fc.record({
        k: fc.constant('bet' as const),
        stake: fc.integer({ min: 1, max: 4_000 }),
        win: fc.boolean(),
      }),
      fc.record({ k: fc.constant('void' as const), stake: fc.integer({ min: 1, max: 4_000 }) }),
      fc.record({ k: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps: Step[]) => {
        const claims: WageringClaim[] = [];
        let worked = 0;
        let balance = 0;
        let prevRemaining = 0;
        for (const s of steps) {
          if (s.k === 'claim') {
            claims.push({
              amountFen: s.amount,
              requiredFen: requiredTurnoverFen(s.amount, s.x100),
              markFen: worked,
            });
            balance += s.amount;
          } else if (s.k === 'bet') {
            if (s.stake > balance) continue;
            worked += s.stake;
            balance += s.win ? s.stake : -s.stake;
          } else if (s.k === 'withdraw') {
            const p = wageringProgress(claims, worked);
            const { withdrawableFen } = giftLock(p.openGiftFen, balance, balance);
            if (s.amount > withdrawableFen) continue;
            balance -= s.amount;
          }
          // voids: stake held and returned; neither balance nor the counter moves.
          const p = wageringProgress(claims, worked);
          const lock = giftLock(p.openGiftFen, balance, balance);
          const totalRequired = claims.reduce((a, c) => a + c.requiredFen, 0);
          expect(lock.lockedFen).toBeLessThanOrEqual(balance);
          expect(lock.withdrawableFen + lock.lockedFen).toBe(balance);
          expect(p.remainingTurnoverFen).toBeLessThanOrEqual(totalRequired);
          // Playing only ever reduces what is left; a claim can only add to it.
          if (s.k !== 'claim') expect(p.remainingTurnoverFen).toBeLessThanOrEqual(prevRemaining);
          // Done claims are a prefix: gifts finish in claim order.
          const done = p.claims.filter((c) => c.requiredFen > 0).map((c) => c.done);
          expect(done.indexOf(false) === -1 || done.slice(done.indexOf(false)).every((d) => !d)).toBe(true);
          // Open amount is zero exactly when nothing is left to play.
          expect(p.openGiftFen === 0).toBe(
            p.remainingTurnoverFen === 0 || claims.every((c, i) => c.amountFen === 0 || p.claims[i]?.done),
          );
          // The stored-ends form (what the server keeps) agrees with the full replay.
          let prevEnd = 0;
          const stored = claims.map((c) => {
            const endFen = wageringEndFen(prevEnd, c.markFen, c.requiredFen);
            prevEnd = Math.max(prevEnd, endFen);
            return { amountFen: c.amountFen, endFen };
          });
          const o = openWagering(stored, worked);
          expect(o.remainingTurnoverFen).toBe(p.remainingTurnoverFen);
          expect(o.openGiftFen).toBe(p.openGiftFen);
          prevRemaining = p.remainingTurnoverFen;
        }
      }),
    );
  });
});
