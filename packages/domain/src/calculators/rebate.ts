import type { GameFamily } from '../catalogue/types';
import { bpToOdds, oddsToBp } from '../games/common/odds-math';

/**
 * 返点 (rebate, the spec's `point`) on official (norm) plays, in basis points of the stake: 100 bp = 1 %.
 *
 * Rule (game-rules B §0 says only that the rebate slider "lowers the prize"; this is the common
 * industry rule): a member who takes rebate r is paid the play's prize × (1 − r) when a bet wins, and
 * is credited r × stake when the bet settles (won or lost; a cancelled or refunded bet earns none).
 * With every play's return to player ρ ≤ 1, the member's expected return (1 − r)·ρ + r stays ≤ 1.
 */

/** The slider's step: 0.1 %. */
export const REBATE_STEP_BP = 10;

/** Site default ceiling (game-rules B §0: "up to 8 % rebate"). */
export const DEFAULT_MAX_REBATE_BP = 800;

const WHOLE = 10_000;

/** Whether `rebateBp` is a rebate a member whose ceiling is `maxBp` may take. */
export function isAllowedRebate(rebateBp: number, maxBp: number): boolean {
  return (
    Number.isSafeInteger(rebateBp) &&
    Number.isSafeInteger(maxBp) &&
    rebateBp >= 0 &&
    rebateBp <= maxBp &&
    maxBp <= WHOLE
  );
}

function assertRebate(rebateBp: number): void {
  if (!Number.isSafeInteger(rebateBp) || rebateBp < 0 || rebateBp > WHOLE)
    throw new RangeError(`rebate must be an integer 0–10000 bp: ${rebateBp}`);
}

/** One odds value at rebate r: floor(odds × (1 − r)) to the 0.0001 (odds are exact to 4 places). */
export function oddsAtRebate(odds: string, rebateBp: number): string {
  assertRebate(rebateBp);
  if (rebateBp === 0) return odds;
  const bp = BigInt(oddsToBp(odds));
  return bpToOdds(Number((bp * BigInt(WHOLE - rebateBp)) / BigInt(WHOLE)));
}

/** A play's odds at rebate r: one value, or every value of a keyed pay table (组选包胆 组三/组六). */
export function playOddsAtRebate<T extends string | Readonly<Record<string, string>>>(
  odds: T,
  rebateBp: number,
): T {
  if (typeof odds === 'string') return oddsAtRebate(odds, rebateBp) as T;
  return Object.fromEntries(Object.entries(odds).map(([k, v]) => [k, oddsAtRebate(v, rebateBp)])) as T;
}

/** The rebate a bet earns: floor(stake × r), in fen. */
export function rebateFen(stakeFen: number, rebateBp: number): number {
  assertRebate(rebateBp);
  if (!Number.isSafeInteger(stakeFen) || stakeFen < 0)
    throw new RangeError(`stake must be integer fen ≥ 0: ${stakeFen}`);
  return Number((BigInt(stakeFen) * BigInt(rebateBp)) / BigInt(WHOLE));
}

/** The rebate as the percent the slider shows (`point`): 750 → '7.5', 800 → '8', 5 → '0.05'. */
export function rebatePoint(rebateBp: number): string {
  assertRebate(rebateBp);
  const whole = Math.floor(rebateBp / 100);
  const frac = String(rebateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** The rebates on offer up to a ceiling, step by step (the last is the ceiling itself). */
export function rebateChoices(maxBp: number): number[] {
  if (!isAllowedRebate(0, maxBp)) return [0];
  const out: number[] = [];
  for (let bp = 0; bp < maxBp; bp += REBATE_STEP_BP) out.push(bp);
  out.push(maxBp);
  return out;
}

/** The family as a member at rebate r plays it: every official (norm) entry's odds lowered, credit as is. */
export function familyAtRebate(family: GameFamily, rebateBp: number): GameFamily {
  assertRebate(rebateBp);
  if (rebateBp === 0) return family;
  const norm = family.playGroups.norm.map((g) => ({
    ...g,
    entries: g.entries.map((e) => ({ ...e, odds: playOddsAtRebate(e.odds, rebateBp) })),
  }));
  return { ...family, playGroups: { ...family.playGroups, norm } };
}
