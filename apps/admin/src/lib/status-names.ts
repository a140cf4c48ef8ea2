import type { BetRecordStatus, ChaseStatus, DepositStatusText, WithdrawStatus } from '@qilin/contract';

/** Operators read states in words; each map is typed by the contract's list, so a new state must be named here. */
export const DEPOSIT_STATUS_NAMES: Record<DepositStatusText, string> = {
  pending: '待付款',
  paid: '已付款待审核',
  confirmed: '已入账',
  rejected: '已拒绝',
  cancelled: '已取消',
  expired: '已过期',
};

export const WITHDRAW_STATUS_NAMES: Record<WithdrawStatus, string> = {
  pending: '待审核',
  paid: '已出款',
  rejected: '已拒绝',
  cancelled: '已取消',
};

export const BET_STATUS_NAMES: Record<BetRecordStatus, string> = {
  pending: '待开奖',
  won: '已中奖',
  lost: '未中奖',
  push: '和局',
  refunded: '已退款',
  cancelled: '已撤单',
};

export const CHASE_STATUS_NAMES: Record<ChaseStatus, string> = {
  running: '追号中',
  finished: '已完成',
  stopped: '中奖停追',
  cancelled: '已撤销',
};

/** The state's name, or the state itself when the server sends one this console does not know yet. */
export function statusName(names: Readonly<Record<string, string>>, status: string): string {
  return names[status] ?? status;
}
