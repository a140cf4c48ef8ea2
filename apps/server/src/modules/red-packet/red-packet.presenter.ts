import type { RedPacketCheck, RedPacketGrabView, RedPacketView } from '@qilin/contract';
import { bpToOdds, drawRedPacketFor } from '@qilin/domain';
import type { GrabWithName, PacketWithName } from './red-packet.repository';
import type { RedPacketRow } from './red-packet.tables';

/** Other members' nicknames are masked, as in the room member list. */
export const maskName = (name: string) =>
  name.length <= 2 ? `${name.slice(0, 1)}*` : `${name.slice(0, 1)}***${name.slice(-1)}`;

export const mineDigitsOf = (row: Pick<RedPacketRow, 'mine_digits'>) =>
  row.mine_digits.split(',').map(Number);

/** The packet's split in grab order, from its committed seed (the packet id plays the role). */
export const splitOf = (row: Pick<RedPacketRow, 'id' | 'seed_hex' | 'total_fen' | 'count'>) =>
  drawRedPacketFor(row.seed_hex, String(row.id), row.total_fen, row.count).partsFen;

/** A grab row: its amount only to its grabber until the packet settled (game-rules A1). */
function grabView(g: GrabWithName, viewerId: number, settled: boolean): RedPacketGrabView {
  const self = g.member_id === viewerId;
  return {
    seq: g.seq,
    nickname: self ? g.nickname : maskName(g.nickname),
    amountFen: settled || self ? g.amount_fen : null,
    hitMine: settled ? g.hit_mine : null,
    paidFen: g.paid_fen,
    self,
  };
}

/**
 * What one member may see of a packet. While it is open: counts, the terms, the seed's hash and the
 * viewer's own part — no other part, no sum grabbed (total − sum = what is left, the last grabber's
 * part), no seed. Once settled: every amount, the seed and the whole split.
 */
export function presentPacket(
  row: PacketWithName,
  grabs: readonly GrabWithName[],
  viewerId: number,
  now: Date,
): RedPacketView {
  const settled = row.state === 'settled';
  return {
    hid: row.id,
    gameId: row.game_code,
    roomId: row.room_id,
    variant: row.variant,
    sender: row.sender_id === viewerId ? row.sender_nickname : maskName(row.sender_nickname),
    own: row.sender_id === viewerId,
    totalFen: row.total_fen,
    count: row.count,
    mineDigits: mineDigitsOf(row),
    rate: bpToOdds(row.rate_bp),
    liabilityFen: row.liability_fen,
    grabbedCount: row.grabbed_count,
    grabbedFen: settled ? row.grabbed_fen : null,
    state: row.state,
    createdAt: row.created_at.getTime(),
    expiresAt: row.expires_at.getTime(),
    serverTime: now.getTime(),
    commitment: row.commitment,
    seed: settled ? row.seed_hex : null,
    partsFen: settled ? splitOf(row) : null,
    grabs: grabs.map((g) => grabView(g, viewerId, settled)),
    settlement:
      settled && row.settle_reason && row.settled_at
        ? {
            reason: row.settle_reason,
            exploded: row.exploded === true,
            minesWonFen: row.mines_won_fen,
            houseFen: row.house_fen,
            senderCreditFen: row.sender_credit_fen,
            unclaimedFen: row.unclaimed_fen,
            settledAt: row.settled_at.getTime(),
          }
        : null,
  };
}

export function presentCheck(row: RedPacketRow, reason: string | null, now: Date): RedPacketCheck {
  return {
    hid: row.id,
    state: row.state,
    canGrab: reason === null,
    reason,
    liabilityFen: row.liability_fen,
    rate: bpToOdds(row.rate_bp),
    grabbedCount: row.grabbed_count,
    count: row.count,
    expiresAt: row.expires_at.getTime(),
    serverTime: now.getTime(),
  };
}
