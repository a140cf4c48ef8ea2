import { RED_PACKET_HOUSE_CUT_BP, settleRedPacket } from '@qilin/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { type AccountRef, lockForSettlement, postHold, transfer, voidHold } from '../ledger';
import { RED_PACKET_REF, RedPacketTransfer as T } from './red-packet.config';
import { mineDigitsOf } from './red-packet.presenter';
import { redPacketRepository as repo } from './red-packet.repository';
import type { RedPacketRow, SettleReason } from './red-packet.tables';

const HOUSE: AccountRef = { kind: 'house' };
const REVENUE: AccountRef = { kind: 'house_revenue' };

export type SettledOutcome = {
  packetId: number;
  senderId: number;
  grabberIds: number[];
  senderWinFen: number;
  /**
   * For player protection (loss = stakes − returns): what came back to each member — the sender's
   * unclaimed refund and mine winnings, each grabber's grabbed amount — and what a grabber lost outside
   * a stake (the liability a mine took).
   */
  returns: { memberId: number; fen: number }[];
  losses: { memberId: number; fen: number }[];
};

/**
 * Settles one locked, still-open packet in the caller's transaction (game-rules A3, B §12):
 * the grabbed part of the sender's hold goes to the house and each grabbed amount from the house to its
 * grabber; the unclaimed rest returns to the sender; each hitting grabber's liability hold is posted to
 * the house, the others are released; the sender is paid the mine winnings less the house's 5 %, which
 * goes to house_revenue. Every hold and account is locked up front (holds, then accounts ascending).
 */
export async function settleLockedPacket(
  trx: Transaction<Database>,
  row: RedPacketRow,
  reason: SettleReason,
  now: Date,
): Promise<SettledOutcome> {
  const grabs = await repo.grabsOf(trx, [row.id]);
  const plan = settleRedPacket({
    totalFen: row.total_fen,
    grabs: grabs.map((g) => ({ memberId: String(g.member_id), amountFen: g.amount_fen })),
    mineDigits: mineDigitsOf(row),
    rate: row.rate_bp,
    houseCutBp: RED_PACKET_HOUSE_CUT_BP,
  });
  const senderWinFen = plan.senderCreditFen - plan.unclaimedFen;
  const sender = row.sender_id;
  const members = [sender, ...grabs.map((g) => g.member_id)];
  await lockForSettlement(trx, {
    holdIds: [row.hold_id, ...grabs.map((g) => g.liability_hold_id)],
    accounts: [
      HOUSE,
      ...(plan.houseFen > 0 ? [REVENUE] : []),
      ...members.flatMap((memberId): AccountRef[] => [
        { kind: 'member_wallet', memberId },
        { kind: 'member_held', memberId },
      ]),
    ],
  });
  const ref = { refType: RED_PACKET_REF, refId: String(row.id) };

  if (row.grabbed_fen === 0) await voidHold(trx, row.hold_id, { type: T.refund });
  else
    await postHold(trx, row.hold_id, {
      to: HOUSE,
      type: T.send,
      amountFen: row.grabbed_fen,
      releaseType: T.refund,
    });
  for (const g of grabs) {
    await transfer(trx, {
      from: HOUSE,
      to: { kind: 'member_wallet', memberId: g.member_id },
      amountFen: g.amount_fen,
      type: T.grab,
      ...ref,
    });
  }
  for (const [i, g] of grabs.entries()) {
    if (plan.grabs[i]?.hitMine) await postHold(trx, g.liability_hold_id, { to: HOUSE, type: T.mine });
    else await voidHold(trx, g.liability_hold_id, { type: T.release });
  }
  if (senderWinFen > 0) {
    await transfer(trx, {
      from: HOUSE,
      to: { kind: 'member_wallet', memberId: sender },
      amountFen: senderWinFen,
      type: T.mineWin,
      ...ref,
    });
  }
  if (plan.houseFen > 0) {
    await transfer(trx, { from: HOUSE, to: REVENUE, amountFen: plan.houseFen, type: T.commission, ...ref });
  }

  await repo.markGrabs(
    trx,
    grabs.map((g, i) => ({
      id: g.id,
      hitMine: plan.grabs[i]?.hitMine === true,
      paidFen: plan.grabs[i]?.liabilityFen ?? 0,
    })),
  );
  await repo.markSettled(trx, row.id, {
    reason,
    exploded: plan.exploded,
    minesWonFen: plan.minesWonFen,
    houseFen: plan.houseFen,
    senderCreditFen: plan.senderCreditFen,
    unclaimedFen: plan.unclaimedFen,
    at: now,
  });
  const refundFen = row.total_fen - row.grabbed_fen;
  return {
    packetId: row.id,
    senderId: sender,
    grabberIds: grabs.map((g) => g.member_id),
    senderWinFen,
    returns: [
      { memberId: sender, fen: refundFen + Math.max(0, senderWinFen) },
      ...grabs.map((g) => ({ memberId: g.member_id, fen: g.amount_fen })),
    ],
    losses: grabs.flatMap((g, i) => {
      const grab = plan.grabs[i];
      return grab?.hitMine ? [{ memberId: g.member_id, fen: grab.liabilityFen }] : [];
    }),
  };
}
