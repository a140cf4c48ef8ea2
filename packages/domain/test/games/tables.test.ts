import { describe, expect, it } from 'vitest';
import {
  type BaccaratResult,
  bestMineRate,
  type CardBullResult,
  classicMineRate,
  compareCardBull,
  type DigitBullResult,
  dealBaccarat,
  settleRedPacket,
} from '../../src/games';
import { combinations } from '../../src/games/common/combinatorics';
import type { Card } from '../../src/rng';
import { outcome, scriptedRng, settleOne } from '../helpers';

const c = (rank: number, suit: 0 | 1 | 2 | 3 = 0): Card => ({ rank, suit });

describe('digit bull', () => {
  // banker 1,2,7,5,5 = 牛牛; 闲1 1,1,1,1,2 = 无牛; 闲2 1,2,7,3,3 = 牛六; 闲3 0,0,0,5,5 = 牛牛 (tie)
  const r: DigitBullResult = {
    game: 'digit-bull',
    digits: [1, 2, 7, 5, 5, 1, 1, 1, 1, 2, 1, 2, 7, 3, 3, 0, 0, 0, 5, 5],
  };
  const lower: DigitBullResult = { game: 'digit-bull', digits: [1, 2, 7, 1, 1, ...r.digits.slice(5)] }; // banker 牛二
  it('闲 vs 庄; an equal 牛 goes to the banker', () => {
    expect(outcome(r, { playId: 'player-win', position: 1 })).toBe('lose');
    expect(outcome(r, { playId: 'player-win', position: 3 })).toBe('lose');
    expect(outcome(r, { playId: 'banker-win', position: 3 })).toBe('win');
    expect(outcome(r, { playId: 'player-win', position: 3 }, '2', {}, { tieToBanker: false })).toBe('push');
    expect(outcome(lower, { playId: 'player-win', position: 2 })).toBe('win');
    expect(outcome(lower, { playId: 'banker-win', position: 1 })).toBe('win');
  });
  it('hand values and 牛大小单双 per hand', () => {
    expect(outcome(r, { playId: 'hand-value', position: 0, option: '10' })).toBe('win');
    expect(outcome(r, { playId: 'hand-big', position: 2 })).toBe('win');
    expect(outcome(r, { playId: 'hand-even', position: 2 })).toBe('win');
    expect(outcome(r, { playId: 'hand-small', position: 1 })).toBe('lose');
  });
});

describe('card bull', () => {
  const hand = (...cards: Card[]) => cards;
  it('五公 > 牛牛 > 牛n > 无牛; ties by high card then suit ♠>♥>♣>♦', () => {
    const fiveFace = hand(c(11), c(12), c(13), c(11, 1), c(12, 1));
    const bullBull = hand(c(10), c(13, 2), c(12, 2), c(5), c(5, 1));
    expect(compareCardBull(fiveFace, bullBull)).toBeGreaterThan(0);
    const bull7a = hand(c(13, 1), c(12, 3), c(10, 3), c(3), c(4)); // K♥ high
    const bull7b = hand(c(13, 0), c(11, 3), c(10, 2), c(2), c(5)); // K♠ high
    expect(compareCardBull(bull7b, bull7a)).toBeGreaterThan(0);
    const bull7c = hand(c(12, 0), c(11, 2), c(10, 1), c(1), c(6));
    expect(compareCardBull(bull7a, bull7c)).toBeGreaterThan(0);
  });
  const result = (banker: Card[], p1: Card[]): CardBullResult => ({
    game: 'card-bull',
    cards: [...banker, ...p1, ...p1, ...p1],
  });
  it('平倍 pays 0.97:1; 翻倍 pays by the winner and takes the banker multiple on a loss', () => {
    const banker = [c(10), c(13, 2), c(12, 2), c(5), c(5, 1)]; // 牛牛 ×3
    const weak = [c(1), c(2), c(4), c(6, 1), c(9, 2)]; // 无牛? 1+2+... check via outcome
    const win = result(weak, banker);
    expect(settleOne(win, { playId: 'player-flat', position: 1 }, '1.97').payoutFen).toBe(197);
    const table = { x1: '1.97', x2: '2.94', x3: '3.91', x5: '5.85' };
    expect(settleOne(win, { playId: 'player-double', position: 1 }, table).payoutFen).toBe(391);
    const lose = settleOne(result(banker, weak), { playId: 'player-double', position: 1 }, table);
    expect(lose).toMatchObject({ outcome: 'lose', payoutFen: 0, extraLossFen: 200 });
  });
});

describe('baccarat (unlimited deck)', () => {
  const deal = (ranks: number[]) => {
    const rng = scriptedRng(ranks.map((r) => r - 1));
    return dealBaccarat(() => c(rng.int(52) + 1));
  };
  it('naturals stand; player draws on 0–5; banker follows the third-card table', () => {
    expect(deal([9, 1, 13, 1]).player).toHaveLength(2); // player 9 natural
    const r = deal([2, 3, 1, 13, 8]); // P 3, B 3 → P draws 8, banker 3 stands on 8
    expect(r.player).toHaveLength(3);
    expect(r.banker).toHaveLength(2);
    const r2 = deal([2, 3, 1, 13, 7, 5]); // P draws 7 → banker 3 draws
    expect(r2.banker).toHaveLength(3);
    const r3 = deal([3, 2, 4, 3, 4]); // P 7 stands, B 5 draws
    expect(r3.player).toHaveLength(2);
    expect(r3.banker).toHaveLength(3);
  });
  it('tie pushes 庄/闲 and pays 和 8:1; pairs 11:1; banker 0.95:1', () => {
    const tie: BaccaratResult = { game: 'baccarat', player: [c(4), c(4, 1)], banker: [c(3), c(5)] };
    expect(outcome(tie, { playId: 'banker' })).toBe('push');
    expect(outcome(tie, { playId: 'player' })).toBe('push');
    expect(settleOne(tie, { playId: 'tie' }, '9').payoutFen).toBe(900);
    expect(settleOne(tie, { playId: 'player-pair' }, '12').payoutFen).toBe(1200);
    expect(outcome(tie, { playId: 'banker-pair' })).toBe('lose');
    const bankerWin: BaccaratResult = {
      game: 'baccarat',
      player: [c(1), c(2), c(13)],
      banker: [c(3), c(3, 1), c(10)],
    };
    expect(settleOne(bankerWin, { playId: 'banker' }, '1.95').payoutFen).toBe(195);
    expect(settleOne(bankerWin, { playId: 'banker' }, '1.95', {}, { noCommission: true }).payoutFen).toBe(
      150,
    );
  });
});

describe('red packets', () => {
  it('A3 rates: 7 → 1.6, 9 → 1.2, others 10/count up to 0.1 plus 0.1; multi-mine table rises with mines', () => {
    expect(classicMineRate(7)).toBe('1.6');
    expect(classicMineRate(9)).toBe('1.2');
    expect(classicMineRate(5)).toBe('2.1');
    expect(classicMineRate(10)).toBe('1.1');
    expect(classicMineRate(6)).toBe('1.8');
    // best odds = grabber break-even (B §12 inclusion–exclusion) rounded up to 0.1, plus 0.1
    for (const n of [5, 7, 9, 10])
      for (let k = 2; k <= 5; k++) {
        let q = 0;
        for (let j = 0; j < k; j++) q += (-1) ** j * combinations(k - 1, j) * (1 - j / 10) ** (n - 1);
        const breakEven = 1 / (n * (k / 10) * q);
        const rate = Number(bestMineRate(n, k));
        expect(rate - 0.1).toBeGreaterThanOrEqual(breakEven - 1e-9);
        expect(rate - 0.1).toBeLessThan(breakEven + 0.1);
      }
  });
  it('classic: each grabber ending in the mine pays total × rate; house keeps 5 %', () => {
    const s = settleRedPacket({
      totalFen: 10_000,
      grabs: [
        { memberId: 'a', amountFen: 1203 },
        { memberId: 'b', amountFen: 2500 },
        { memberId: 'c', amountFen: 13 },
      ],
      mineDigits: [3],
      rate: '1.6',
      houseCutBp: 500,
    });
    expect(s.grabs.map((g) => g.liabilityFen)).toEqual([16_000, 0, 16_000]);
    expect(s.houseFen).toBe(1600);
    expect(s.unclaimedFen).toBe(10_000 - 3716);
    expect(s.senderCreditFen).toBe(30_400 + 6284);
  });
  it('multi-mine explodes only when every mine digit appears', () => {
    const base = { totalFen: 1000, rate: '2', houseCutBp: 500 };
    const grabs = [
      { memberId: 'a', amountFen: 101 },
      { memberId: 'b', amountFen: 202 },
    ];
    expect(settleRedPacket({ ...base, grabs, mineDigits: [1, 3] }).exploded).toBe(false);
    const s = settleRedPacket({ ...base, grabs, mineDigits: [1, 2] });
    expect(s.exploded).toBe(true);
    expect(s.minesWonFen).toBe(4000);
  });
});
