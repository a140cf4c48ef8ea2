import { drawResultFor, GAME_FAMILIES, type GameFamily } from '@qilin/domain';
import { type DrawGame, type DrawSchedule, overrideSchedule } from './draw-schedule';

/**
 * Names the draw algorithm an issue was drawn with, so a verifier can pick the matching code:
 * hash chain SHA-256 links, HMAC-SHA256(seed, "<code>:<issue>:<round>") stream, rejection-sampled ints,
 * mappings of B §14.5 as implemented by @qilin/domain `drawResultFor`.
 */
export const DRAW_ALGORITHM = 'qilin-chain-hmac-sha256-v1';

/** The draw as the domain defines it; the server never re-implements a game's rules. */
export const domainDrawResult = (gameCode: string, seedHex: string, issue: string): unknown =>
  drawResultFor(gameCode, seedHex, issue);

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
