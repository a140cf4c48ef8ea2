import { findGameFamily } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { buildOddsGroups } from './odds-groups';

const marksix = findGameFamily('Marksixff')!;
const zodiacGroup = marksix.playGroups.credit.find((g) =>
  g.entries.some((e) => e.playId === 'special-zodiac'),
)!;
const rat = (groups: ReturnType<typeof buildOddsGroups>) =>
  groups.find((g) => g.key === zodiacGroup.key)!.options.find((o) => o.option === '0')!;

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

describe('buildOddsGroups: position sections', () => {
  const sections = (code: string, key: string) =>
    buildOddsGroups(findGameFamily(code)!, undefined).find((g) => g.key === key)?.sections;

  it('时时彩 两面 under 第一球…第五球, every option once, in order', () => {
    const ssc = buildOddsGroups(findGameFamily('Ffc')!, undefined).find((g) => g.key === 'two_sides')!;
    expect(ssc.sections?.map((s) => s.label)).toEqual(['第一球', '第二球', '第三球', '第四球', '第五球']);
    expect(ssc.sections?.flatMap((s) => s.options)).toEqual(ssc.options);
    expect(ssc.sections?.[0]?.options.every((o) => o.name.startsWith('第一球'))).toBe(true);
  });

  it('PK10 两面 and 龙虎 by place, 六合彩 正码1-6 by 正码, 牛牛 by seat', () => {
    expect(sections('Cqdb', 'two_sides')?.map((s) => s.label)).toEqual([
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
    ]);
    expect(sections('Cqdb', 'dragon_tiger')?.map((s) => s.label)).toEqual([
      '冠军',
      '亚军',
      '第三名',
      '第四名',
      '第五名',
    ]);
    expect(sections('Marksixff', 'regular_sides')?.map((s) => s.label)).toEqual([
      '正码一',
      '正码二',
      '正码三',
      '正码四',
      '正码五',
      '正码六',
    ]);
    expect(sections('Bull', 'hand')).toHaveLength(4);
  });

  it('one option per position (猜数字, 定位) or no positions stays one grid', () => {
    expect(sections('Ffc', 'digit')).toBeUndefined();
    expect(sections('Cqdb', 'rank')).toBeUndefined();
    expect(sections('Ffc', 'total')).toBeUndefined();
  });
});
