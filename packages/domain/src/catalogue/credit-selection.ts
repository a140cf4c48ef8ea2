import type { PlaySelection } from '../games/common/verdict';
import { parseParlayLegs } from '../games/mark-six/plays-parlay';
import { type CreditNumberPick, creditNumberPick, isCreditPick } from './number-picks';
import type { CatalogueEntry, FamilyGameType } from './types';

/**
 * Why a credit (两面) selection is not one bet of its catalogue entry: `numbers` when the picked
 * numbers break the entry's pick (count, range, repeats), `shape` when anything else does not fit
 * (an option, position, numbers or sets the entry does not take, or one it needs and lacks).
 */
export type CreditSelectionProblem = { kind: 'numbers'; pick: CreditNumberPick } | { kind: 'shape' };

/** 六合彩 过关: the only credit entry whose option the member composes (its legs, '1:big,3:red'). */
export function isCreditParlay(gameType: FamilyGameType, playId: string): boolean {
  return gameType === 'mark-six' && playId === 'parlay';
}

/** The entry's own option; for 过关 the member's legs; otherwise none. */
function optionFits(gameType: FamilyGameType, entry: CatalogueEntry, selection: PlaySelection): boolean {
  if (entry.option !== undefined) return selection.option === entry.option;
  if (!isCreditParlay(gameType, entry.playId)) return selection.option === undefined;
  try {
    parseParlayLegs(selection);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a credit selection against its catalogue entry before it is accepted, so that a bet is
 * exactly one 注 the judge can settle at the entry's fixed odds: the entry's own option and position
 * (none where it has none), and the numbers its pick asks for — no more. Without this a hand-made
 * 定位 bet listing all ten digits would always win at one number's odds. Null when the bet fits.
 */
export function creditSelectionProblem(
  gameType: FamilyGameType,
  entry: CatalogueEntry,
  selection: PlaySelection,
): CreditSelectionProblem | null {
  const shape = { kind: 'shape' } as const;
  if (selection.playId !== entry.playId) return shape;
  if (!optionFits(gameType, entry, selection)) return shape;
  if (selection.position !== entry.position) return shape;
  if ((selection.sets?.length ?? 0) > 0 || (selection.dan?.length ?? 0) > 0) return shape;
  const pick = creditNumberPick(gameType, entry.playId);
  const numbers = selection.numbers ?? [];
  if (!pick) return numbers.length > 0 ? shape : null;
  return isCreditPick(pick, numbers) ? null : { kind: 'numbers', pick };
}
