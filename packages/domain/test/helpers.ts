import type { GameResult, PlaySelection } from '../src/games';
import type { Rng } from '../src/rng';
import { type BetSettlement, type SettleBet, settleBet } from '../src/settlement';

/** A scripted Rng: returns the given integers in order (each must be < n). */
export function scriptedRng(values: number[]): Rng {
  let i = 0;
  return {
    int(n: number) {
      const v = values[i++];
      if (v === undefined || v >= n) throw new Error(`script exhausted or out of range at ${i - 1} (n=${n})`);
      return v;
    },
  };
}

/** Settles one 100-fen bet at the given odds and returns it. */
export function settleOne(
  result: GameResult,
  selection: Omit<PlaySelection, 'playId'> & { playId: string },
  odds: SettleBet['odds'] = '2',
  extra: Partial<SettleBet> = {},
  config: Record<string, unknown> = {},
): BetSettlement {
  // biome-ignore lint/suspicious/noExplicitAny: test helper spans every game's config type
  return settleBet(result as any, { id: 'b', selection, stakeFen: 100, odds, ...extra }, config as any);
}

export const outcome = (...args: Parameters<typeof settleOne>) => settleOne(...args).outcome;
