import type { BetItem } from '@qilin/contract';
import {
  CARD_BULL_DOUBLE_RESERVE,
  type CatalogueEntry,
  creditSelectionProblem,
  findGameFamily,
  type GameFamily,
  type GameType,
  isNormPlay,
  isValidKenoPick,
  normBetCount,
  type PlaySelection,
  selectionCost,
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

/** Odds are compared as decimals ('1.98' = '1.980'), never repriced: a mismatch refuses the bet. */
function sameDecimal(a: string, b: string): boolean {
  return a.trim() !== '' && Number(a) === Number(b);
}

function sameOdds(shown: BetItem['odds'], server: CatalogueEntry['odds']): boolean {
  if (typeof server === 'string') return typeof shown === 'string' && sameDecimal(shown, server);
  if (typeof shown === 'string') return false;
  const keys = Object.keys(server);
  if (keys.length !== Object.keys(shown).length) return false;
  for (const k of keys) if (!sameDecimal(shown[k] ?? '', server[k] ?? '')) return false;
  return true;
}

/** A family's credit and norm entries by play id, in catalogue order (built once per family object). */
type EntryIndex = { credit: Map<string, CatalogueEntry[]>; norm: Map<string, CatalogueEntry[]> };
const entryIndexes = new WeakMap<GameFamily, EntryIndex>();

function byPlay(groups: GameFamily['playGroups']['credit']): Map<string, CatalogueEntry[]> {
  const out = new Map<string, CatalogueEntry[]>();
  for (const g of groups)
    for (const e of g.entries) {
      const list = out.get(e.playId);
      if (list) list.push(e);
      else out.set(e.playId, [e]);
    }
  return out;
}

function entryIndex(family: GameFamily): EntryIndex {
  let index = entryIndexes.get(family);
  if (!index) {
    index = { credit: byPlay(family.playGroups.credit), norm: byPlay(family.playGroups.norm) };
    entryIndexes.set(family, index);
  }
  return index;
}

function matches(entry: CatalogueEntry, item: BetItem): boolean {
  return (
    entry.playId === item.playId &&
    (entry.option === undefined || entry.option === item.option) &&
    (entry.position === undefined || entry.position === item.position)
  );
}

function selectionOf(item: BetItem): PlaySelection {
  return {
    playId: item.playId,
    ...(item.option !== undefined && { option: item.option }),
    ...(item.position !== undefined && { position: item.position }),
    ...(item.numbers !== undefined && { numbers: item.numbers }),
    ...(item.sets !== undefined && { sets: item.sets }),
    ...(item.dan !== undefined && { dan: item.dan }),
  };
}

/**
 * A norm (官方) item: the server counts the 注 of the selection with the domain counter (the same one
 * settlement uses) and requires the stake to be exactly count × 2 元 ÷ unit × multiple. A count the
 * client sends is only checked, never trusted.
 */
function checkNorm(gameType: GameType, entry: CatalogueEntry, item: BetItem, selection: PlaySelection): void {
  // An entry keyed by option (K3 和值 per sum) prices exactly that option's number.
  if (entry.option !== undefined && item.numbers !== undefined) {
    if (item.numbers.length !== 1 || String(item.numbers[0]) !== entry.option)
      throw BetErrors.invalidSelection();
  }
  const count = normBetCount(gameType, item.playId, selection);
  if (count < 1) throw BetErrors.invalidSelection();
  if (item.count !== undefined && item.count !== count) throw BetErrors.normCountMismatch();
  const { moneyFen } = selectionCost({ count, unit: item.unit ?? 'yuan', multiple: item.multiple ?? 1 });
  if (moneyFen !== item.amountFen) throw BetErrors.normCountMismatch();
}

/**
 * A credit (两面) item is one 注 at fixed odds: the domain checks it against its entry (the entry's
 * option and position, exactly the numbers its pick asks for), so no hand-made bet can list every
 * digit of a 定位 and always win.
 */
function checkCredit(gameType: GameType, entry: CatalogueEntry, selection: PlaySelection): void {
  const problem = creditSelectionProblem(gameType, entry, selection);
  if (problem?.kind === 'numbers') throw BetErrors.creditPick(problem.pick);
  if (problem) throw BetErrors.invalidSelection();
}

/**
 * Matches each item to a catalogue entry — credit (两面盘, fixed odds) or, for an item carrying `unit`,
 * norm (官方, priced per 注) — checks the odds the member was shown and the per-bet limits.
 */
export function resolveItems(family: GameFamily, items: readonly BetItem[]): ResolvedItem[] {
  const index = entryIndex(family);
  const gameType = family.gameType as GameType; // betFamily() let no red-packet family through
  return items.map((item) => {
    const isNorm = item.unit !== undefined;
    // The first matching entry in catalogue order, as a scan of every entry would find it.
    const entry = (isNorm ? index.norm : index.credit).get(item.playId)?.find((e) => matches(e, item));
    if (!entry)
      throw !isNorm && index.norm.has(item.playId)
        ? BetErrors.playUnavailable()
        : BetErrors.invalidSelection();
    if (!sameOdds(item.odds, entry.odds)) throw BetErrors.oddsChanged();
    const selection = isNorm ? selectionOf(item) : selectionOf({ ...item, sets: undefined, dan: undefined });
    if (isNorm) checkNorm(gameType, entry, item, selection);
    else checkCredit(gameType, entry, selection);
    // A credit play that also has a counter (11选5 任选) must be exactly one 注 at its fixed odds.
    if (!isNorm && isNormPlay(gameType, item.playId) && normBetCount(gameType, item.playId, selection) !== 1)
      throw BetErrors.invalidSelection();
    // Keno 选k takes exactly k numbers: without them the bet could only be refunded at settlement.
    if (gameType === 'keno' && !isValidKenoPick(selection)) throw BetErrors.invalidSelection();
    if (item.amountFen < family.limits.minFen) throw BetErrors.belowMin(family.limits.minFen);
    if (item.amountFen > family.limits.maxPerBetFen) throw BetErrors.aboveMax(family.limits.maxPerBetFen);
    return {
      item,
      name: entry.name,
      selection,
      odds: entry.odds,
      holdFen: item.amountFen * reserveOf(family, item.playId),
    };
  });
}
