import type { RoomRules } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { roomRulesLines } from './room-rules';

const DEFAULTS: RoomRules = {
  dxds1314Odds: '1.6',
  combo1314Odds: null,
  tiers1314: [],
  hedged1314Refund: false,
  hedging: {
    oppositeSides: false,
    killCombo: false,
    sameCombo: false,
    oppositeCombo: false,
    exceptOverFen: 0,
  },
};

describe('roomRulesLines', () => {
  const t = i18n.getFixedT('zh-CN');

  it('states what 13/14 pays for sides and combos, and nothing about hedging when none is refused', () => {
    expect(roomRulesLines(DEFAULTS, t)).toEqual([
      '开 13、14 时，大小单双中奖按 1.6 倍赔付',
      '开 13、14 时，组合中奖退还本金',
    ]);
  });

  it('lists stake tiers in ascending order, 回本, the refused hedges and their exception in yuan', () => {
    const lines = roomRulesLines(
      {
        ...DEFAULTS,
        tiers1314: [
          { overFen: 1_000_000, dxdsOdds: null, comboOdds: null },
          { overFen: 100_000, dxdsOdds: '1.5', comboOdds: '2.2' },
        ],
        hedged1314Refund: true,
        hedging: {
          oppositeSides: true,
          killCombo: false,
          sameCombo: true,
          oppositeCombo: false,
          exceptOverFen: 500_000,
        },
      },
      t,
    );
    expect(lines.slice(2)).toEqual([
      '本期下注超过 1000 元：开 13、14 时大小单双按 1.5 倍赔付，组合按 2.2 倍赔付',
      '本期下注超过 10000 元：开 13、14 时大小单双退还本金，组合退还本金',
      '同期同时下注对立两边（回本）时，开 13、14 只退还本金',
      '本房间禁止对冲：大小或单双同时下注、同向组合',
      '本期下注超过 5000 元不受此限',
    ]);
  });
});
