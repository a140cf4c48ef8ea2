import type { Db } from '../../db';
import { withdrawRepository } from './withdraw.repository';

/** Holder names of the member's live withdrawal accounts: a real name bound later must match them. */
export function withdrawHolderNames(db: Db, memberId: number): Promise<string[]> {
  return withdrawRepository.holderNames(db, memberId);
}
