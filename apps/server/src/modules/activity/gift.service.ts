import type { GiftLogsResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { giftNameOf } from '../promotion';
import { giftRepository as repo } from './gift.repository';

/**
 * Gift logs (礼金记录): what the ledger credited to the member as a gift or bonus, newest first. No
 * gift module exists yet, so the list is empty until one credits a gift type; the ledger stays the
 * only source, so the record can never disagree with the wallet.
 */
export class GiftLogService {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async logs(memberId: number, page: number, pageSize: number): Promise<GiftLogsResult> {
    const [rows, total] = await Promise.all([
      repo.page(this.#db, memberId, pageSize, (page - 1) * pageSize),
      repo.count(this.#db, memberId),
    ]);
    const list = rows.map((r) => ({
      id: r.id,
      type: r.type,
      name: giftNameOf(r.type),
      amountFen: r.amount_fen,
      createdAt: r.created_at.toISOString(),
    }));
    return { list, total, page, pageSize, hasMore: page * pageSize < total };
  }
}
