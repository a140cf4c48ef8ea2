import { K3_DEFAULT_ODDS, K3_PLAY_DEFS, K3_SUM_ODDS, K3_THREE_ARMY_ODDS } from '../games/k3';
import {
  MARK_SIX_COLOUR_NAMES,
  MARK_SIX_DEFAULT_ODDS,
  MARK_SIX_KEYED_ODDS,
  MARK_SIX_PLAY_DEFS,
  ZODIAC_NAMES,
} from '../games/mark-six';
import { PK10_DEFAULT_ODDS, PK10_PLAY_DEFS, PK10_TOP_TWO_SUM_ODDS } from '../games/pk10';
import { SSC_CREDIT_PLAY_DEFS, SSC_DEFAULT_ODDS, SSC_NORM_PLAY_DEFS } from '../games/ssc';
import { SYXW_DEFAULT_ODDS, SYXW_PLAY_DEFS } from '../games/syxw';
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
      {
        key: 'bull',
        name: '斗牛',
        entries: e(['bull-big', 'bull-small', 'bull-odd', 'bull-even', 'bull-value']),
      },
    ],
    norm: [
      {
        key: 'official',
        name: '官方玩法',
        entries: SSC_NORM_PLAY_DEFS.map((d) => ({
          playId: d.id,
          name: d.name,
          odds:
            d.id === 'group-bao-dan'
              ? {
                  'group-three': SSC_DEFAULT_ODDS['group-three']!,
                  'group-six': SSC_DEFAULT_ODDS['group-six']!,
                }
              : (SSC_DEFAULT_ODDS[d.id] ?? SSC_DEFAULT_ODDS['three-direct']!),
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
  const oddsFor = (id: string) => SYXW_DEFAULT_ODDS[id.startsWith('dan-tuo-') ? `any-${id.slice(8)}` : id]!;
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
        entries: SYXW_PLAY_DEFS.map((d) => ({ playId: d.id, name: d.name, odds: oddsFor(d.id) })),
      },
    ],
  };
}

const RANKS = [
  '冠军',
  '亚军',
  '第三名',
  '第四名',
  '第五名',
  '第六名',
  '第七名',
  '第八名',
  '第九名',
  '第十名',
];

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

export function markSixGroups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(MARK_SIX_PLAY_DEFS, MARK_SIX_DEFAULT_ODDS, ids);
  const name = (id: string) => MARK_SIX_PLAY_DEFS.find((d) => d.id === id)!.name;
  const colours = Object.entries(MARK_SIX_COLOUR_NAMES).map(([c, n]) => ({
    playId: 'special-colour',
    name: `${n}波`,
    option: c,
    odds: MARK_SIX_DEFAULT_ODDS[`special-colour-${c}`]!,
  }));
  const zodiac = ZODIAC_NAMES.map((n, i) => ({
    playId: 'special-zodiac',
    name: n,
    option: String(i),
    odds: MARK_SIX_DEFAULT_ODDS['special-zodiac']!,
  }));
  const two = [
    'special-big',
    'special-small',
    'special-odd',
    'special-even',
    'special-sum-odd',
    'special-sum-even',
    'special-sum-big',
    'special-sum-small',
    'special-tail-big',
    'special-tail-small',
  ];
  const link = ['three-all', 'two-all', 'special-pair'];
  return {
    credit: [
      { key: 'special', name: '特码', entries: e(['special-number']) },
      {
        key: 'two_sides',
        name: '两面',
        entries: e([
          ...two,
          'special-domestic',
          'special-wild',
          'total-big',
          'total-small',
          'total-odd',
          'total-even',
        ]),
      },
      { key: 'colour', name: '波色', entries: colours },
      { key: 'half_wave', name: '半波', entries: e(['half-wave']) },
      { key: 'zodiac', name: '特肖', entries: zodiac },
      { key: 'element', name: '五行', entries: e(['special-element']) },
      {
        key: 'regular',
        name: '正码',
        entries: e([
          'regular-number',
          'regular-k-number',
          'regular-k-big',
          'regular-k-small',
          'regular-k-odd',
          'regular-k-even',
          'regular-k-colour',
        ]),
      },
      { key: 'one', name: '一肖尾数', entries: e(['one-zodiac', 'one-tail']) },
      {
        key: 'six_zodiac',
        name: '六肖',
        entries: [
          {
            playId: 'six-zodiac',
            name: name('six-zodiac'),
            odds: {
              hit: MARK_SIX_DEFAULT_ODDS['six-zodiac-hit']!,
              miss: MARK_SIX_DEFAULT_ODDS['six-zodiac-miss']!,
            },
          },
        ],
      },
      {
        key: 'link',
        name: '连码',
        entries: [
          ...e(link),
          { playId: 'three-two', name: name('three-two'), odds: MARK_SIX_KEYED_ODDS['three-two']! },
          { playId: 'two-special', name: name('two-special'), odds: MARK_SIX_KEYED_ODDS['two-special']! },
        ],
      },
      {
        key: 'link_zodiac_tail',
        name: '生肖尾数连',
        entries: ['zodiac-link', 'tail-link'].flatMap((id) =>
          (['hit', 'miss'] as const).map((mode) => ({
            playId: id,
            name: `${name(id)}${mode === 'hit' ? '中' : '不中'}`,
            option: mode,
            odds: MARK_SIX_KEYED_ODDS[`${id}-${mode}`]!,
          })),
        ),
      },
      { key: 'not_hit', name: '不中', entries: e([5, 6, 7, 8, 9, 10].map((k) => `not-hit-${k}`)) },
      {
        key: 'parlay',
        name: '过关',
        entries: [{ playId: 'parlay', name: name('parlay'), odds: MARK_SIX_KEYED_ODDS.parlay! }],
      },
    ],
    norm: [],
  };
}
