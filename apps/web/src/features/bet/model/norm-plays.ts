import type { BetItem } from '@qilin/contract';
import { GAME_PLAY_RULES, type GameType } from '@qilin/domain';
import { playInput } from './play-input';

/** A norm catalogue entry as the screen gets it (odds from the server's game info). */
export type NormPlay = { playId: string; name: string; odds: BetItem['odds']; option?: string };

/** A play of the panel: entries keyed by option (快3 和值 3…18) merge into one play with per-option odds. */
export type PanelPlay = {
  playId: string;
  name: string;
  odds: BetItem['odds'];
  optionOdds?: Record<string, BetItem['odds']>;
};

/** The plays the panel offers, in catalogue order; a play without an input here is left out. */
export function panelPlays(gameType: string, plays: readonly NormPlay[]): PanelPlay[] {
  const out: PanelPlay[] = [];
  for (const p of plays) {
    if (!playInput(gameType, p.playId)) continue;
    const same = out.find((q) => q.playId === p.playId);
    if (p.option === undefined) {
      if (!same) out.push({ playId: p.playId, name: p.name, odds: p.odds });
      continue;
    }
    if (same) {
      same.optionOdds = { ...same.optionOdds, [p.option]: p.odds };
      continue;
    }
    const rules = GAME_PLAY_RULES[gameType as GameType] as ReadonlyMap<string, { name: string }> | undefined;
    const name = rules?.get(p.playId)?.name ?? p.name;
    out.push({ playId: p.playId, name, odds: p.odds, optionOdds: { [p.option]: p.odds } });
  }
  return out;
}
