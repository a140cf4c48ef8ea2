import { Messages, RedPacketMessages } from '@qilin/contract';
import { bpToOdds, formatFen } from '@qilin/domain';
import { IdempotencyConflictError } from '../ledger';
import { RED_PACKET_RULES as RULES } from './red-packet.config';
import { RedPacketErrors as Err } from './red-packet.errors';
import type { NewPacketInput } from './red-packet.service';
import type { RedPacketRow } from './red-packet.tables';

const yuan = (fen: number) => formatFen(fen);

/** Packet count and mine-digit count within the rules (and the mines never more than the packets). */
export function checkTerms(count: number, mines: number): void {
  if (!Number.isInteger(count) || count < RULES.minCount || count > RULES.maxCount)
    throw Err.terms(RedPacketMessages.countRange(RULES.minCount, RULES.maxCount));
  if (!Number.isInteger(mines) || mines < 1 || mines > Math.min(RULES.maxMines, count))
    throw Err.terms(RedPacketMessages.minesRange(RULES.maxMines));
}

/** A new packet's terms and total against the rules and the family's limits. */
export function checkNewPacket(input: NewPacketInput): void {
  checkTerms(input.count, input.mineDigits.length);
  if (input.variant === 'classic' && input.mineDigits.length !== 1)
    throw Err.terms(RedPacketMessages.singleMine);
  if (input.totalFen < RULES.minFen || input.totalFen > RULES.maxFen)
    throw Err.terms(RedPacketMessages.moneyRange(yuan(RULES.minFen), yuan(RULES.maxFen)));
}

/** A grabber who cannot cover the liability: how much a grab reserves, and why. */
export function liabilityShort(row: RedPacketRow) {
  return Err.liabilityShort(
    RedPacketMessages.liabilityShort(
      Messages.insufficientBalance,
      yuan(row.liability_fen),
      yuan(row.total_fen),
      bpToOdds(row.rate_bp),
    ),
  );
}

/** A replayed client key: the first packet if the request matches, a refusal otherwise. */
export function sameRequest(earlier: RedPacketRow, input: NewPacketInput): number {
  const same =
    earlier.total_fen === input.totalFen &&
    earlier.count === input.count &&
    earlier.mine_digits === input.mineDigits.join(',') &&
    earlier.game_code === input.gameCode &&
    earlier.room_id === input.roomId;
  if (!same) throw new IdempotencyConflictError();
  return earlier.id;
}
