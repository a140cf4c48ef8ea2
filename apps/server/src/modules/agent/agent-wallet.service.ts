import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { InsufficientFundsError, memberAccountBalanceFen, memberWalletEntries, transfer } from '../ledger';
import { AgentErrors } from './agent.errors';

/** The agent wallet: the member's agent_commission account in the ledger (docs/ledger.md). */
export class AgentWalletService {
  constructor(private readonly db: Kysely<Database>) {}

  async balance(agentId: number) {
    return { balanceFen: await memberAccountBalanceFen(this.db, agentId, 'agent_commission') };
  }

  async history(agentId: number, p: { page: number; pageSize: number }) {
    const entries = memberWalletEntries(this.db, agentId, 'agent_commission');
    const [rows, total] = await Promise.all([
      entries
        .select(['e.id', 't.type', 'e.amount_fen', 'e.balance_after_fen', 't.memo', 'e.created_at'])
        .orderBy('e.id', 'desc')
        .offset((p.page - 1) * p.pageSize)
        .limit(p.pageSize)
        .execute(),
      entries.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const n = Number(total.n);
    return {
      list: rows.map((r) => ({
        id: r.id,
        type: r.type,
        amountFen: Number(r.amount_fen),
        balanceAfterFen: Number(r.balance_after_fen),
        memo: r.memo,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      total: n,
      page: p.page,
      pageSize: p.pageSize,
      hasMore: p.page * p.pageSize < n,
    };
  }

  /** Agent wallet → main wallet; the key makes a retry a no-op. */
  async toMainWallet(agentId: number, amountFen: number, key: string) {
    try {
      const { replayed } = await this.db.transaction().execute((trx) =>
        transfer(trx, {
          from: { kind: 'agent_commission', memberId: agentId },
          to: { kind: 'member_wallet', memberId: agentId },
          amountFen,
          type: 'agent_commission',
          refType: 'agent_wallet',
          idempotencyKey: `agent-wallet:${agentId}:${key}`,
        }),
      );
      return { ...(await this.balance(agentId)), replayed };
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw AgentErrors.walletShort();
      throw error;
    }
  }
}
