import { bigSmallLabel, type GameResult, oddEvenLabel, pokerRankLabel, suitSymbol } from '@qilin/domain';

/** What a result strip shows: the balls, an optional sum and its 大/小/单/双 labels. */
export type ResultView = { balls: string[]; sum?: number; labels: string[] };

type Card = { rank: number; suit: number };
const cardText = (c: Card) => `${suitSymbol(c.suit)}${pokerRankLabel(c.rank)}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** PC28 big from 14, K3 big from 11 (game rules B §3, §5). */
export function resultView(result: GameResult): ResultView {
  switch (result.game) {
    case 'pc28':
      return {
        balls: result.digits.map(String),
        sum: result.sum,
        labels: [bigSmallLabel(result.sum, 14), oddEvenLabel(result.sum)],
      };
    case 'k3':
      return {
        balls: result.dice.map(String),
        sum: result.sum,
        labels: [bigSmallLabel(result.sum, 11), oddEvenLabel(result.sum)],
      };
    case 'ssc':
    case 'digit-bull':
      return { balls: ('balls' in result ? result.balls : result.digits).map(String), labels: [] };
    case 'syxw':
      return { balls: result.balls.map(pad), labels: [] };
    case 'pk10':
      return { balls: result.order.map(pad), labels: [] };
    case 'keno':
      return { balls: result.numbers.map(pad), labels: [] };
    case 'mark-six':
      return { balls: [...result.balls.map(pad), `+${pad(result.special)}`], labels: [] };
    case 'card-bull':
      return { balls: (result.cards as Card[]).map(cardText), labels: [] };
    case 'baccarat':
      return {
        balls: [...(result.player as Card[]), ...(result.banker as Card[])].map(cardText),
        labels: [],
      };
  }
}

/** Sum series for trend charts, for the games that have one. */
export function resultSum(result: GameResult): number | null {
  if (result.game === 'pc28' || result.game === 'k3') return result.sum;
  if (result.game === 'ssc') return result.balls.reduce((a, b) => a + b, 0);
  return null;
}
