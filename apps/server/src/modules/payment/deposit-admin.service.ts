import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { DomainEvents } from '../../events';
import { addTurnoverRequirement, transfer } from '../ledger';
import type { AdminAudit } from '../operator';
import type { ProtectionService } from '../protection';
import type { PaymentConfig } from './payment.config';
import { PaymentErrors } from './payment.errors';
import { depositRepository as repo } from './payment.repository';
import type { DepositOrderRow, DepositStatus } from './payment.tables';

/**
 * The operator's side: list, confirm (credit exactly once), reject. The order row is locked first, so a
 * second or concurrent confirm waits, then sees 'confirmed' and credits nothing; the ledger's
 * idempotency key `deposit-confirm:<id>` is a second guard. The member hears of it by a domain event,
 * delivered after the commit.
 */
export class DepositAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: PaymentConfig,
    private readonly now: () => Date,
    private readonly events: DomainEvents,
  ) {}

  /** Player protection: confirmation re-checks the member's break and deposit limits and counts the deposit. */
  #protection: ProtectionService | undefined;
  useProtection(protection: ProtectionService): void {
    this.#protection = protection;
  }

  list(statuses: DepositStatus[], limit: number, afterId?: number) {
    return repo.listByStatus(this.db, statuses, limit, afterId);
  }

  /** The member's uploaded transfer receipt (bytes already sniffed as an image on upload). */
  async evidence(orderId: number): Promise<{ mime: string; content: Uint8Array }> {
    const row = await repo.findEvidence(this.db, orderId);
    if (!row) throw PaymentErrors.evidenceNotFound();
    return row;
  }

  async confirm(orderId: number, audit: AdminAudit): Promise<{ order: DepositOrderRow; credited: boolean }> {
    return this.events.transaction(this.db, async (trx, raise) => {
      const order = await repo.lock(trx, orderId);
      if (!order) throw PaymentErrors.orderNotFound();
      if (order.status === 'confirmed') {
        await audit.record(trx, auditChange('deposit.confirmed', order, order));
        return { order, credited: false };
      }
      // A late transfer still counts: the operator may confirm an expired order once the money arrived.
      if (!['pending', 'paid', 'expired'].includes(order.status)) throw PaymentErrors.orderNotPending();
      const protection = this.#protection;
      const guarded = (await protection?.guardDeposit(trx, order.member_id, order.amount_fen, true)) === true;
      const { transferId } = await transfer(trx, {
        from: { kind: 'deposits_clearing' },
        to: { kind: 'member_wallet', memberId: order.member_id },
        amountFen: order.amount_fen,
        type: 'deposit',
        refType: 'deposit_order',
        refId: String(order.id),
        memo: order.order_sn,
        idempotencyKey: `deposit-confirm:${order.id}`,
      });
      if (guarded) await protection?.recordDeposit(trx, order.member_id, order.amount_fen);
      await addTurnoverRequirement(trx, order.member_id, order.amount_fen * this.config.turnoverMultiple);
      const updated = await repo.setStatus(trx, order.id, 'confirmed', {
        decided_at: this.now(),
        transfer_id: transferId,
      });
      await audit.record(trx, auditChange('deposit.confirmed', order, updated));
      raise({ type: 'depositCredited', memberId: order.member_id });
      return { order: updated, credited: true };
    });
  }

  async reject(orderId: number, reason: string, audit: AdminAudit): Promise<DepositOrderRow> {
    if (!reason) throw PaymentErrors.rejectReasonRequired();
    return this.events.transaction(this.db, async (trx, raise) => {
      const order = await repo.lock(trx, orderId);
      if (!order) throw PaymentErrors.orderNotFound();
      if (order.status === 'rejected') {
        await audit.record(trx, auditChange('deposit.rejected', order, order));
        return order;
      }
      if (!['pending', 'paid', 'expired'].includes(order.status)) throw PaymentErrors.orderNotPending();
      const updated = await repo.setStatus(trx, order.id, 'rejected', {
        decided_at: this.now(),
        reject_reason: reason,
      });
      await audit.record(trx, auditChange('deposit.rejected', order, updated));
      raise({ type: 'depositRejected', memberId: order.member_id, reason });
      return updated;
    });
  }
}

/** The audit row of a decision: the order's reviewable facts before → after. */
function auditChange(action: string, before: DepositOrderRow, after: DepositOrderRow) {
  const facts = (o: DepositOrderRow) => ({
    status: o.status,
    member_id: o.member_id,
    amount_fen: o.amount_fen,
    transfer_id: o.transfer_id,
    reject_reason: o.reject_reason,
  });
  return { action, target: `deposit:${before.id}`, before: facts(before), after: facts(after) };
}
