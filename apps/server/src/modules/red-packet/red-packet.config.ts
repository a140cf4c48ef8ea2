import type { RedPacketRules } from '@qilin/contract';
import { findGameFamily, RED_PACKET_EXPIRY_SEC, RED_PACKET_HOUSE_CUT_BP } from '@qilin/domain';

/** The catalogue's red-packet family (class 3): its limits bound a packet's total. */
export const RED_PACKET_GAME = 'RedPacket';
/** Rooms are free text like the number games' `game_room_id`; no room given = this one. */
export const DEFAULT_ROOM = '1';

const family = findGameFamily(RED_PACKET_GAME);
if (!family) throw new Error('catalogue has no RedPacket family');

/**
 * Packet counts and mine digits a sender may choose. B §12 and the A3 rates speak of 5–10 packets and
 * up to 5 mines (the best-odds table); past 5 mines the rate, and so each grabber's liability, explodes.
 */
export const RED_PACKET_RULES: RedPacketRules = {
  minCount: 3,
  maxCount: 20,
  defaultCount: 7,
  maxMines: 5,
  minFen: family.limits.minFen,
  maxFen: family.limits.maxPerBetFen,
  expirySec: RED_PACKET_EXPIRY_SEC,
  houseCutBp: RED_PACKET_HOUSE_CUT_BP,
};

/** Ledger transfer types of this module (docs/ledger.md, transfer catalogue). */
export const RedPacketTransfer = {
  /** sender wallet → held at creation; the grabbed part posted held → house at settlement. */
  send: 'red_packet_send',
  /** sender held → wallet: the unclaimed parts of an expired packet. */
  refund: 'red_packet_refund',
  /** grabber wallet → held at the grab: total × rate reserved until settlement. */
  liability: 'red_packet_liability',
  /** grabber held → wallet: a liability that did not hit the mine. */
  release: 'red_packet_release',
  /** grabber held → house: the liability of a hit. */
  mine: 'red_packet_mine',
  /** house → grabber wallet: the grabbed amount. */
  grab: 'red_packet_grab',
  /** house → sender wallet: mine winnings after the house cut. */
  mineWin: 'red_packet_mine_win',
  /** house → house_revenue: the house's cut of the mine winnings. */
  commission: 'red_packet_commission',
} as const;

export const RED_PACKET_REF = 'red_packet';
