import { type PlayRule, PUSH, playDefs, ruleMap, type Verdict, WIN, winIf } from '../common/verdict';
import type { BaccaratConfig } from './odds';
import { type BaccaratResult, baccaratTotal, baccaratWinner, isPairHand } from './result';

type Rule = PlayRule<BaccaratResult, BaccaratConfig>;

export const BACCARAT_PLAYS: Rule[] = [
  {
    id: 'banker',
    name: '庄',
    rule: '庄点数大于闲赢 0.95 倍；和局退本（免佣：庄 6 点赢 0.5 倍）',
    judge: (r, _b, c): Verdict => {
      const w = baccaratWinner(r);
      if (w === 'tie') return PUSH;
      if (w !== 'banker') return winIf(false);
      return c.noCommission && baccaratTotal(r.banker) === 6 ? { outcome: 'win', oddsOverride: '1.5' } : WIN;
    },
  },
  {
    id: 'player',
    name: '闲',
    rule: '闲点数大于庄赢 1 倍；和局退本',
    judge: (r) => (baccaratWinner(r) === 'tie' ? PUSH : winIf(baccaratWinner(r) === 'player')),
  },
  { id: 'tie', name: '和', rule: '庄闲点数相同，赢 8 倍', judge: (r) => winIf(baccaratWinner(r) === 'tie') },
  {
    id: 'banker-pair',
    name: '庄对',
    rule: '庄前两张牌点数（牌面）相同，赢 11 倍',
    judge: (r) => winIf(isPairHand(r.banker)),
  },
  {
    id: 'player-pair',
    name: '闲对',
    rule: '闲前两张牌点数（牌面）相同，赢 11 倍',
    judge: (r) => winIf(isPairHand(r.player)),
  },
];

export const BACCARAT_PLAY_RULES = ruleMap(BACCARAT_PLAYS);
export const BACCARAT_PLAY_DEFS = playDefs(BACCARAT_PLAYS);
