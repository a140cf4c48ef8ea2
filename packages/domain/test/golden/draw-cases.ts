import { drawResultFor, GAME_FAMILIES } from '../../src/catalogue';
import rng from './rng.json';

/** The cases of draws.json: every drawn family × a few issues, seeded from the rng golden chain. */
export const GOLDEN_ISSUES = ['20260216-0001', '20260217-0002', '20261122-0345'];

export interface GoldenDraw {
  family: string;
  seedHex: string;
  issue: string;
  result: unknown;
}

export function goldenDraws(): GoldenDraw[] {
  const out: GoldenDraw[] = [];
  for (const family of GAME_FAMILIES) {
    if (family.gameType === 'red-packet') continue;
    const issues = family.code === 'Marksixhk' ? ['2026-001', '2026-020'] : GOLDEN_ISSUES;
    issues.forEach((issue, i) => {
      const seedHex = rng.chain[i + 1]!;
      out.push({ family: family.code, seedHex, issue, result: drawResultFor(family.code, seedHex, issue) });
    });
  }
  return out;
}
