import {
  DRAW_ALGORITHM_V1,
  drawResultFor,
  GAME_FAMILIES,
  type GameFamily,
  type GameResult,
} from '@qilin/domain';
import { type DrawGame, type DrawSchedule, overrideSchedule } from './draw-schedule.rules';

/**
 * The algorithm of issues drawn without a beacon (hash chain links, HMAC-SHA256 stream, rejection-sampled
 * ints, the mappings of B §14.5); with a beacon new issues are DRAW_ALGORITHM_V2 (salted).
 */
export const DRAW_ALGORITHM = DRAW_ALGORITHM_V1;

/** The draw as the domain defines it; the server never re-implements a game's rules. */
export const domainDrawResult = (
  gameCode: string,
  seedHex: string,
  issue: string,
  saltHex?: string,
): GameResult => drawResultFor(gameCode, seedHex, issue, saltHex);

function scheduleOf(family: GameFamily): DrawSchedule | null {
  if (family.classType === 3 || family.gameType === 'red-packet') return null;
  if (family.periodSec === null) return family.gameType === 'mark-six' ? { kind: 'mark-six' } : null;
  return { kind: 'periodic', periodSec: family.periodSec, closeSec: family.closeSec ?? 0 };
}

export interface DrawGamesOptions {
  /** Only these catalogue codes (tests keep the scheduler small). */
  only?: readonly string[];
  /** Test / e2e: every game draws every `periodSec` seconds (e.g. 15). */
  periodSec?: number;
  closeSec?: number;
}

/** Every self-drawn game of the catalogue (class 1 and 2), with the optional period override applied. */
export function drawGamesFromCatalogue(options: DrawGamesOptions = {}): DrawGame[] {
  const games: DrawGame[] = [];
  for (const family of GAME_FAMILIES) {
    if (options.only && !options.only.includes(family.code)) continue;
    const schedule = scheduleOf(family);
    if (!schedule) continue;
    games.push({
      code: family.code,
      schedule: overrideSchedule(schedule, options.periodSec, options.closeSec),
    });
  }
  return games;
}
