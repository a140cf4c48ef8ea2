import { applyOddsFen, type OddsValue } from '../common/odds-math';
import { mineDigitOf } from './result';

export interface RedPacketGrab {
  memberId: string;
  amountFen: number;
}

export interface RedPacketSettleInput {
  totalFen: number;
  grabs: readonly RedPacketGrab[];
  /** One digit = classic (经典扫雷); several = multi-mine (explodes only if every digit appears). */
  mineDigits: readonly number[];
  rate: OddsValue;
  /** House share of the sender's mine winnings, basis points (A3: 5 %). */
  houseCutBp: number;
}

export interface RedPacketSettlement {
  exploded: boolean;
  grabs: { memberId: string; amountFen: number; hitMine: boolean; liabilityFen: number }[];
  /** Total paid by hitting grabbers. */
  minesWonFen: number;
  houseFen: number;
  /** Mine winnings after the house cut, plus unclaimed parts returned after expiry. */
  senderCreditFen: number;
  unclaimedFen: number;
}

/** Settles an emptied or expired packet; liability per hit = floor(total × rate). */
export function settleRedPacket(input: RedPacketSettleInput): RedPacketSettlement {
  const { totalFen, grabs, mineDigits } = input;
  if (mineDigits.length === 0 || new Set(mineDigits).size !== mineDigits.length)
    throw new RangeError('mine digits must be distinct and non-empty');
  const grabbed = grabs.reduce((s, g) => s + g.amountFen, 0);
  if (grabbed > totalFen) throw new RangeError('grabs exceed the packet total');
  const digits = new Set(grabs.map((g) => mineDigitOf(g.amountFen)));
  // classic: any grabber on the mine pays; multi-mine: only once every mine digit has appeared
  const exploded = mineDigits.length === 1 || mineDigits.every((d) => digits.has(d));
  const liability = applyOddsFen(totalFen, input.rate);
  const rows = grabs.map((g) => {
    const hitMine = exploded && mineDigits.includes(mineDigitOf(g.amountFen));
    return { ...g, hitMine, liabilityFen: hitMine ? liability : 0 };
  });
  const minesWonFen = rows.reduce((s, r) => s + r.liabilityFen, 0);
  const senderWinFen = applyOddsFen(minesWonFen, 10_000 - input.houseCutBp);
  const unclaimedFen = totalFen - grabbed;
  return {
    exploded: exploded && minesWonFen > 0,
    grabs: rows,
    minesWonFen,
    houseFen: minesWonFen - senderWinFen,
    senderCreditFen: senderWinFen + unclaimedFen,
    unclaimedFen,
  };
}
