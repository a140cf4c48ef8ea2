import type { BetItem } from '@qilin/contract';
import {
  CARD_BULL_DOUBLE_RESERVE,
  type CatalogueEntry,
  findGameFamily,
  type GameFamily,
  type PlaySelection,
} from '@qilin/domain';
import { BetErrors } from './bet.errors';

/** A bet item matched to its catalogue entry: the selection to settle and the server's odds. */
export interface ResolvedItem {
  item: BetItem;
  name: string;
  selection: PlaySelection;
  odds: CatalogueEntry['odds'];
  /** Held at bet time: the stake, or for card-bull 翻倍 the largest loss it can cost (A3, B §10). */
  holdFen: number;
}

function reserveOf(family: GameFamily, playId: string): number {
  return family.gameType === 'card-bull' && playId === 'player-double' ? CARD_BULL_DOUBLE_RESERVE : 1;
}

/** The family a bet names; red packets and unknown codes cannot take issue bets. */
export function betFamily(gameCode: string): GameFamily {
  const family = findGameFamily(gameCode);
  if (!family || family.classType === 3 || family.gameType === 'red-packet') throw BetErrors.gameNotFound();
  return family;
}

function sameOdds(shown: BetItem['odds'], server: CatalogueEntry['odds']): boolean {
  // Odds are compared as decimals ('1.98' = '1.980'), never repriced: a mismatch refuses the bet.
  const eq = (a: string, b: string) => a.trim() !== '' && Number(a) === Number(b);
  if (typeof server === 'string') return typeof shown === 'string' && eq(shown, server);
  if (typeof shown === 'string') return false;
  const keys = Object.keys(server);
  return keys.length === Object.keys(shown).length && keys.every((k) => eq(shown[k] ?? '', server[k] ?? ''));
}

function matches(entry: CatalogueEntry, item: BetItem): boolean {
  return (
    entry.playId === item.playId &&
    (entry.option === undefined || entry.option === item.option) &&
    (entry.position === undefined || entry.position === item.position)
  );
}

/**
 * Matches each item to a credit (两面盘, fixed-odds) entry of the catalogue, checks the odds the member
 * was shown and the per-bet limits. Norm (官方) plays need the domain's bet counter to price a
 * multi-注 selection; until the server can verify the count they are refused rather than trusted.
 */
export function resolveItems(family: GameFamily, items: readonly BetItem[]): ResolvedItem[] {
  const credit = family.playGroups.credit.flatMap((g) => g.entries);
  const norm = family.playGroups.norm.flatMap((g) => g.entries);
  return items.map((item) => {
    const entry = credit.find((e) => matches(e, item));
    if (!entry)
      throw norm.some((e) => e.playId === item.playId)
        ? BetErrors.playUnavailable()
        : BetErrors.invalidSelection();
    if (!sameOdds(item.odds, entry.odds)) throw BetErrors.oddsChanged();
    if (item.amountFen < family.limits.minFen) throw BetErrors.belowMin(family.limits.minFen);
    if (item.amountFen > family.limits.maxPerBetFen) throw BetErrors.aboveMax(family.limits.maxPerBetFen);
    const selection: PlaySelection = {
      playId: item.playId,
      ...(item.option !== undefined && { option: item.option }),
      ...(item.position !== undefined && { position: item.position }),
      ...(item.numbers !== undefined && { numbers: item.numbers }),
    };
    return {
      item,
      name: entry.name,
      selection,
      odds: entry.odds,
      holdFen: item.amountFen * reserveOf(family, item.playId),
    };
  });
}
