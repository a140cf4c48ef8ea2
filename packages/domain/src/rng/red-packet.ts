import type { Rng } from './draw-rng';
import { shuffle } from './mappings';

/**
 * Splits `totalFen` into `parts` integer amounts, each ≥ 1 fen, by the double-mean method (B §12):
 * with R fen remaining and p parts left (p ≥ 2), the next part is uniform over the integers x with
 * 1 ≤ x < 2R/p, i.e. x = 1 + int(floor((2R − 1) / p)); the last part is the remainder. Then the parts
 * are shuffled so the large remainder does not always land last. x < 2R/p with R ≥ p guarantees the
 * remaining R − x ≥ p − 1, so every later part can still get 1 fen.
 */
export function splitRedPacket(rng: Rng, totalFen: number, parts: number): number[] {
  if (!Number.isSafeInteger(totalFen) || !Number.isInteger(parts) || parts < 1) {
    throw new RangeError(`split needs integer fen and parts ≥ 1: ${totalFen}/${parts}`);
  }
  if (totalFen < parts) throw new RangeError(`cannot split ${totalFen} fen into ${parts} parts of ≥ 1 fen`);
  const amounts: number[] = [];
  let remaining = totalFen;
  for (let left = parts; left > 1; left--) {
    const choices = Math.floor((2 * remaining - 1) / left);
    const part = 1 + rng.int(choices);
    amounts.push(part);
    remaining -= part;
  }
  amounts.push(remaining);
  return shuffle(rng, amounts);
}
