import type { CatalogueEntry, GameFamily, PlayGroup } from './types';

const oddsText = (odds: CatalogueEntry['odds']) =>
  typeof odds === 'string' ? odds : Object.values(odds).join('/');

/**
 * Spec §3 "Game bet info" (number games): `times_<group>` odds arrays by play group, and option entries
 * with name and pic (the odds value) per menu group.
 */
export interface GameBetInfoShape {
  times: Record<string, string[]>;
  menus: { key: string; name: string; options: { name: string; pic: string; selected: boolean }[] }[];
}

export function gameBetInfoShape(family: GameFamily): GameBetInfoShape {
  const groups = family.playGroups.credit;
  const times: Record<string, string[]> = {};
  for (const g of groups) times[`times_${g.key}`] = g.entries.map((e) => oddsText(e.odds));
  return {
    times,
    menus: groups.map((g) => ({
      key: g.key,
      name: g.name,
      options: g.entries.map((e) => ({ name: e.name, pic: oddsText(e.odds), selected: false })),
    })),
  };
}

/** Spec §3 "Game info (lottery)": credit and norm groups, each play with play_name and a bonus map name → odds. */
export interface LotteryInfoShape {
  lottery_type: string;
  credit: { play_name: string; plays: { play_name: string; bonus: Record<string, string> }[] }[];
  norm: { play_name: string; plays: { play_name: string; bonus: Record<string, string> }[] }[];
}

function bonusGroups(groups: PlayGroup[]): LotteryInfoShape['credit'] {
  return groups.map((g) => {
    const byPlay = new Map<string, Record<string, string>>();
    for (const e of g.entries) {
      const bonus = byPlay.get(e.playId) ?? {};
      if (typeof e.odds === 'string') bonus[e.name] = e.odds;
      else for (const [k, v] of Object.entries(e.odds)) bonus[`${e.name}:${k}`] = v;
      byPlay.set(e.playId, bonus);
    }
    return { play_name: g.name, plays: [...byPlay].map(([playId, bonus]) => ({ play_name: playId, bonus })) };
  });
}

export function lotteryInfoShape(family: GameFamily): LotteryInfoShape {
  return {
    lottery_type: family.gameType,
    credit: bonusGroups(family.playGroups.credit),
    norm: bonusGroups(family.playGroups.norm),
  };
}
