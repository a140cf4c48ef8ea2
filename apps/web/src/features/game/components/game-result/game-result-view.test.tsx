import {
  type BaccaratResult,
  BULL_HAND_LABELS,
  baccaratTotal,
  baccaratWinner,
  ballZodiac,
  type CardBullResult,
  cardBullHand,
  cardBullRank,
  type DigitBullResult,
  digitBullValue,
  drawResultFor,
  type GameResult,
  type K3Result,
  KENO_ELEMENT_NAMES,
  type KenoResult,
  kenoElement,
  kenoSum,
  lunarYearOf,
  MARK_SIX_COLOUR_NAMES,
  type MarkSixResult,
  markSixColour,
  oxLabel,
  type Pc28Result,
  type Pk10Result,
  pc28Colour,
  type SscResult,
  ZODIAC_NAMES,
} from '@qilin/domain';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameResultView } from '.';

// Real results from the domain's draw on a fixed seed, so the view is checked against the rules' own
// colours, zodiacs and 牛 values rather than against hand-written fixtures.
const SEED = '5e'.repeat(32);
const ISSUE = '20260315-0042';
const draw = <T extends GameResult>(code: string, issue = ISSUE) => drawResultFor(code, SEED, issue) as T;
const pad = (n: number) => String(n).padStart(2, '0');

function view(result: GameResult) {
  const { container } = render(<GameResultView result={result} />);
  return within(container).getByRole('group', { name: '开奖结果' });
}

describe('GameResultView', () => {
  it('Mark Six: six 正码 and the 特码 apart, each ball in its 波色 with its 生肖 from the domain', () => {
    const r = draw<MarkSixResult>('Marksixff');
    const group = view(r);
    const year = lunarYearOf(r.drawDate);
    const balls = within(group).getAllByRole('img');
    expect(balls).toHaveLength(7);
    [...r.balls, r.special].forEach((n, i) => {
      const colour = markSixColour(n);
      const zodiac = ZODIAC_NAMES[ballZodiac(n, year)]!;
      const kind = i === 6 ? '特码' : '正码';
      expect(balls[i]?.getAttribute('aria-label')).toBe(
        `${kind} ${pad(n)} ${zodiac} ${MARK_SIX_COLOUR_NAMES[colour]}波`,
      );
      expect(balls[i]!.querySelector('.ql-gr-ball')?.className).toContain(`ql-gr-ball--${colour}`);
      expect(balls[i]!.querySelector('.ql-gr-ball')!.textContent).toBe(pad(n));
      expect(balls[i]!.querySelector('.ql-gr-sub')!.textContent).toBe(zodiac);
    });
    expect(balls.filter((b) => b.classList.contains('ql-gr-cell--special'))).toEqual([balls[6]]);
  });

  it('PC28: a + b + c = sum, the sum ball in its PC28 colour, then 大/小 单/双', () => {
    for (const issue of ['20260315-0001', '20260315-0002', '20260315-0003']) {
      const r = draw<Pc28Result>('Finance28', issue);
      const group = view(r);
      const [a, b, c, sum] = within(group).getAllByRole('img');
      expect([a, b, c].map((el) => Number(el!.getAttribute('aria-label')))).toEqual(r.digits);
      const shown = Number(sum!.querySelector('.ql-gr-ball')!.textContent);
      expect(shown).toBe(r.digits[0] + r.digits[1] + r.digits[2]);
      expect(shown).toBe(r.sum);
      const colour = pc28Colour(r.sum);
      expect(sum!.querySelector('.ql-gr-ball')?.className).toContain(`ql-gr-ball--${colour ?? 'grey'}`);
      expect(group.textContent).toContain('=');
      expect(group.querySelectorAll('.ql-gr-label')).toHaveLength(2);
    }
  });

  it('K3: three SVG dice with their faces and the sum', () => {
    const r = draw<K3Result>('Jsk3');
    const group = view(r);
    const dice = group.querySelectorAll('svg.ql-gr-die');
    expect([...dice].map((d) => Number(d.getAttribute('data-face')))).toEqual(r.dice);
    dice.forEach((d, i) => {
      expect(d.querySelectorAll('circle')).toHaveLength(r.dice[i]!);
      expect(d?.getAttribute('aria-label')).toBe(`骰子 ${r.dice[i]}`);
    });
    expect(within(group).getByRole('img', { name: `和值 ${r.sum}` })).toBeTruthy();
  });

  it('PK10: ten cars in finishing order, each in its own car colour', () => {
    const r = draw<Pk10Result>('Cqdb');
    const group = view(r);
    const cars = group.querySelectorAll('.ql-gr-car');
    expect(cars).toHaveLength(10);
    cars.forEach((car, i) => {
      expect(car?.className).toContain(`ql-gr-car--${r.order[i]}`);
      expect(car.textContent).toBe(String(r.order[i]));
    });
    expect(cars[0]?.getAttribute('aria-label')).toBe(`冠军 ${r.order[0]}号车`);
  });

  it('时时彩: five balls named 第一球…第五球', () => {
    const r = draw<SscResult>('Ffc');
    const group = view(r);
    const balls = within(group).getAllByRole('img');
    expect(balls.map((b) => b.getAttribute('aria-label'))).toEqual(
      ['第一球', '第二球', '第三球', '第四球', '第五球'].map((p, i) => `${p} ${r.balls[i]}`),
    );
  });

  it('digit bull: four seats 庄 闲一 闲二 闲三, five digits each and its 牛几', () => {
    const r = draw<DigitBullResult>('Bull');
    const group = view(r);
    const seats = within(group).getAllByRole('listitem');
    expect(seats).toHaveLength(4);
    seats.forEach((seat, k) => {
      expect(seat.querySelector('.ql-gr-seat__name')!.textContent).toBe(BULL_HAND_LABELS[k]);
      expect(seat.querySelectorAll('.ql-gr-ball')).toHaveLength(5);
      expect(seat.querySelector('.ql-gr-seat__ox')!.textContent).toBe(oxLabel(digitBullValue(r, k)));
      expect(seat.querySelector('.ql-gr-seat__ox')!.textContent).toMatch(/牛/);
    });
  });

  it('card bull: four seats of five cards with 牛几 (or 五公)', () => {
    const r = draw<CardBullResult>('Bbn');
    const group = view(r);
    const seats = within(group).getAllByRole('listitem');
    expect(seats).toHaveLength(4);
    seats.forEach((seat, k) => {
      const hand = cardBullHand(r, k);
      expect(seat.querySelectorAll('.ql-gr-card')).toHaveLength(5);
      const rank = cardBullRank(hand);
      expect(seat.querySelector('.ql-gr-seat__ox')!.textContent).toBe(rank >= 11 ? '五公' : oxLabel(rank));
    });
  });

  it('baccarat: 闲 and 庄 with their cards, points and the winner marked', () => {
    const r = draw<BaccaratResult>('Baccara');
    const group = view(r);
    const player = group.querySelector('.ql-gr-bac__side--player')!;
    const banker = group.querySelector('.ql-gr-bac__side--banker')!;
    expect(player.querySelectorAll('.ql-gr-card')).toHaveLength(r.player.length);
    expect(banker.querySelectorAll('.ql-gr-card')).toHaveLength(r.banker.length);
    expect(player.querySelector('.ql-gr-bac__name')?.textContent).toMatch(/^闲/);
    expect(banker.querySelector('.ql-gr-bac__name')?.textContent).toMatch(/^庄/);
    expect(player.querySelector('.ql-gr-bac__points')?.textContent).toBe(`${baccaratTotal(r.player)}点`);
    expect(banker.querySelector('.ql-gr-bac__points')?.textContent).toBe(`${baccaratTotal(r.banker)}点`);
    const winner = baccaratWinner(r);
    expect(group.querySelector('.ql-gr-bac')?.getAttribute('data-winner')).toBe(winner);
    if (winner === 'tie') expect(group.querySelector('.ql-gr-bac__vs')!.textContent).toBe('和');
    else
      expect(group.querySelector(`.ql-gr-bac__side--${winner}`)?.className).toContain('ql-gr-bac__side--win');
  });

  it('11选5 and keno: numbered balls', () => {
    expect(within(view(drawResultFor('Syxw', SEED, ISSUE))).getAllByRole('img')).toHaveLength(5);
  });

  it('快乐8: the twenty numbers ascending, ten to a row, then the 总和 with its labels', () => {
    const r = draw<KenoResult>('Dream8');
    const group = view(r);
    const imgs = within(group).getAllByRole('img');
    expect(imgs).toHaveLength(21);
    const sorted = [...r.numbers].sort((a, b) => a - b);
    expect(imgs.slice(0, 20).map((i) => i.getAttribute('aria-label'))).toEqual(sorted.map(pad));
    expect(group.querySelector('.ql-gr-keno')?.children).toHaveLength(20);
    const sum = kenoSum(r);
    expect(imgs[20]?.getAttribute('aria-label')).toBe(`和值 ${sum}`);
    const labels = [...group.querySelectorAll('.ql-gr-label')].map((l) => l.textContent);
    const upper = sorted.filter((n) => n <= 40).length;
    expect(labels).toContain(sum % 2 ? '单' : '双');
    expect(labels).toContain(upper > 10 ? '上盘' : upper < 10 ? '下盘' : '上下和');
    expect(labels).toContain(KENO_ELEMENT_NAMES[kenoElement(sum)]);
  });
});
