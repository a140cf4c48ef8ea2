import { type Rng, splitRedPacket } from '../../rng';

/** A packet's split, fixed at creation from a committed seed (A1); parts in grab order. */
export interface RedPacketResult {
  game: 'red-packet';
  totalFen: number;
  partsFen: number[];
}

export function drawRedPacket(rng: Rng, totalFen: number, count: number): RedPacketResult {
  return { game: 'red-packet', totalFen, partsFen: splitRedPacket(rng, totalFen, count) };
}

/** Mine test (B §12): the last digit of the grabbed amount in fen. */
export const mineDigitOf = (amountFen: number) => amountFen % 10;
