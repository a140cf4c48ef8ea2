import type { LotteryInfo } from '@qilin/contract';
import {
  type CatalogueEntry,
  type CreditNumberPick,
  creditNumberPick,
  type GameFamily,
  isCreditParlay,
  type PlayGroup,
} from '@qilin/domain';

/**
 * `pick`: the option settles against numbers the member picks before it can be bet (credit only);
 * `parlay`: 六合彩 过关, whose legs the member composes before it can be bet.
 */
export type OddsOption = CatalogueEntry & {
  key: string;
  oddsText: string;
  pick?: CreditNumberPick;
  parlay?: boolean;
};
/** A run of a group's options about one position (第一球, 冠军, 正码一, 庄牛…), under its own header. */
export type OddsSection = { key: string; label: string; options: OddsOption[] };
export type OddsGroup = { key: string; name: string; options: OddsOption[]; sections?: OddsSection[] };

const commonPrefix = (names: string[]): string =>
  names.reduce((prefix, name) => {
    let i = 0;
    while (i < prefix.length && prefix[i] === name[i]) i += 1;
    return prefix.slice(0, i);
  });

/**
 * A group whose options are about several positions, several options each (时时彩 两面: 第一球大…第五球双;
 * PK10 两面 and 龙虎; 六合彩 正码1-6; 牛牛 牛大小单双), splits into one section per position, headed by
 * what its options' names share. A group of one option per position (猜数字, 定位) stays one grid.
 */
export function positionSections(groupKey: string, options: OddsOption[]): OddsSection[] | undefined {
  if (options.some((o) => o.position === undefined)) return undefined;
  const byPosition = new Map<number, OddsOption[]>();
  for (const o of options)
    byPosition.set(o.position as number, [...(byPosition.get(o.position as number) ?? []), o]);
  if (byPosition.size < 2 || [...byPosition.values()].some((run) => run.length < 2)) return undefined;
  const sections = [...byPosition].map(([position, run]) => ({
    key: `${groupKey}@${position}`,
    label: commonPrefix(run.map((o) => o.name)),
    options: run,
  }));
  return sections.every((s) => s.label !== '') ? sections : undefined;
}

const oddsText = (odds: CatalogueEntry['odds']) =>
  typeof odds === 'string' ? odds : Object.values(odds).join('/');

export function optionKey(groupKey: string, entry: CatalogueEntry): string {
  return [groupKey, entry.playId, entry.option ?? '', entry.position ?? ''].join(':');
}

/**
 * An entry's odds as the server's lottery info gives them, from the bonus map: one value by name, a
 * keyed pay table (组选包胆 组三/组六, 特肖 default/year) key by key as `name:key`. Whatever the server
 * does not give keeps the catalogue's default.
 */
function serverOdds(
  entry: CatalogueEntry,
  bonus: Record<string, string> | undefined,
): CatalogueEntry['odds'] {
  const table = entry.odds;
  if (typeof table === 'string') return bonus?.[entry.name] || table;
  return Object.fromEntries(
    Object.keys(table).map((k) => [k, bonus?.[`${entry.name}:${k}`] || (table[k] as string)]),
  );
}

/**
 * The odds grid: play structure from the catalogue (which ids the server accepts), odds from the
 * server's lottery info (serverOdds), else the default. A bet carries the odds it was shown, so showing
 * the server's odds — keyed tables included — is what keeps bets accepted.
 */
export function buildOddsGroups(
  family: GameFamily,
  info: Partial<Pick<LotteryInfo, 'credit' | 'norm'>> | undefined,
  side: 'credit' | 'norm' = 'credit',
): OddsGroup[] {
  const groups: PlayGroup[] = family.playGroups[side];
  const infoGroups = info?.[side] ?? [];
  return groups.map((group): OddsGroup => {
    const bonusGroup = infoGroups.find((g) => g.play_name === group.name);
    const options = group.entries.map((entry): OddsOption => {
      const bonus = bonusGroup?.plays.find((p) => p.play_name === entry.playId)?.bonus;
      const odds = serverOdds(entry, bonus);
      const pick = side === 'credit' ? creditNumberPick(family.gameType, entry.playId) : undefined;
      return {
        ...entry,
        odds,
        key: optionKey(group.key, entry),
        oddsText: oddsText(odds),
        ...(pick && { pick }),
        ...(side === 'credit' && isCreditParlay(family.gameType, entry.playId) && { parlay: true }),
      };
    });
    const sections = positionSections(group.key, options);
    return { key: group.key, name: group.name, options, ...(sections && { sections }) };
  });
}
