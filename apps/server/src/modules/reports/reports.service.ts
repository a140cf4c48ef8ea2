import type {
  DailyReportRow,
  DashboardView,
  GameReportRow,
  MemberReportRow,
  WithdrawalRiskView,
} from '@qilin/contract';
import { DAY_MS, findGameFamily, localDate, localMidnightMs } from '@qilin/domain';
import type { Db } from '../../db';
import type { InstantRange } from '../../lib/shanghai-time';
import { betTotals, memberBetFacts } from '../bet';
import { drawLag } from '../draw';
import { getMemberBalances } from '../ledger';
import { memberNames } from '../member';
import { pendingApprovalCount } from '../operator';
import { depositTotals, memberDepositsSince, pendingDepositCount } from '../payment';
import { pendingWithdrawalCount, withdrawalRiskBasics, withdrawalTotals } from '../withdraw';
import { ReportErrors } from './reports.errors';

/** How far back the withdrawal queue's risk facts look. */
export const RISK_WINDOW_DAYS = 7;

/** 'YYYY-MM-DD'..'YYYY-MM-DD' (inclusive Asia/Shanghai days) as the instants [from, to). */
export function dayRange(from: string, to: string): InstantRange {
  const start = midnight(from);
  return { from: new Date(start), to: new Date(midnight(to) + DAY_MS) };
}

function midnight(day: string): number {
  const [y, m, d] = day.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
  const ms = localMidnightMs(y, m, d);
  if (ms === null) throw ReportErrors.badRange();
  return ms;
}

function dayText(ms: number): string {
  const { year, month, day } = localDate(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const gameName = (code: string) => findGameFamily(code)?.name ?? code;

/**
 * The back office's figures, read only through the other modules' published read functions (their
 * faces), never their tables: the dashboard, the three reports and a withdrawal's risk facts.
 */
export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly onlineMembers: () => Promise<number>,
  ) {}

  async dashboard(): Promise<DashboardView> {
    const at = this.now();
    const day = dayText(at.getTime());
    const range = dayRange(day, day);
    const [deposits, withdrawals, games, online, pd, pw, pa, lag] = await Promise.all([
      depositTotals(this.db, range, 'day'),
      withdrawalTotals(this.db, range, 'day'),
      this.perGame(range),
      this.onlineMembers(),
      pendingDepositCount(this.db),
      pendingWithdrawalCount(this.db),
      pendingApprovalCount(this.db),
      drawLag(this.db, at),
    ]);
    const sum = (k: 'bet_count' | 'stake_fen' | 'payout_fen' | 'ggr_fen') =>
      games.reduce((n, g) => n + g[k], 0);
    return {
      day,
      at: at.toISOString(),
      deposits: { count: deposits[0]?.count ?? 0, amount_fen: deposits[0]?.amountFen ?? 0 },
      withdrawals: { count: withdrawals[0]?.count ?? 0, amount_fen: withdrawals[0]?.amountFen ?? 0 },
      bets: {
        bet_count: sum('bet_count'),
        stake_fen: sum('stake_fen'),
        payout_fen: sum('payout_fen'),
        ggr_fen: sum('ggr_fen'),
      },
      games,
      online_members: online,
      pending: { deposits: pd, withdrawals: pw, approvals: pa },
      draw_lag: { overdue_issues: lag.overdueIssues, max_lag_sec: lag.maxLagSec },
    };
  }

  /** One row per day of the range, oldest first, days without activity as zeros. */
  async daily(range: InstantRange): Promise<DailyReportRow[]> {
    const [deposits, withdrawals, bets] = await Promise.all([
      depositTotals(this.db, range, 'day'),
      withdrawalTotals(this.db, range, 'day'),
      betTotals(this.db, range, 'day'),
    ]);
    const dep = new Map(deposits.map((r) => [r.key, r]));
    const wd = new Map(withdrawals.map((r) => [r.key, r]));
    const bet = new Map(bets.map((r) => [r.key, r]));
    const rows: DailyReportRow[] = [];
    for (let ms = range.from.getTime(); ms < range.to.getTime(); ms += DAY_MS) {
      const day = dayText(ms);
      const b = bet.get(day);
      rows.push({
        day,
        deposit_count: dep.get(day)?.count ?? 0,
        deposit_fen: dep.get(day)?.amountFen ?? 0,
        withdrawal_count: wd.get(day)?.count ?? 0,
        withdrawal_fen: wd.get(day)?.amountFen ?? 0,
        bet_count: b?.betCount ?? 0,
        stake_fen: b?.stakeFen ?? 0,
        payout_fen: b?.payoutFen ?? 0,
        ggr_fen: b?.ggrFen ?? 0,
      });
    }
    return rows;
  }

  /** Games with settled bets in the range, by game code. */
  async perGame(range: InstantRange): Promise<GameReportRow[]> {
    const rows = await betTotals(this.db, range, 'game');
    return rows.map((r) => ({
      game_code: r.key,
      game_name: gameName(r.key),
      bet_count: r.betCount,
      stake_fen: r.stakeFen,
      payout_fen: r.payoutFen,
      ggr_fen: r.ggrFen,
    }));
  }

  /** Members with a deposit, a withdrawal or a settled bet in the range: the biggest stake first. */
  async perMember(range: InstantRange): Promise<MemberReportRow[]> {
    const [deposits, withdrawals, bets] = await Promise.all([
      depositTotals(this.db, range, 'member'),
      withdrawalTotals(this.db, range, 'member'),
      betTotals(this.db, range, 'member'),
    ]);
    const rows = new Map<number, MemberReportRow>();
    const row = (key: string) => {
      const id = Number.parseInt(key, 10);
      let r = rows.get(id);
      if (!r) {
        r = {
          member_id: id,
          username: '',
          deposit_fen: 0,
          withdrawal_fen: 0,
          bet_count: 0,
          stake_fen: 0,
          payout_fen: 0,
          ggr_fen: 0,
        };
        rows.set(id, r);
      }
      return r;
    };
    for (const d of deposits) row(d.key).deposit_fen = d.amountFen;
    for (const w of withdrawals) row(w.key).withdrawal_fen = w.amountFen;
    for (const b of bets)
      Object.assign(row(b.key), {
        bet_count: b.betCount,
        stake_fen: b.stakeFen,
        payout_fen: b.payoutFen,
        ggr_fen: b.ggrFen,
      });
    const ids = [...rows.keys()];
    for (let i = 0; i < ids.length; i += 1000) {
      const names = await memberNames(this.db)
        .where('id', 'in', ids.slice(i, i + 1000))
        .execute();
      for (const n of names) {
        const r = rows.get(n.id);
        if (r) r.username = n.username;
      }
    }
    return [...rows.values()].sort((a, b) => b.stake_fen - a.stake_fen || a.member_id - b.member_id);
  }

  async withdrawalRisk(id: number): Promise<WithdrawalRiskView> {
    const w = await withdrawalRiskBasics(this.db, id);
    if (!w) throw ReportErrors.withdrawalNotFound();
    const since = new Date(this.now().getTime() - RISK_WINDOW_DAYS * DAY_MS);
    const [balances, bets, deposits, names] = await Promise.all([
      getMemberBalances(this.db, w.memberId),
      memberBetFacts(this.db, w.memberId, since),
      memberDepositsSince(this.db, w.memberId, since),
      memberNames(this.db).where('id', '=', w.memberId).execute(),
    ]);
    return {
      withdrawal_id: w.id,
      member_id: w.memberId,
      username: names[0]?.username ?? '',
      amount_fen: w.amountFen,
      balance_fen: balances.balanceFen,
      turnover_required_fen: balances.turnoverFen,
      turnover_fen: bets.stakeFen,
      wins: { count: bets.winCount, payout_fen: bets.payoutFen, biggest_fen: bets.biggestWinFen },
      deposits_fen: deposits,
      window_days: RISK_WINDOW_DAYS,
      accounts: w.accounts.map((a) => ({
        type: a.type,
        account: a.account,
        holder_name: a.holderName,
        bank_name: a.bankName,
        created_at: a.createdAt.toISOString(),
        deleted: a.deleted,
      })),
    };
  }
}
