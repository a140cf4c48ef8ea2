import {
  MARK_SIX_COLOUR_NAMES,
  MARK_SIX_DEFAULT_ODDS,
  MARK_SIX_KEYED_ODDS,
  MARK_SIX_PLAY_DEFS,
  MARK_SIX_REGULAR_NAMES,
  type MarkSixColour,
  WUXING_NAMES,
  type WuxingElement,
  ZODIAC_NAMES,
} from '../games/mark-six';
import { simpleEntries } from './groups-number';
import type { CatalogueEntry, PlayGroups } from './types';

const COLOURS = Object.keys(MARK_SIX_COLOUR_NAMES) as MarkSixColour[];
const SIDES = [
  ['big', '大'],
  ['small', '小'],
  ['odd', '单'],
  ['even', '双'],
] as const;
const ELEMENTS = Object.keys(WUXING_NAMES) as WuxingElement[];
const name = (id: string) => MARK_SIX_PLAY_DEFS.find((d) => d.id === id)!.name;
const odds = (key: string) => MARK_SIX_DEFAULT_ODDS[key]!;

/** 正码1–6: per position 正码k特 (one number), then 大小单双 and 波色 of that ball. */
function regularByPosition(): { special: CatalogueEntry[]; sides: CatalogueEntry[] } {
  const special = MARK_SIX_REGULAR_NAMES.map((pos, i) => ({
    playId: 'regular-k-number',
    name: `${pos}特`,
    position: i + 1,
    odds: odds('regular-k-number'),
  }));
  const sides = MARK_SIX_REGULAR_NAMES.flatMap((pos, i) => [
    ...SIDES.map(([side, sideName]) => ({
      playId: `regular-k-${side}`,
      name: `${pos}${sideName}`,
      position: i + 1,
      odds: odds(`regular-k-${side}`),
    })),
    ...COLOURS.map((c) => ({
      playId: 'regular-k-colour',
      name: `${pos}${MARK_SIX_COLOUR_NAMES[c]}波`,
      position: i + 1,
      option: c,
      odds: odds('regular-k-colour'),
    })),
  ]);
  return { special, sides };
}

/**
 * Every credit entry is complete as a grid cell (its option and position), or completed by the
 * member's pick (creditNumberPick: 特码, 正码, 连码, 不中, 六肖, 肖连 / 尾连) or 过关 legs.
 */
export function markSixGroups(): PlayGroups {
  const e = (ids: string[]) => simpleEntries(MARK_SIX_PLAY_DEFS, MARK_SIX_DEFAULT_ODDS, ids);
  const colours = COLOURS.map((c) => ({
    playId: 'special-colour',
    name: `${MARK_SIX_COLOUR_NAMES[c]}波`,
    option: c,
    odds: odds(`special-colour-${c}`),
  }));
  const halfWave = COLOURS.flatMap((c) =>
    SIDES.map(([side, sideName]) => ({
      playId: 'half-wave',
      name: `${MARK_SIX_COLOUR_NAMES[c]}${sideName}`,
      option: `${c}-${side}`,
      odds: odds(`half-wave-${c}-${side}`),
    })),
  );
  const zodiacs = (playId: string, prefix: string) =>
    ZODIAC_NAMES.map((n, i) => ({
      playId,
      name: `${prefix}${n}`,
      option: String(i),
      odds: MARK_SIX_KEYED_ODDS[playId]!,
    }));
  const elements = ELEMENTS.map((el) => ({
    playId: 'special-element',
    name: WUXING_NAMES[el],
    option: el,
    odds: MARK_SIX_KEYED_ODDS['special-element']!,
  }));
  const tails = Array.from({ length: 10 }, (_, t) => ({
    playId: 'one-tail',
    name: `${t}尾`,
    option: String(t),
    // tail 0 has four balls (10 20 30 40), tails 1–9 five
    odds: odds(t === 0 ? 'one-tail-zero' : 'one-tail'),
  }));
  const hitMiss = (playId: string, label: string, oddsOf: (mode: 'hit' | 'miss') => CatalogueEntry['odds']) =>
    (['hit', 'miss'] as const).map((mode) => ({
      playId,
      name: `${label}${mode === 'hit' ? '中' : '不中'}`,
      option: mode,
      odds: oddsOf(mode),
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
  const regular = regularByPosition();
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
      { key: 'half_wave', name: '半波', entries: halfWave },
      { key: 'zodiac', name: '特肖', entries: zodiacs('special-zodiac', '') },
      { key: 'element', name: '五行', entries: elements },
      { key: 'regular', name: '正码', entries: e(['regular-number']) },
      { key: 'regular_special', name: '正码特', entries: regular.special },
      { key: 'regular_sides', name: '正码1-6', entries: regular.sides },
      { key: 'one_zodiac', name: '一肖', entries: zodiacs('one-zodiac', '一肖') },
      { key: 'one_tail', name: '尾数', entries: tails },
      {
        key: 'six_zodiac',
        name: '六肖',
        entries: hitMiss('six-zodiac', name('six-zodiac'), (mode) => odds(`six-zodiac-${mode}`)),
      },
      {
        key: 'link',
        name: '连码',
        entries: [
          ...e(['three-all', 'two-all', 'special-pair']),
          { playId: 'three-two', name: name('three-two'), odds: MARK_SIX_KEYED_ODDS['three-two']! },
          { playId: 'two-special', name: name('two-special'), odds: MARK_SIX_KEYED_ODDS['two-special']! },
        ],
      },
      {
        key: 'link_zodiac_tail',
        name: '生肖尾数连',
        entries: ['zodiac-link', 'tail-link'].flatMap((id) =>
          hitMiss(id, name(id), (mode) => MARK_SIX_KEYED_ODDS[`${id}-${mode}`]!),
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
