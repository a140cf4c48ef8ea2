import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { ledgerRepository as repo } from './ledger.repository';
import { assertRef } from './ledger.service';
import type { AccountRef } from './ledger.types';
import { ledgerBatchRepository as batch } from './ledger-batch.repository';

/**
 * For a caller about to run several postHold / voidHold / transfer calls in one transaction (a red
 * packet's settlement): locks the holds (id order), then every account those calls will touch —
 * created if missing — in ONE ascending-id statement. The calls that follow re-lock rows this
 * transaction already holds and never wait mid-way, so the documented lock order (holds, then
 * accounts ascending) holds across the whole settlement, not just within each transfer.
 */
export async function lockForSettlement(
  trx: Transaction<Database>,
  input: { holdIds: readonly number[]; accounts: readonly AccountRef[] },
): Promise<void> {
  for (const ref of input.accounts) assertRef(ref);
  if (input.holdIds.length > 0) await batch.lockHolds(trx, [...new Set(input.holdIds)]);
  const ids: number[] = [];
  for (const ref of input.accounts) ids.push(await repo.ensureAccount(trx, ref));
  if (ids.length > 0) await batch.lockAccounts(trx, [...new Set(ids)]);
}
