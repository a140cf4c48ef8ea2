import type { RoomRules } from '@qilin/contract';
import type { TFunction } from '../../../i18n';
import { moneyText } from '../../../lib/money';

/**
 * The room's own rules as lines for the rules popup: what a 13/14 result pays, the stake tiers, 回本
 * on a hedge, and which hedges the room refuses. A member must be able to read these before betting,
 * since the server settles and refuses by them.
 */
export function roomRulesLines(rules: RoomRules, t: TFunction): string[] {
  const pays = (odds: string | null) =>
    odds === null ? t('game.roomRules.refund') : t('game.roomRules.odds', { odds });
  const lines = [
    t('game.roomRules.dxds1314', { pays: pays(rules.dxds1314Odds) }),
    t('game.roomRules.combo1314', { pays: pays(rules.combo1314Odds) }),
  ];
  for (const tier of [...rules.tiers1314].sort((a, b) => a.overFen - b.overFen)) {
    lines.push(
      t('game.roomRules.tier', {
        over: moneyText(tier.overFen),
        dxds: pays(tier.dxdsOdds),
        combo: pays(tier.comboOdds),
      }),
    );
  }
  if (rules.hedged1314Refund) lines.push(t('game.roomRules.hedgedRefund'));
  const h = rules.hedging;
  const refused = [
    h.oppositeSides && t('game.roomRules.oppositeSides'),
    h.killCombo && t('game.roomRules.killCombo'),
    h.sameCombo && t('game.roomRules.sameCombo'),
    h.oppositeCombo && t('game.roomRules.oppositeCombo'),
  ].filter((x): x is string => typeof x === 'string');
  if (refused.length > 0) {
    lines.push(t('game.roomRules.refused', { list: refused.join('、') }));
    if (h.exceptOverFen > 0) lines.push(t('game.roomRules.except', { over: moneyText(h.exceptOverFen) }));
  }
  return lines;
}
