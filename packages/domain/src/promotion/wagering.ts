/**
 * Wagering requirements (流水要求) of claimed gifts. A gift of `amountFen` claimed with a turnover
 * multiple m must be followed by amountFen × m of settled valid turnover before the gifted amount may
 * leave the platform. Turnover is read from one monotonic counter per member (the ledger's lifetime
 * worked-off turnover: stakes posted to the house; voids, pushes and refunds never count), so a gift
 * only records the counter at its claim (`markFen`). Gifts are worked off one after another in claim
 * order: a gift's turnover starts at its mark or where the previous gift's ended, whichever is later,
 * so one stake never works off two gifts.
 */
export type WageringClaim = {
  /** What the gift credited. */
  amountFen: number;
  /** amountFen × multiple: the settled turnover it asks for. */
  requiredFen: number;
  /** The member's lifetime turnover counter when the gift was claimed. */
  markFen: number;
};

export type WageringProgress = {
  /** Per claim (in the order given): the turnover worked on it so far and whether it is done. */
  claims: { workedFen: number; requiredFen: number; done: boolean; endFen: number }[];
  /** Turnover still needed until every gift is worked off. */
  remainingTurnoverFen: number;
  /** Gifted amounts whose requirement is not met yet (before capping by the balance). */
  openGiftFen: number;
};

/** `amountFen × multipleX100 / 100`, rounded up to the fen (a requirement never rounds in the member's favour). */
export function requiredTurnoverFen(amountFen: number, multipleX100: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) throw new RangeError('amountFen');
  if (!Number.isSafeInteger(multipleX100) || multipleX100 < 0) throw new RangeError('multipleX100');
  return Math.ceil((amountFen * multipleX100) / 100);
}

/**
 * Where a new gift's wagering ends on the counter: after its mark and after the previous gift's end.
 * A gift that asks for nothing ends at its mark (done at once, never queued behind another gift).
 */
export function wageringEndFen(prevEndFen: number, markFen: number, requiredFen: number): number {
  return requiredFen === 0 ? markFen : Math.max(markFen, prevEndFen) + requiredFen;
}

/**
 * The lock from stored ends: gifts whose end is above the counter are open; what is left to play is
 * the last end less the counter.
 */
export function openWagering(
  claims: readonly { amountFen: number; endFen: number }[],
  workedTotalFen: number,
): { openGiftFen: number; remainingTurnoverFen: number } {
  let openGiftFen = 0;
  let lastEnd = 0;
  for (const c of claims) {
    if (c.endFen <= workedTotalFen) continue;
    openGiftFen += c.amountFen;
    lastEnd = Math.max(lastEnd, c.endFen);
  }
  return { openGiftFen, remainingTurnoverFen: Math.max(0, lastEnd - workedTotalFen) };
}

/** Claims must come in claim order (their marks never decrease). */
export function wageringProgress(claims: readonly WageringClaim[], workedTotalFen: number): WageringProgress {
  let prevEnd = 0;
  let open = 0;
  const out: WageringProgress['claims'] = [];
  for (const c of claims) {
    const start = Math.max(c.markFen, prevEnd);
    const end = wageringEndFen(prevEnd, c.markFen, c.requiredFen);
    const worked = Math.min(c.requiredFen, Math.max(0, workedTotalFen - start));
    const done = workedTotalFen >= end;
    out.push({ workedFen: worked, requiredFen: c.requiredFen, done, endFen: end });
    if (!done) open += c.amountFen;
    prevEnd = Math.max(prevEnd, end);
  }
  return { claims: out, remainingTurnoverFen: Math.max(0, prevEnd - workedTotalFen), openGiftFen: open };
}

/**
 * What the gifts keep from being withdrawn: the open gifted amounts, never more than the balance (a
 * member who lost the gift at play has nothing of it left to lock). `withdrawableFen` is what another
 * rule already allows (the deposit turnover rule), reduced by the lock, never below zero.
 */
export function giftLock(
  openGiftFen: number,
  balanceFen: number,
  withdrawableFen: number,
): { lockedFen: number; withdrawableFen: number } {
  const lockedFen = Math.max(0, Math.min(openGiftFen, balanceFen));
  return { lockedFen, withdrawableFen: Math.max(0, Math.min(withdrawableFen, balanceFen - lockedFen)) };
}
