import { BULL_NAMES, BULL_VALUE_DEFAULT_ODDS } from '../games/common/bull';
import { K3_DEFAULT_ODDS, K3_PLAY_DEFS, K3_SUM_ODDS, K3_THREE_ARMY_ODDS } from '../games/k3';
import { PK10_DEFAULT_ODDS, PK10_PLAY_DEFS, PK10_TOP_TWO_SUM_ODDS } from '../games/pk10';
import { SSC_CREDIT_PLAY_DEFS, SSC_DEFAULT_ODDS, SSC_NORM_PLAY_DEFS } from '../games/ssc';
import { SYXW_DEFAULT_ODDS, SYXW_NORM_ANY_ODDS, SYXW_PLAY_DEFS } from '../games/syxw';
import { PK10_PLACE_LABELS } from '../labels/labels';
import { simpleEntries } from './groups-number';
import type { CatalogueEntry, PlayGroups } from './types';

const BALLS = ['第一球', '第二球', '第三球', '第四球', '第五球'];

function positional(
  playIds: string[],
  names: string[],
  positions: string[],
  odds: Record<string, string>,
): CatalogueEntry[] {
  return positions.flatMap((p, i) =>
    playIds.map((id, j) => ({ playId: id, name: `${p}${names[j]}`, position: i + 1, odds: odds[id]! })),
  );
}

/** A norm play's own prize: no fallback to another play's (二星和值 once paid the 三星 prize). */
function sscNormOdds(id: string): string {
  const odds = SSC_DEFAULT_ODDS[id];
  if (odds === undefined) throw new Error(`SSC norm play ${id} has no default odds`);
  return odds;
}

export function sscGroups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(SSC_CREDIT_PLAY_DEFS, SSC_DEFAULT_ODDS, ids);
  const sides = ['ball-big', 'ball-small', 'ball-odd', 'ball-even', 'ball-prime', 'ball-composite'];
  const forms = ['form-leopard', 'form-straight', 'form-pair', 'form-half-straight', 'form-mixed'];
  const segs: [string, string][] = [
    ['front', '前三'],
    ['middle', '中三'],
    ['back', '后三'],
  ];
  return {
    credit: [
      {
        key: 'two_sides',
        name: '两面',
        entries: positional(sides, ['大', '小', '单', '双', '质', '合'], BALLS, SSC_DEFAULT_ODDS),
      },
      { key: 'total', name: '总和', entries: e(['sum-big', 'sum-small', 'sum-odd', 'sum-even']) },
      { key: 'dragon_tiger', name: '龙虎和', entries: e(['dragon', 'tiger', 'tie']) },
      {
        key: 'form',
        name: '前中后三',
        entries: segs.flatMap(([seg, segName]) =>
          forms.map((id) => ({
            playId: id,
            name: `${segName}${e([id])[0]!.name}`,
            option: seg,
            odds: SSC_DEFAULT_ODDS[id]!,
          })),
        ),
      },
      { key: 'digit', name: '猜数字', entries: positional(['ball-digit'], [''], BALLS, SSC_DEFAULT_ODDS) },
      { key: 'bull', name: '斗牛', entries: e(['bull-big', 'bull-small', 'bull-odd', 'bull-even']) },
      {
        key: 'bull_value',
        name: '牛值',
        // one cell per 牛 value, each at its own price (无牛 is about one hand in three)
        entries: BULL_NAMES.map((name, v) => ({
          playId: 'bull-value',
          name,
          option: String(v),
          odds: BULL_VALUE_DEFAULT_ODDS[v]!,
        })),
      },
    ],
    norm: [
      {
        key: 'official',
        name: '官方玩法',
        entries: SSC_NORM_PLAY_DEFS.map((d) => ({
          playId: d.id,
          name: d.name,
          // 组选包胆 / 组选和值 pay the 组三 or the 组六 prize by the drawn shape (oddsKey)
          odds:
            d.id === 'group-bao-dan' || d.id === 'group-sum'
              ? {
                  'group-three': SSC_DEFAULT_ODDS['group-three']!,
                  'group-six': SSC_DEFAULT_ODDS['group-six']!,
                }
              : sscNormOdds(d.id),
        })),
      },
    ],
  };
}

export function k3Groups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(K3_PLAY_DEFS, K3_DEFAULT_ODDS, ids);
  const official = [
    'triple-any',
    'triple',
    'pair-any',
    'pair-exact',
    'three-distinct',
    'two-distinct',
    'straight-any',
  ];
  return {
    credit: [
      { key: 'two_sides', name: '大小单双', entries: e(['big', 'small', 'odd', 'even']) },
      { key: 'combo', name: '组合', entries: e(['big-odd', 'big-even', 'small-odd', 'small-even']) },
      {
        key: 'three_army',
        name: '三军',
        entries: [1, 2, 3, 4, 5, 6].map((f) => ({
          playId: 'three-army',
          name: String(f),
          option: String(f),
          odds: K3_THREE_ARMY_ODDS,
        })),
      },
    ],
    norm: [
      {
        key: 'sum',
        name: '和值',
        entries: Object.entries(K3_SUM_ODDS).map(([s, odds]) => ({
          playId: 'sum',
          name: s,
          option: s,
          odds,
        })),
      },
      { key: 'official', name: '官方玩法', entries: e(official) },
    ],
  };
}

export function syxwGroups(): PlayGroups {
  const ids = SYXW_PLAY_DEFS.map((d) => d.id);
  const oddsFor = (id: string) => SYXW_DEFAULT_ODDS[id]!;
  // 胆拖 k pays as 任选 k; the official 任选一…五 pay official prizes, not the credit room's
  const normOdds = (id: string) => {
    const any = id.startsWith('dan-tuo-') ? `any-${id.slice(8)}` : id;
    return SYXW_NORM_ANY_ODDS[any] ?? oddsFor(any);
  };
  return {
    credit: [
      {
        key: 'any',
        name: '任选',
        entries: ids
          .filter((id) => /^any-[1-5]$/.test(id))
          .map((id) => ({
            playId: id,
            name: SYXW_PLAY_DEFS.find((d) => d.id === id)!.name,
            odds: oddsFor(id),
          })),
      },
    ],
    norm: [
      {
        key: 'official',
        name: '官方玩法',
        entries: SYXW_PLAY_DEFS.map((d) => ({ playId: d.id, name: d.name, odds: normOdds(d.id) })),
      },
    ],
  };
}

const RANKS: string[] = [...PK10_PLACE_LABELS];

export function pk10Groups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(PK10_PLAY_DEFS, PK10_DEFAULT_ODDS, ids);
  return {
    credit: [
      {
        key: 'top_two',
        name: '冠亚和',
        entries: e(['top-two-big', 'top-two-small', 'top-two-odd', 'top-two-even']),
      },
      {
        key: 'top_two_sum',
        name: '冠亚和值',
        entries: Object.entries(PK10_TOP_TWO_SUM_ODDS).map(([s, odds]) => ({
          playId: 'top-two-sum',
          name: s,
          option: s,
          odds,
        })),
      },
      { key: 'bao_dou', name: '宝斗', entries: e(['bao-dou-in', 'bao-dou-out']) },
      {
        key: 'two_sides',
        name: '两面',
        entries: positional(
          ['rank-big', 'rank-small', 'rank-odd', 'rank-even'],
          ['大', '小', '单', '双'],
          RANKS,
          PK10_DEFAULT_ODDS,
        ),
      },
      {
        key: 'dragon_tiger',
        name: '龙虎',
        entries: positional(['dragon', 'tiger'], ['龙', '虎'], RANKS.slice(0, 5), PK10_DEFAULT_ODDS),
      },
      { key: 'top_three', name: '冠亚季', entries: e(['top-three-big', 'top-three-small']) },
      { key: 'rank', name: '定位', entries: positional(['rank-number'], [''], RANKS, PK10_DEFAULT_ODDS) },
    ],
    norm: [],
  };
}

export { markSixGroups } from './groups-mark-six';
