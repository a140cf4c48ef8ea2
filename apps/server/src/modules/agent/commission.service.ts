import { DAY_MS, lineBetCommission, parseYyyymmdd, previousShanghaiDay } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { betTotals } from '../bet';
import { transfer } from '../ledger';
import { agentRepository } from './agent.repository';
import { commissionRepository as repo } from './commission.repository';

export type CommissionRunResult = {
  periodKey: string;
  agentsPaid: number;
  commissionFen: number;
  alreadyDone: boolean;
};

/** Test hook: called after each agent's payment commits (a test throws here to crash a run midway). */
export type AfterAgentPaid = (agentId: number) => void | Promise<void>;

const CHAIN_CHUNK = 5000;

/**
 * Daily bet commission (级差 on valid turnover). A run computes every agent's amount from the bets
 * settled in the Asia/Shanghai day, then pays agent by agent, each in its own transaction that writes the
 * statement (unique per agent, kind and period) and the ledger transfer (idempotency key per agent and
 * period) together. A rerun after a crash recomputes the same amounts and skips every agent that already
 * has a statement, so nothing is paid twice; the run is marked done only when every agent is written.
 */
export class CommissionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** The day to pay: `periodKey` ('YYYYMMDD'), else the Asia/Shanghai day before today. */
  period(periodKey?: string): { key: string; from: Date; to: Date } {
    if (!periodKey) {
      const p = previousShanghaiDay(this.now().getTime());
      return { key: p.key, from: new Date(p.startMs), to: new Date(p.endMs) };
    }
    const start = parseYyyymmdd(periodKey);
    if (start === null || start + DAY_MS > this.now().getTime()) throw Errors.invalidPayload();
    return { key: periodKey, from: new Date(start), to: new Date(start + DAY_MS) };
  }

  async runBetCommission(periodKey?: string, afterPaid?: AfterAgentPaid): Promise<CommissionRunResult> {
    const period = this.period(periodKey);
    if ((await repo.openRun(this.db, 'bet', period.key)) === 'done') {
      return { ...(await this.totals(period.key)), alreadyDone: true };
    }
    const owed = await this.owed(period);
    for (const agentId of [...owed.keys()].sort((a, b) => a - b)) {
      const { baseFen, commissionFen } = owed.get(agentId) ?? { baseFen: 0, commissionFen: 0 };
      await this.db.transaction().execute(async (trx) => {
        const id = await repo.insertStatement(trx, {
          agentId,
          kind: 'bet',
          periodKey: period.key,
          baseFen,
          commissionFen,
        });
        if (id === undefined || commissionFen === 0) return;
        const { transferId } = await transfer(trx, {
          from: { kind: 'house' },
          to: { kind: 'agent_commission', memberId: agentId },
          amountFen: commissionFen,
          type: 'agent_commission',
          refType: 'agent_commission',
          refId: `bet:${period.key}`,
          idempotencyKey: `agent-commission:bet:${period.key}:${agentId}`,
        });
        await repo.setTransfer(trx, id, transferId);
      });
      await afterPaid?.(agentId);
    }
    await repo.closeRun(this.db, 'bet', period.key, this.now());
    return { ...(await this.totals(period.key)), alreadyDone: false };
  }

  /** Each agent's valid turnover under them and commission for the period. */
  private async owed(period: { from: Date; to: Date }) {
    const turnover = await betTotals(this.db, period, 'member');
    const stakeOf = new Map(turnover.map((t) => [Number(t.key), t.stakeFen]));
    const owed = new Map<number, { baseFen: number; commissionFen: number }>();
    const bettors = [...stakeOf.keys()];
    for (let i = 0; i < bettors.length; i += CHAIN_CHUNK) {
      const rows = await agentRepository.agentChains(this.db, bettors.slice(i, i + CHAIN_CHUNK));
      const chains = new Map<number, { agentId: number; rateBp: number }[]>();
      for (const r of rows) {
        const chain = chains.get(r.descendant_id) ?? [];
        chain.push({ agentId: r.ancestor_id, rateBp: r.rate_bp });
        chains.set(r.descendant_id, chain);
      }
      for (const [bettor, chain] of chains) {
        const stake = stakeOf.get(bettor) ?? 0;
        const paid = lineBetCommission(
          stake,
          chain.map((c) => c.rateBp),
        );
        chain.forEach((c, j) => {
          const o = owed.get(c.agentId) ?? { baseFen: 0, commissionFen: 0 };
          o.baseFen += stake;
          o.commissionFen += paid[j] ?? 0;
          owed.set(c.agentId, o);
        });
      }
    }
    return owed;
  }

  private async totals(periodKey: string) {
    const t = await repo.periodTotals(this.db, 'bet', periodKey);
    return { periodKey, agentsPaid: Number(t.agents), commissionFen: Number(t.fen) };
  }
}
