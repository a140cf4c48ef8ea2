import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { DomainEvents } from '../../events';
import { postHold, voidHold } from '../ledger';
import type { AdminAudit } from '../operator';
import { WithdrawErrors } from './withdraw.errors';
import { presentForOperator, presentWithdrawal } from './withdraw.presenter';
import { withdrawRepository as repo } from './withdraw.repository';
import type { WithdrawalRow, WithdrawStatus } from './withdraw.tables';

type Decision = {
  status: Exclude<WithdrawStatus, 'pending'>;
  reason?: string;
  memberId?: number;
  /** An operator's decision: recorded in the audit log in the decision's transaction. */
  audit?: AdminAudit;
};

/**
 * Operator review (approve → paid, reject with a reason) and the member's own cancel. The row is
 * locked first, so concurrent decisions queue: the first moves the money, the others see the
 * decided status. Approving twice answers the same paid withdrawal; any other second decision is
 * refused.
 */
export class WithdrawReviewService {
  readonly #db: Kysely<Database>;
  readonly #events: DomainEvents;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, events: DomainEvents, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#events = events;
    this.#now = now;
  }

  async pending(limit: number, afterId?: number) {
    return (await repo.listByStatus(this.#db, 'pending', limit, afterId)).map(presentForOperator);
  }

  async approve(id: number, audit: AdminAudit) {
    return presentForOperator(await this.#decide(id, { status: 'paid', audit }));
  }

  async reject(id: number, reason: string, audit: AdminAudit) {
    if (reason.trim() === '') throw WithdrawErrors.reasonRequired();
    return presentForOperator(await this.#decide(id, { status: 'rejected', reason: reason.trim(), audit }));
  }

  /** Members may withdraw their own pending application; someone else's answers "not found". */
  async cancel(memberId: number, id: number) {
    return presentWithdrawal(await this.#decide(id, { status: 'cancelled', memberId }));
  }

  async #decide(id: number, d: Decision): Promise<WithdrawalRow> {
    // A decision moves the member's money (the hold posted or voided): they hear of it after the commit.
    return this.#events.transaction(this.#db, async (trx, raise) => {
      const current = await repo.lock(trx, id);
      if (!current || (d.memberId !== undefined && current.member_id !== d.memberId)) {
        throw WithdrawErrors.notFound();
      }
      if (current.status !== 'pending') {
        if (current.status === d.status && d.status === 'paid') {
          await d.audit?.record(trx, auditChange(d.status, current, current));
          return current;
        }
        throw WithdrawErrors.notPending();
      }
      if (d.status === 'paid') {
        await postHold(trx, current.hold_id, {
          to: { kind: 'withdrawals_clearing' },
          type: 'withdrawal_paid',
        });
      } else {
        const type = d.status === 'rejected' ? 'withdrawal_rejected' : 'withdrawal_cancelled';
        await voidHold(trx, current.hold_id, { type });
      }
      const decided = await repo.decide(trx, id, { status: d.status, reason: d.reason, at: this.#now() });
      await d.audit?.record(trx, auditChange(d.status, current, decided));
      raise({ type: 'balanceChanged', memberId: decided.member_id });
      return decided;
    });
  }
}

/** The audit row of an operator's decision: the withdrawal's reviewable facts before → after. */
function auditChange(status: WithdrawStatus, before: WithdrawalRow, after: WithdrawalRow) {
  const facts = (w: WithdrawalRow) => ({
    status: w.status,
    member_id: w.member_id,
    amount_fen: w.amount_fen,
    reason: w.reason,
  });
  return {
    action: status === 'paid' ? 'withdrawal.approved' : 'withdrawal.rejected',
    target: `withdrawal:${before.id}`,
    before: facts(before),
    after: facts(after),
  };
}
