import { WITHDRAW_TYPE_NAMES, type WithdrawStep, type WithdrawView } from '@qilin/contract';
import { formatFen } from '@qilin/domain';
import { isWithdrawType } from './withdraw.config';
import type { WithdrawalRow } from './withdraw.tables';

/** applied → reviewed → paid, or applied → rejected / cancelled, each with its time. */
export function timelineOf(row: WithdrawalRow): WithdrawStep[] {
  const steps: WithdrawStep[] = [{ step: 'applied', time: row.created_at.toISOString() }];
  const reviewed = row.reviewed_at?.toISOString();
  if (!reviewed) return steps;
  if (row.status === 'paid') {
    steps.push({ step: 'reviewed', time: reviewed });
    steps.push({ step: 'paid', time: (row.paid_at ?? row.reviewed_at)?.toISOString() ?? reviewed });
  } else if (row.status === 'rejected') {
    steps.push({ step: 'rejected', time: reviewed, reason: row.reason });
  } else if (row.status === 'cancelled') {
    steps.push({ step: 'cancelled', time: reviewed });
  }
  return steps;
}

export function presentWithdrawal(row: WithdrawalRow): WithdrawView & { amount: string } {
  return {
    id: row.id,
    amountFen: row.amount_fen,
    amount: formatFen(row.amount_fen),
    status: row.status,
    type: row.account_type,
    typeName: isWithdrawType(row.account_type) ? WITHDRAW_TYPE_NAMES[row.account_type] : '',
    account: row.account_text,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    timeline: timelineOf(row),
  };
}

/** Operators see the member id as well. */
export function presentForOperator(row: WithdrawalRow) {
  return { ...presentWithdrawal(row), memberId: row.member_id, holdId: row.hold_id };
}
