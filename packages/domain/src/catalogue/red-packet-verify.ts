import { verifyChainLink } from '../rng';
import { drawRedPacketFor } from './draw-for';

export interface RedPacketVerifyInput {
  packetId: string;
  /** The seed revealed once the packet is emptied or expired. */
  seedHex: string;
  /** SHA-256 of the seed's raw bytes, shown when the packet was created. */
  commitment: string;
  totalFen: number;
  count: number;
  /** The amounts announced, in grab order: the whole split, or the grabbed prefix of an expired packet. */
  partsFen: readonly number[];
}

export interface RedPacketVerifyResult {
  commitmentOk: boolean;
  splitOk: boolean;
  ok: boolean;
  /** The whole split recomputed from the seed (null when the seed or sizes cannot be used). */
  recomputedFen: number[] | null;
}

/**
 * The client-side check of a red packet (game-rules A1): the revealed seed hashes to the commitment
 * shown at creation, and re-deriving the split from it gives exactly the announced amounts in order.
 */
export function verifyRedPacket(input: RedPacketVerifyInput): RedPacketVerifyResult {
  const commitmentOk = verifyChainLink(input.seedHex, input.commitment);
  let recomputedFen: number[] | null = null;
  try {
    recomputedFen = drawRedPacketFor(input.seedHex, input.packetId, input.totalFen, input.count).partsFen;
  } catch {
    // A malformed seed or impossible sizes cannot be recomputed: the check fails, it never throws.
    recomputedFen = null;
  }
  const splitOk =
    recomputedFen !== null &&
    input.partsFen.length <= recomputedFen.length &&
    input.partsFen.every((fen, i) => recomputedFen?.[i] === fen);
  return { commitmentOk, splitOk, ok: commitmentOk && splitOk, recomputedFen };
}
