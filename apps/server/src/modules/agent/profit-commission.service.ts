import { parseYyyymmdd, profitCommission, shanghaiWeekPeriod } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { betTotals } from '../bet';
import { transfer } from '../ledger';
import { agentRepository } from './agent.repository';
import { commissionRepository as repo } from './commission.repository';
import type { AfterAgentPaid, CommissionRunResult } from './commission.service';

const CHAIN_CHUNK = 5000;
const WEEK_MS = 7 * 86_400_000;

/**
 * Weekly profit (negative-GGR) commission. Each settled bet's gross gaming revenue counts for the nearest
 * agent above its bettor (a sub-agent's line is the sub-agent's, so no GGR is paid twice up a line); the
 * agent earns their plan's `profit_rate_bp` on the week's GGR plus the negative balance carried in, and a
 * negative result is carried to the next week instead (`profitCommission`). Each agent is written in one
 * transaction: the statement (unique per agent, kind and week), the new carry and the ledger transfer. The
 * carry is read under the agent's row lock inside that transaction, so a rerun after a crash, or two racing
 * runs, neither pay nor carry anything twice.
 */
export class ProfitCommissionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** The week to pay: `periodKey` ('W' + its Monday, 'W20260105'), else the last whole Asia/Shanghai week. */
  period(periodKey?: string): { key: string; from: Date; to: Date } {
    const nowMs = this.now().getTime();
    if (!periodKey) {
      const p = shanghaiWeekPeriod(shanghaiWeekPeriod(nowMs).startMs - 1);
      return { key: p.key, from: new Date(p.startMs), to: new Date(p.endMs) };
    }
    const start = /^W\d{8}$/.test(periodKey) ? parseYyyymmdd(periodKey.slice(1)) : null;
    if (start === null || shanghaiWeekPeriod(start).startMs !== start || start + WEEK_MS > nowMs) {
      throw Errors.invalidPayload();
    }
    return { key: periodKey, from: new Date(start), to: new Date(start + WEEK_MS) };
  }

  async runProfitCommission(periodKey?: string, afterPaid?: AfterAgentPaid): Promise<CommissionRunResult> {
    const period = this.period(periodKey);
    if ((await repo.openRun(this.db, 'profit', period.key)) === 'done') {
      return { ...(await this.totals(period.key)), alreadyDone: true };
    }
    const ggrOf = await this.ggrByAgent(period);
    for (const agentId of [...ggrOf.keys()].sort((a, b) => a - b)) {
      const ggrFen = ggrOf.get(agentId) ?? 0;
      await this.db.transaction().execute(async (trx) => {
        const standing = await repo.lockProfitStanding(trx, agentId);
        if (!standing) return;
        const r = profitCommission({
          ggrFen,
          carryInFen: Math.min(0, standing.carryFen),
          rateBp: standing.rateBp,
        });
        const id = await repo.insertStatement(trx, {
          agentId,
          kind: 'profit',
          periodKey: period.key,
          baseFen: r.baseFen,
          commissionFen: r.commissionFen,
          carryOutFen: r.carryOutFen,
        });
        // A statement already written means this week's carry and payment are already in.
        if (id === undefined) return;
        await repo.setProfitCarry(trx, agentId, r.carryOutFen);
        if (r.commissionFen === 0) return;
        const { transferId } = await transfer(trx, {
          from: { kind: 'house' },
          to: { kind: 'agent_commission', memberId: agentId },
          amountFen: r.commissionFen,
          type: 'agent_commission',
          refType: 'agent_commission',
          refId: `profit:${period.key}`,
          idempotencyKey: `agent-commission:profit:${period.key}:${agentId}`,
        });
        await repo.setTransfer(trx, id, transferId);
      });
      await afterPaid?.(agentId);
    }
    await repo.closeRun(this.db, 'profit', period.key, this.now());
    return { ...(await this.totals(period.key)), alreadyDone: false };
  }

  /** The week's GGR of each agent's own bettors (those whose nearest agent above is them). */
  private async ggrByAgent(period: { from: Date; to: Date }) {
    const totals = await betTotals(this.db, period, 'member');
    const ggrOf = new Map(totals.map((t) => [Number(t.key), t.ggrFen]));
    const byAgent = new Map<number, number>();
    const bettors = [...ggrOf.keys()];
    for (let i = 0; i < bettors.length; i += CHAIN_CHUNK) {
      // Rows come nearest agent first per bettor.
      const rows = await agentRepository.agentChains(this.db, bettors.slice(i, i + CHAIN_CHUNK));
      const seen = new Set<number>();
      for (const r of rows) {
        if (seen.has(r.descendant_id)) continue;
        seen.add(r.descendant_id);
        byAgent.set(r.ancestor_id, (byAgent.get(r.ancestor_id) ?? 0) + (ggrOf.get(r.descendant_id) ?? 0));
      }
    }
    return byAgent;
  }

  private async totals(periodKey: string) {
    const t = await repo.periodTotals(this.db, 'profit', periodKey);
    return { periodKey, agentsPaid: Number(t.agents), commissionFen: Number(t.fen) };
  }
}
