import {
  MARK_SIX_COLOUR_NAMES,
  MARK_SIX_DEFAULT_ODDS,
  MARK_SIX_KEYED_ODDS,
  MARK_SIX_PLAY_DEFS,
  ZODIAC_NAMES,
} from '../games/mark-six';
import { simpleEntries } from './groups-number';
import type { PlayGroups } from './types';

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
