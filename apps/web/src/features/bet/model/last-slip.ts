import { StorageKey } from '@qilin/contract/storage-keys';
import { readJson, writeJson } from '../../../lib/storage';
import { isPickOf, type SlipPick } from './slip';

/** The last slip a member placed in a game: its picks and the stake of each. */
export type LastSlip = { picks: SlipPick[]; amountFen: number };

type Stored = Record<string, LastSlip>;

const isPick = (v: unknown): v is SlipPick => {
  const p = v as Partial<SlipPick> | null;
  return typeof p === 'object' && p !== null && typeof p.key === 'string' && typeof p.playId === 'string';
};

function isLastSlip(v: unknown): v is LastSlip {
  const s = v as Partial<LastSlip> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    Number.isSafeInteger(s.amountFen) &&
    (s.amountFen ?? 0) > 0 &&
    Array.isArray(s.picks) &&
    s.picks.length > 0 &&
    s.picks.every(isPick)
  );
}

/** The game's last placed slip on this device; anything unreadable reads as none. */
export function readLastSlip(gameId: string): LastSlip | null {
  const v = readJson<Stored | null>(StorageKey.lastSlip, null)?.[gameId];
  return isLastSlip(v) ? v : null;
}

export function saveLastSlip(gameId: string, slip: LastSlip): void {
  const all = readJson<Stored | null>(StorageKey.lastSlip, null) ?? {};
  writeJson(StorageKey.lastSlip, { ...all, [gameId]: slip });
}

/**
 * 上期重投: the last slip's picks as the grid offers them now — each with today's odds (a bet carries
 * the odds it was shown, so stale odds would be refused). A pick whose option the grid no longer has
 * is left out.
 */
export function repeatPicks(last: LastSlip, options: readonly SlipPick[]): SlipPick[] {
  return last.picks.flatMap((pick) => {
    const now = options.find((o) => o.key === pick.key || isPickOf(pick, o));
    return now ? [{ ...pick, odds: now.odds, oddsText: now.oddsText }] : [];
  });
}

/** ×2: the stake doubled, unless that passes the per-bet maximum (then it stays). */
export function doubleStake(amountFen: number, maxFen = Number.MAX_SAFE_INTEGER): number {
  const doubled = amountFen * 2;
  return doubled <= maxFen ? doubled : amountFen;
}
