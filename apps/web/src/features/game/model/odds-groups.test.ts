import { findGameFamily } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { buildOddsGroups } from './odds-groups';

const marksix = findGameFamily('Marksixff')!;
const zodiacGroup = marksix.playGroups.credit.find((g) =>
  g.entries.some((e) => e.playId === 'special-zodiac'),
)!;
const rat = (groups: ReturnType<typeof buildOddsGroups>) =>
  groups.find((g) => g.key === zodiacGroup.key)!.options.find((o) => o.option === '0')!;
const timesKey = `times_${zodiacGroup.key}` as const;

describe('buildOddsGroups: keyed pay tables from the server', () => {
  it('takes each key from the bonus map (`name:key`) and shows them joined in the catalogue order', () => {
    const info = {
      credit: [
        {
          play_name: zodiacGroup.name,
          plays: [{ play_name: 'special-zodiac', bonus: { '鼠:year': '9.9', '鼠:default': '12.5' } }],
        },
      ],
    };
    const option = rat(buildOddsGroups(marksix, info));
    expect(option.odds).toEqual({ default: '12.5', year: '9.9' });
    expect(option.oddsText).toBe('12.5/9.9');
  });

  it('reads the joined times_* text by position; a text of another length keeps the defaults', () => {
    const index = zodiacGroup.entries.findIndex((e) => e.playId === 'special-zodiac' && e.option === '0');
    const times = zodiacGroup.entries.map(() => '');
    times[index] = '12.5/9.9';
    expect(rat(buildOddsGroups(marksix, { [timesKey]: times })).odds).toEqual({
      default: '12.5',
      year: '9.9',
    });
    times[index] = '12.5';
    const defaults = zodiacGroup.entries[index]!.odds;
    expect(rat(buildOddsGroups(marksix, { [timesKey]: times })).odds).toEqual(defaults);
    expect(rat(buildOddsGroups(marksix, undefined)).odds).toEqual(defaults);
  });

  it('a key the server leaves out keeps its default; plain odds still come from the bonus map', () => {
    const info = {
      credit: [
        {
          play_name: zodiacGroup.name,
          plays: [{ play_name: 'special-zodiac', bonus: { '鼠:default': '12.5' } }],
        },
      ],
    };
    const defaults = zodiacGroup.entries.find((e) => e.option === '0')!.odds as Record<string, string>;
    expect(rat(buildOddsGroups(marksix, info)).odds).toEqual({ default: '12.5', year: defaults.year });

    const ffc = findGameFamily('Ffc')!;
    const group = ffc.playGroups.credit[0]!;
    const first = group.entries[0]!;
    const plain = buildOddsGroups(ffc, {
      credit: [
        { play_name: group.name, plays: [{ play_name: first.playId, bonus: { [first.name]: '2.05' } }] },
      ],
    });
    expect(plain[0]!.options[0]!.odds).toBe('2.05');
  });
});
