import { StorageKey } from '@qilin/contract/storage-keys';
import { readJson, removeKey, writeJson } from '../../../lib/storage';

/** One option really bet in the round: the grid key, the order that holds it, and its stake. */
export type RealBet = { key: string; orderId: number; amountFen: number };

/** The stored real-bet info of one room's current round (StorageKey.realBetInfo). */
export type RealBetInfo = { gameId: string; roomId: string; issue: string; bets: RealBet[] };

function isInfo(v: unknown): v is RealBetInfo {
  const o = v as Partial<RealBetInfo> | null;
  return typeof o === 'object' && o !== null && typeof o.issue === 'string' && Array.isArray(o.bets);
}

/** The stored info when it is this room's round; anything else (another room, an old round) reads as none. */
export function readRealBet(gameId: string, roomId: string, issue: string | undefined): RealBetInfo | null {
  const v = readJson<unknown>(StorageKey.realBetInfo, null);
  if (!isInfo(v) || v.gameId !== gameId || v.roomId !== roomId || v.issue !== issue) return null;
  return v;
}

/** Adds an accepted order's options to the round's info (a new round starts a new list). */
export function recordRealBet(
  at: { gameId: string; roomId: string; issue: string },
  orderId: number,
  bets: { key: string; amountFen: number }[],
): RealBetInfo {
  const current = readRealBet(at.gameId, at.roomId, at.issue);
  const info: RealBetInfo = {
    ...at,
    bets: [...(current?.bets ?? []), ...bets.map((b) => ({ ...b, orderId }))],
  };
  writeJson(StorageKey.realBetInfo, info);
  return info;
}

/** A cancelled order leaves the info; with no order left (or cancel-all) the info is removed. */
export function dropRealBetOrder(info: RealBetInfo, orderId: number | undefined): RealBetInfo | null {
  const bets = orderId === undefined ? [] : info.bets.filter((b) => b.orderId !== orderId);
  if (bets.length === 0) {
    removeKey(StorageKey.realBetInfo);
    return null;
  }
  const next = { ...info, bets };
  writeJson(StorageKey.realBetInfo, next);
  return next;
}

/** Clears the stored info of this room (whichever round it was for); another room's info stays. */
export function clearRealBet(gameId: string, roomId: string): void {
  const v = readJson<unknown>(StorageKey.realBetInfo, null);
  if (v === null || !isInfo(v) || (v.gameId === gameId && v.roomId === roomId))
    removeKey(StorageKey.realBetInfo);
}

/** Stake per grid key, for the odds grid's "already bet" marks. */
export function placedByKey(info: RealBetInfo | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of info?.bets ?? []) out[b.key] = (out[b.key] ?? 0) + b.amountFen;
  return out;
}
