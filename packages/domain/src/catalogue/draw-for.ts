import { localDate } from '../clock/business-day';
import { markSixIssueByNumber } from '../clock/mark-six-schedule';
import { drawBaccarat } from '../games/baccarat';
import { drawCardBull } from '../games/card-bull';
import { drawDigitBull } from '../games/digit-bull';
import { drawK3 } from '../games/k3';
import { drawKenoResult } from '../games/keno';
import { drawMarkSixResult } from '../games/mark-six';
import { drawPc28 } from '../games/pc28';
import { drawPk10Result } from '../games/pk10';
import { drawRedPacket, type RedPacketResult } from '../games/red-packet';
import type { GameResult } from '../games/registry';
import { drawSsc } from '../games/ssc';
import { drawSyxwResult } from '../games/syxw';
import { createDrawRng, createDrawRngV2, type Rng } from '../rng';
import { findGameFamily } from './families';

/**
 * Draw date (Asia/Shanghai YYYY-MM-DD) of an issue, which decides the Mark Six zodiac year:
 * 'YYYY-NNN' (Marksixhk) → that draw day; 'YYYYMMDD-NNNN' → its business day.
 */
export function issueDrawDate(issue: string): string {
  const hk = /^\d{4}-\d{3}$/.test(issue) ? markSixIssueByNumber(issue) : null;
  if (hk) {
    const d = localDate(hk.drawAtMs);
    return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  }
  const m = /^(\d{4})(\d{2})(\d{2})-\d+$/.exec(issue);
  if (!m) throw new RangeError(`unrecognised issue number: ${issue}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * Runs the family's draw for an issue from its revealed chain seed. Without a salt it is v1
 * (A1: HMAC(seed, "<code>:<issue>:<round>")); with the beacon randomness as `saltHex` it is v2
 * (HMAC(seed, "<code>:<issue>:<round>:<saltHex>")). The mappings are the same in both.
 */
export function drawResultFor(
  familyCode: string,
  seedHex: string,
  issue: string,
  saltHex?: string,
): GameResult {
  const family = findGameFamily(familyCode);
  if (!family) throw new RangeError(`unknown game family: ${familyCode}`);
  const rng =
    saltHex === undefined
      ? createDrawRng(seedHex, family.code, issue)
      : createDrawRngV2(seedHex, family.code, issue, saltHex);
  return drawResultFromRng(family.code, issue, rng);
}

/**
 * The family's mapping (B §14.5) over any stream of ints: drawResultFor hands it the HMAC stream; the
 * fairness page's worked example hands it a stream that records every word it reads.
 */
export function drawResultFromRng(familyCode: string, issue: string, rng: Rng): GameResult {
  const family = findGameFamily(familyCode);
  if (!family) throw new RangeError(`unknown game family: ${familyCode}`);
  switch (family.gameType) {
    case 'pc28':
      return drawPc28(rng, family.pc28Source ?? 'direct');
    case 'ssc':
      return drawSsc(rng);
    case 'k3':
      return drawK3(rng);
    case 'syxw':
      return drawSyxwResult(rng);
    case 'pk10':
      return drawPk10Result(rng);
    case 'keno':
      return drawKenoResult(rng);
    case 'mark-six':
      return drawMarkSixResult(rng, issueDrawDate(issue));
    case 'digit-bull':
      return drawDigitBull(rng);
    case 'card-bull':
      return drawCardBull(rng);
    case 'baccarat':
      return drawBaccarat(rng);
    case 'red-packet':
      throw new RangeError('red packets are split per packet: use drawRedPacketFor');
  }
}

/** A red packet's split from the seed committed at its creation; the packet id plays the issue's role. */
export function drawRedPacketFor(
  seedHex: string,
  packetId: string,
  totalFen: number,
  count: number,
): RedPacketResult {
  return drawRedPacket(createDrawRng(seedHex, 'RedPacket', packetId), totalFen, count);
}
