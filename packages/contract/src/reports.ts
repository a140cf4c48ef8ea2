import { z } from 'zod';
import { wireId, wireInt } from './wire-number';

/**
 * The back office's dashboard, reports (daily, per game, per member; JSON and CSV) and the withdrawal
 * queue's risk facts (server: apps/server/src/modules/reports). Amounts are integer fen; days are
 * Asia/Shanghai calendar dates 'YYYY-MM-DD'.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists ('2026-02-30' is refused). */
const calendarDate = z
  .string()
  .regex(DATE)
  .refine((s) => {
    const [y, m, d] = s.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
    const t = new Date(Date.UTC(y, m - 1, d));
    return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
  }, '日期无效');

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** `from`..`to` inclusive, Asia/Shanghai days; `to` not before `from`, at most REPORT_MAX_DAYS days. */
export const reportRangeQuery = z
  .object({
    from: calendarDate,
    to: calendarDate,
    page: wireInt(1, 100_000).default(1),
    page_size: wireInt(1, 500).default(50),
  })
  .refine((q) => daysBetween(q.from, q.to) >= 0 && daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: '日期范围无效',
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** Settled bets: stake, what the house paid out and its gross gaming revenue (posted stake − payout). */
const betFigures = {
  bet_count: z.number().int(),
  stake_fen: z.number().int(),
  payout_fen: z.number().int(),
  ggr_fen: z.number().int(),
};

export const dailyReportRowSchema = z.object({
  day: z.string(),
  deposit_count: z.number().int(),
  deposit_fen: z.number().int(),
  withdrawal_count: z.number().int(),
  withdrawal_fen: z.number().int(),
  ...betFigures,
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;

export const gameReportRowSchema = z.object({ game_code: z.string(), game_name: z.string(), ...betFigures });
export type GameReportRow = z.infer<typeof gameReportRowSchema>;

export const memberReportRowSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  deposit_fen: z.number().int(),
  withdrawal_fen: z.number().int(),
  ...betFigures,
});
export type MemberReportRow = z.infer<typeof memberReportRowSchema>;

function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
export const dailyReportPageSchema = pageOf(dailyReportRowSchema);
export const gameReportPageSchema = pageOf(gameReportRowSchema);
export const memberReportPageSchema = pageOf(memberReportRowSchema);
export type ReportPage<T> = { rows: T[]; total: number; page: number; page_size: number };

/** GET /api/admin/reports/dashboard: today (Asia/Shanghai) at a glance. */
export const dashboardViewSchema = z.object({
  day: z.string(),
  at: z.string(),
  deposits: z.object({ count: z.number().int(), amount_fen: z.number().int() }),
  withdrawals: z.object({ count: z.number().int(), amount_fen: z.number().int() }),
  bets: z.object(betFigures),
  games: z.array(gameReportRowSchema),
  online_members: z.number().int(),
  pending: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    approvals: z.number().int(),
  }),
  /** Issues past their draw time and not drawn, and how late the oldest of them is. */
  draw_lag: z.object({ overdue_issues: z.number().int(), max_lag_sec: z.number().int() }),
});
export type DashboardView = z.infer<typeof dashboardViewSchema>;

export const withdrawalRiskParams = z.object({ id: wireId() });

/** GET /api/admin/withdrawals/:id/risk: what a cashier weighs before paying. */
export const withdrawalRiskViewSchema = z.object({
  withdrawal_id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  amount_fen: z.number().int(),
  balance_fen: z.number().int(),
  /** Turnover still required before the balance is withdrawable. */
  turnover_required_fen: z.number().int(),
  /** Stake of bets settled in the last RISK_WINDOW_DAYS days. */
  turnover_fen: z.number().int(),
  wins: z.object({ count: z.number().int(), payout_fen: z.number().int(), biggest_fen: z.number().int() }),
  deposits_fen: z.number().int(),
  window_days: z.number().int(),
  accounts: z.array(
    z.object({
      type: z.number().int(),
      account: z.string(),
      holder_name: z.string(),
      bank_name: z.string(),
      created_at: z.string(),
      deleted: z.boolean(),
    }),
  ),
});
export type WithdrawalRiskView = z.infer<typeof withdrawalRiskViewSchema>;

/** The CSV columns of each report, in order (the first line of each file). */
export const REPORT_CSV_HEADERS = {
  daily: ['日期', '充值笔数', '充值金额', '提现笔数', '提现金额', '注单数', '投注额', '派彩', '平台盈亏'],
  game: ['游戏代码', '游戏', '注单数', '投注额', '派彩', '平台盈亏'],
  member: ['会员ID', '用户名', '充值金额', '提现金额', '注单数', '投注额', '派彩', '平台盈亏'],
} as const;
