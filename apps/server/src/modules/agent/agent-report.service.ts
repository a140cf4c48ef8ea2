import type { AgentDateRange, SubordinateRow, SubReportRow, TeamStats } from '@qilin/contract';
import { quickRangeMs } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { InstantRange } from '../../lib/shanghai-time';
import { betTotals } from '../bet';
import { depositTotals } from '../payment';
import { withdrawalTotals } from '../withdraw';
import { AgentErrors } from './agent.errors';
import { agentRepository as repo } from './agent.repository';

export type Page = { page: number; pageSize: number };
type LineRow = Awaited<ReturnType<typeof repo.inLine>> & {};

const presentLine = (r: LineRow): SubordinateRow => ({
  memberId: r.member_id,
  nickname: r.nickname,
  registeredAt: new Date(r.registered_at).toISOString(),
  isAgent: r.is_agent,
  depth: r.depth,
  inviterId: r.inviter_id,
});

const pageOf = <T>(list: T[], total: number, p: Page) => ({
  list,
  total,
  page: p.page,
  pageSize: p.pageSize,
  hasMore: p.page * p.pageSize < total,
});

/**
 * The agent's and the inviting member's reports. Every read is scoped by the caller's own id as the
 * closure table's ancestor, so a member sees their own line and nothing else. Bets, deposits and
 * withdrawals are read through the bet, payment and withdraw faces with the line's member ids.
 */
export class AgentReportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  range(key: AgentDateRange): InstantRange {
    const { startMs, endMs } = quickRangeMs(key, this.now().getTime());
    return { from: new Date(startMs), to: new Date(endMs) };
  }

  /** One page of the line (depth: one level only; friends are depth 1). */
  async subordinates(ancestorId: number, p: Page, depth?: number) {
    const { rows, total } = await repo.linePage(
      this.db,
      ancestorId,
      { offset: (p.page - 1) * p.pageSize, limit: p.pageSize },
      depth,
    );
    return pageOf(rows.map(presentLine), total, p);
  }

  async subInfo(ancestorId: number, memberId: number): Promise<SubordinateRow> {
    const row = await repo.inLine(this.db, ancestorId, memberId);
    if (!row) throw AgentErrors.notInYourLine();
    return presentLine(row);
  }

  /** Totals of the line (or its first level) over a quick range. */
  async stats(ancestorId: number, key: AgentDateRange, depth?: number): Promise<TeamStats> {
    const range = this.range(key);
    const ids = await repo.lineIds(this.db, ancestorId, depth);
    const [memberCount, newMembers] = [
      ids.length,
      await repo.newInLine(this.db, ancestorId, range.from, range.to, depth),
    ];
    if (ids.length === 0) {
      return {
        memberCount,
        newMembers,
        bettors: 0,
        stakeFen: 0,
        payoutFen: 0,
        depositFen: 0,
        withdrawalFen: 0,
      };
    }
    const [bets, deposits, withdrawals] = await Promise.all([
      betTotals(this.db, range, 'member', ids),
      depositTotals(this.db, range, 'member', ids),
      withdrawalTotals(this.db, range, 'member', ids),
    ]);
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
    return {
      memberCount,
      newMembers,
      bettors: bets.length,
      stakeFen: sum(bets, (b) => b.stakeFen),
      payoutFen: sum(bets, (b) => b.payoutFen),
      depositFen: sum(deposits, (d) => d.amountFen),
      withdrawalFen: sum(withdrawals, (w) => w.amountFen),
    };
  }

  /** One page of the line with each member's bets, deposits and withdrawals over a quick range. */
  async subReport(ancestorId: number, p: Page, key: AgentDateRange, depth?: number) {
    const range = this.range(key);
    const { rows, total } = await repo.linePage(
      this.db,
      ancestorId,
      { offset: (p.page - 1) * p.pageSize, limit: p.pageSize },
      depth,
    );
    const ids = rows.map((r) => r.member_id);
    const [bets, deposits, withdrawals] =
      ids.length === 0
        ? [[], [], []]
        : await Promise.all([
            betTotals(this.db, range, 'member', ids),
            depositTotals(this.db, range, 'member', ids),
            withdrawalTotals(this.db, range, 'member', ids),
          ]);
    const byKey = <T extends { key: string }>(list: T[]) => new Map(list.map((x) => [x.key, x]));
    const b = byKey(bets);
    const d = byKey(deposits);
    const w = byKey(withdrawals);
    const list: SubReportRow[] = rows.map((r) => {
      const k = String(r.member_id);
      return {
        memberId: r.member_id,
        nickname: r.nickname,
        depth: r.depth,
        betCount: b.get(k)?.betCount ?? 0,
        stakeFen: b.get(k)?.stakeFen ?? 0,
        payoutFen: b.get(k)?.payoutFen ?? 0,
        depositFen: d.get(k)?.amountFen ?? 0,
        withdrawalFen: w.get(k)?.amountFen ?? 0,
      };
    });
    return pageOf(list, total, p);
  }
}
