import { ADJUST_TRANSFER_TYPES, type MemberAdjustBody, type MemberAdjustResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { DomainEvents } from '../../events';
import { type AccountRef, getMemberBalances, transfer } from '../ledger';
import type { AdminAudit } from '../operator';

const HOUSE: AccountRef = { kind: 'house' };

/**
 * A manual balance adjustment (always approved by a second operator, approval-policies.ts): one ledger
 * transfer house ⇄ member_wallet of type manual_credit / manual_debit, the reason as its memo. The
 * ledger's idempotency key (member + request id) makes a repeat move nothing, and its balance check
 * refuses a debit larger than the wallet (41001) before anything is written. Audited in the transfer's
 * transaction: the wallet balance before → after (a replay records before = after).
 */
export class MemberAdjustService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: DomainEvents,
  ) {}

  adjust(memberId: number, body: MemberAdjustBody, audit: AdminAudit): Promise<MemberAdjustResult> {
    const wallet: AccountRef = { kind: 'member_wallet', memberId };
    const credit = body.direction === 'credit';
    return this.events.transaction(this.db, async (trx, raise) => {
      const { transferId, replayed } = await transfer(trx, {
        from: credit ? HOUSE : wallet,
        to: credit ? wallet : HOUSE,
        amountFen: body.amount_fen,
        type: ADJUST_TRANSFER_TYPES[body.direction],
        refType: 'member_adjustment',
        refId: body.request_id,
        memo: body.reason,
        idempotencyKey: `member-adjust:${memberId}:${body.request_id}`,
      });
      if (!replayed) raise({ type: 'balanceChanged', memberId });
      // The transfer holds the wallet's lock: the balance after is exact, and before it = after − the move.
      const { balanceFen } = await getMemberBalances(trx, memberId);
      const moved = replayed ? 0 : credit ? body.amount_fen : -body.amount_fen;
      await audit.record(trx, {
        action: 'member.balance-adjusted',
        target: `member:${memberId} adjust:${body.request_id}`,
        before: { balance_fen: balanceFen - moved },
        after: {
          balance_fen: balanceFen,
          transfer_id: transferId,
          direction: body.direction,
          amount_fen: body.amount_fen,
          reason: body.reason,
          replayed,
        },
      });
      return { transfer_id: transferId, replayed, balance_fen: balanceFen };
    });
  }
}
