import type { RedPacketGrabView, RedPacketView } from '@qilin/contract';
import { ErrorCode } from '@qilin/contract/error-codes';
import { Messages } from '@qilin/contract/messages';
import { verifyRedPacket } from '@qilin/domain';

export type PacketStatus = 'open' | 'emptied' | 'expired';

/** Open until the server settles it; a settled packet is emptied or expired. */
export function packetStatus(p: RedPacketView): PacketStatus {
  if (p.state === 'open') return 'open';
  return p.settlement?.reason === 'expired' ? 'expired' : 'emptied';
}

/** Seconds left before expiry, from the server's clock (local now + offset), never below 0. */
export function secondsLeft(p: RedPacketView, localNowMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((p.expiresAt - (localNowMs + offsetMs)) / 1000));
}

export const formatLeft = (sec: number) =>
  `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;

/** Can the viewer grab it now (the server decides; this only hides a button that would be refused). */
export function canGrab(p: RedPacketView): boolean {
  return p.state === 'open' && !p.own && p.grabbedCount < p.count && !p.grabs.some((g) => g.self);
}

/**
 * What a grab row shows for its amount: the amount when the server revealed it (the viewer's own part,
 * or any part once settled), otherwise 'sealed' — an open packet tells counts, never the others' parts.
 */
export function grabAmount(g: RedPacketGrabView): number | 'sealed' {
  return g.amountFen ?? 'sealed';
}

export type PacketFairness =
  | { status: 'pending' }
  | { status: 'checked'; commitmentOk: boolean; splitOk: boolean; ok: boolean; recomputedFen: number[] };

/**
 * The browser's own check of a settled packet: SHA-256 of the revealed seed equals the hash shown at
 * creation, and the split re-derived from the seed equals the grabbed amounts in grab order.
 */
export function checkPacketFairness(p: RedPacketView): PacketFairness {
  if (!p.seed) return { status: 'pending' };
  // A settled packet reveals every amount; one still withheld (-1) fails the split check.
  const grabbed = [...p.grabs].sort((a, b) => a.seq - b.seq).map((g) => g.amountFen ?? -1);
  const r = verifyRedPacket({
    packetId: String(p.hid),
    seedHex: p.seed,
    commitment: p.commitment,
    totalFen: p.totalFen,
    count: p.count,
    partsFen: grabbed,
  });
  const announcedOk =
    p.partsFen === null ||
    (r.recomputedFen !== null && p.partsFen.every((fen, i) => r.recomputedFen?.[i] === fen));
  return {
    status: 'checked',
    commitmentOk: r.commitmentOk,
    splitOk: r.splitOk && announcedOk,
    ok: r.ok && announcedOk,
    recomputedFen: r.recomputedFen ?? [],
  };
}

/** Refusals that open the insufficient-balance popup: the ledger's code or the spec's text in the message. */
export function isInsufficientBalance(error: { code?: number; message: string }): boolean {
  return error.code === ErrorCode.InsufficientBalance || error.message.includes(Messages.insufficientBalance);
}
