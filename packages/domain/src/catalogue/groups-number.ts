import { BACCARAT_DEFAULT_ODDS, BACCARAT_PLAY_DEFS } from '../games/baccarat';
import { CARD_BULL_DEFAULT_ODDS, CARD_BULL_DOUBLE_ODDS } from '../games/card-bull';
import { BULL_NAMES, BULL_VALUE_DEFAULT_ODDS } from '../games/common/bull';
import { DIGIT_BULL_DEFAULT_ODDS } from '../games/digit-bull';
import { KENO_DEFAULT_ODDS, KENO_PICK_ODDS, KENO_PLAY_DEFS } from '../games/keno';
import { PC28_DEFAULT_ODDS, PC28_PLAY_DEFS, PC28_SUM_ODDS } from '../games/pc28';
import type { CatalogueEntry, PlayGroup, PlayGroups } from './types';

const nameOf = (defs: { id: string; name: string }[], id: string) =>
  defs.find((d) => d.id === id)?.name ?? id;

/** Entries for plays whose single odds come from an id-keyed table. */
export function simpleEntries(
  defs: { id: string; name: string }[],
  odds: Record<string, string>,
  ids: string[],
): CatalogueEntry[] {
  return ids.map((id) => ({ playId: id, name: nameOf(defs, id), odds: odds[id]! }));
}

export function pc28Groups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(PC28_PLAY_DEFS, PC28_DEFAULT_ODDS, ids);
  const credit: PlayGroup[] = [
    { key: 'two_sides', name: '大小单双', entries: e(['big', 'small', 'odd', 'even']) },
    { key: 'combo', name: '组合', entries: e(['big-odd', 'small-even', 'big-even', 'small-odd']) },
    { key: 'extreme', name: '极值', entries: e(['extreme-big', 'extreme-small']) },
    { key: 'form', name: '形态', entries: e(['leopard', 'pair', 'straight']) },
    { key: 'colour', name: '波色', entries: e(['red', 'green', 'blue']) },
    {
      key: 'sum',
      name: '特码',
      entries: PC28_SUM_ODDS.map((odds, s) => ({ playId: 'sum', name: String(s), option: String(s), odds })),
    },
    { key: 'sum_three', name: '特码包三', entries: e(['sum-three']) },
  ];
  return { credit, norm: [] };
}

export function kenoGroups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(KENO_PLAY_DEFS, KENO_DEFAULT_ODDS, ids);
  return {
    credit: [
      { key: 'sum', name: '总和', entries: e(['sum-big', 'sum-small', 'sum-odd', 'sum-even']) },
      { key: 'combo', name: '总和组合', entries: e(['big-odd', 'big-even', 'small-odd', 'small-even']) },
      { key: 'upper_lower', name: '上下盘', entries: e(['upper', 'lower', 'upper-lower-tie']) },
      { key: 'odd_even', name: '奇偶盘', entries: e(['odd-count', 'even-count', 'odd-even-tie']) },
      {
        key: 'element',
        name: '五行',
        entries: e(['element-metal', 'element-wood', 'element-water', 'element-fire', 'element-earth']),
      },
      {
        key: 'pick',
        name: '选号',
        entries: [1, 2, 3, 4, 5].map((k) => ({
          playId: `pick-${k}`,
          name: nameOf(KENO_PLAY_DEFS, `pick-${k}`),
          odds: KENO_PICK_ODDS[String(k)]!,
        })),
      },
    ],
    norm: [],
  };
}

const HANDS = ['庄', '闲一', '闲二', '闲三'];

export function digitBullGroups(): PlayGroups {
  const o = DIGIT_BULL_DEFAULT_ODDS;
  const side = (playId: string, label: string) =>
    [1, 2, 3].map((k) => ({ playId, name: `${HANDS[k]}${label}`, position: k, odds: o[playId]! }));
  const handKinds = ['hand-big', 'hand-small', 'hand-odd', 'hand-even'];
  const kindNames = ['牛大', '牛小', '牛单', '牛双'];
  return {
    credit: [
      { key: 'player', name: '闲赢', entries: side('player-win', '赢') },
      { key: 'banker', name: '庄赢', entries: side('banker-win', '输') },
      {
        key: 'hand',
        name: '牛大小单双',
        entries: [0, 1, 2, 3].flatMap((h) =>
          handKinds.map((id, i) => ({
            playId: id,
            name: `${HANDS[h]}${kindNames[i]}`,
            position: h,
            odds: o[id]!,
          })),
        ),
      },
      {
        key: 'value',
        name: '庄牛值',
        entries: BULL_NAMES.map((name, v) => ({
          playId: 'hand-value',
          name,
          position: 0,
          option: String(v),
          odds: BULL_VALUE_DEFAULT_ODDS[v]!,
        })),
      },
    ],
    norm: [],
  };
}

export function cardBullGroups(withDouble: boolean): PlayGroups {
  const flat = [1, 2, 3].map((k) => ({
    playId: 'player-flat',
    name: `${HANDS[k]}平倍`,
    position: k,
    odds: CARD_BULL_DEFAULT_ODDS['player-flat']!,
  }));
  const double = [1, 2, 3].map((k) => ({
    playId: 'player-double',
    name: `${HANDS[k]}翻倍`,
    position: k,
    odds: CARD_BULL_DOUBLE_ODDS,
  }));
  const credit: PlayGroup[] = [{ key: 'flat', name: '平倍', entries: flat }];
  if (withDouble) credit.push({ key: 'double', name: '翻倍', entries: double });
  return { credit, norm: [] };
}

export function baccaratGroups(): PlayGroups {
  return {
    credit: [
      {
        key: 'main',
        name: '庄闲和',
        entries: simpleEntries(BACCARAT_PLAY_DEFS, BACCARAT_DEFAULT_ODDS, ['banker', 'player', 'tie']),
      },
      {
        key: 'pair',
        name: '对子',
        entries: simpleEntries(BACCARAT_PLAY_DEFS, BACCARAT_DEFAULT_ODDS, ['banker-pair', 'player-pair']),
      },
    ],
    norm: [],
  };
}
