import { RECHARGE_SUBORDINATE_MAX_FEN, RECHARGE_SUBORDINATE_MIN_FEN } from '@qilin/contract';
import { formatFen } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { InsufficientFundsError, memberAccountBalanceFen, memberWalletEntries, transfer } from '../ledger';
import { memberAccounts } from '../member';
import type { ProtectionService } from '../protection';
import { checkFundPassword } from '../security';
import { AgentErrors } from './agent.errors';
import { agentRepository } from './agent.repository';

export type RechargeSubordinateInput = {
  memberId: number;
  amountFen: number;
  /** The agent's fund password, already unsealed. */
  secpwd: string | undefined;
  key: string;
};

/** The agent wallet: the member's agent_commission account in the ledger (docs/ledger.md). */
export class AgentWalletService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly protection?: ProtectionService,
  ) {}

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

  /**
   * Agent wallet → a subordinate's main wallet (代充). The agent's fund password is checked first, then the
   * closure table: only a member somewhere below the agent may receive. The ledger transfer refuses to
   * take the agent account below zero under its row lock, so parallel requests cannot overdraw it, and its
   * key (per agent) makes a retry a no-op. For the receiver it is money coming in: a break or a deposit
   * limit of theirs refuses it, and it counts as their deposit.
   */
  async rechargeSubordinate(agentId: number, input: RechargeSubordinateInput) {
    const { memberId, amountFen } = input;
    if (amountFen < RECHARGE_SUBORDINATE_MIN_FEN || amountFen > RECHARGE_SUBORDINATE_MAX_FEN) {
      throw AgentErrors.rechargeLimit(
        `${formatFen(RECHARGE_SUBORDINATE_MIN_FEN)}~${formatFen(RECHARGE_SUBORDINATE_MAX_FEN)}`,
      );
    }
    const agent = await memberAccounts.findById(this.db, agentId);
    if (agent?.status !== 1) throw Errors.sessionExpired();
    await checkFundPassword(agent.fund_password_hash, input.secpwd);
    if (!(await agentRepository.isInLine(this.db, agentId, memberId))) throw AgentErrors.notInYourLine();
    try {
      const { replayed } = await this.db.transaction().execute(async (trx) => {
        const guarded = (await this.protection?.guardDeposit(trx, memberId, amountFen, true)) === true;
        const moved = await transfer(trx, {
          from: { kind: 'agent_commission', memberId: agentId },
          to: { kind: 'member_wallet', memberId },
          amountFen,
          type: 'agent_recharge',
          refType: 'agent_recharge',
          refId: String(agentId),
          idempotencyKey: `agent-recharge:${agentId}:${input.key}`,
        });
        if (guarded && !moved.replayed) await this.protection?.recordDeposit(trx, memberId, amountFen);
        return moved;
      });
      return { ...(await this.balance(agentId)), memberId, amountFen, replayed };
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw AgentErrors.walletShort();
      throw error;
    }
  }
}
