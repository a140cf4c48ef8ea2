import {
  type PlayRule,
  playDefs,
  requireOption,
  requirePosition,
  ruleMap,
  type Verdict,
  winIf,
} from '../common/verdict';
import type { CardBullConfig } from './odds';
import {
  type CardBullResult,
  cardBullHand,
  cardBullMultiplier,
  cardBullRank,
  compareCardBull,
} from './result';

type Rule = PlayRule<CardBullResult, CardBullConfig>;
const RANKS = Array.from({ length: 12 }, (_, i) => String(i));

/** >0 闲k wins. */
function versus(r: CardBullResult, k: number, c: CardBullConfig): number {
  const player = cardBullHand(r, k);
  const banker = cardBullHand(r, 0);
  if (c.tieRule === 'banker') return cardBullRank(player, c.fiveFace) - cardBullRank(banker, c.fiveFace);
  return compareCardBull(player, banker, c.fiveFace);
}

export const CARD_BULL_PLAYS: Rule[] = [
  {
    id: 'player-flat',
    name: '平倍',
    rule: '闲k（position 1–3）大过庄赢 0.97 倍，输 1 倍；同牛比最大牌再比花色 ♠>♥>♣>♦',
    judge: (r, b, c) => winIf(versus(r, requirePosition(b, 1, 3), c) > 0),
  },
  {
    id: 'player-double',
    name: '翻倍',
    rule: '闲k 赢按闲牌倍数（五公5 牛牛3 牛7–9 2 其他1）×0.97；输按庄牌倍数赔付（下注时冻结5倍）',
    judge: (r, b, c): Verdict => {
      const k = requirePosition(b, 1, 3);
      if (versus(r, k, c) > 0) {
        return {
          outcome: 'win',
          oddsKey: `x${cardBullMultiplier(cardBullRank(cardBullHand(r, k), c.fiveFace))}`,
        };
      }
      return {
        outcome: 'lose',
        lossMultiplier: cardBullMultiplier(cardBullRank(cardBullHand(r, 0), c.fiveFace)),
      };
    },
  },
  {
    id: 'hand-value',
    name: '牌型',
    rule: '手牌（position 0 庄, 1–3 闲）牌型为所选（option 0 无牛 … 10 牛牛, 11 五公）',
    judge: (r, b, c) =>
      winIf(
        cardBullRank(cardBullHand(r, requirePosition(b, 0, 3)), c.fiveFace) ===
          Number(requireOption(b, RANKS)),
      ),
  },
];

export const CARD_BULL_PLAY_RULES = ruleMap(CARD_BULL_PLAYS);
export const CARD_BULL_PLAY_DEFS = playDefs(CARD_BULL_PLAYS);
