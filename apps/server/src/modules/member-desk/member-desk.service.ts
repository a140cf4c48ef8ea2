import type {
  MemberFreezeState,
  MemberLedgerResult,
  MemberProfile,
  MemberProtectionState,
  MemberSearchResult,
  MemberSessionRow,
  MemberSummary,
} from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import type { FreezeChange, FreezeState, SessionService } from '../auth';
import { BetQueries } from '../bet';
import { ChaseQueries } from '../chase';
import { getMemberBalances } from '../ledger';
import { type MemberRow, maskPhone, memberAccounts } from '../member';
import type { AdminAudit } from '../operator';
import { memberDepositPage } from '../payment';
import type { PromotionService } from '../promotion';
import { memberProtectionStates } from '../protection';
import { WithdrawService } from '../withdraw';
import { memberDeskRepository as repo } from './member-desk.repository';

export type Page = { page: number; pageSize: number };

function presentSummary(row: MemberRow, frozen: boolean, protection: MemberProtectionState): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname || row.username,
    phone: maskPhone(row.phone),
    real_name: row.real_name,
    is_trial: row.is_trial,
    frozen,
    created_at: new Date(row.created_at).toISOString(),
    protection,
  };
}

/** The face answers every id it was asked for; the fallback only satisfies the type. */
const protectionOf = (states: Map<number, MemberProtectionState>, id: number): MemberProtectionState =>
  states.get(id) ?? { break_kind: null, break_ends_at: null, has_limits: false };

export function presentFreeze(state: FreezeState): MemberFreezeState {
  return { frozen: state.frozen, reason: state.reason, frozen_at: state.frozenAt?.toISOString() ?? null };
}

/**
 * The console's members area: search, the profile and each page of a member's history, each read through
 * the owning module's face (auth sessions and freezes, ledger, bet, chase, payment, withdraw), and the
 * freeze itself (held by auth, whose guard answers 20045).
 */
export class MemberDeskService {
  readonly #bets: BetQueries;
  readonly #chases: ChaseQueries;
  readonly #withdrawals: WithdrawService;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
    private readonly now: () => Date,
    promotion: PromotionService,
  ) {
    this.#bets = new BetQueries(db);
    this.#chases = new ChaseQueries(db);
    this.#withdrawals = new WithdrawService(db, promotion, now);
  }

  async search(q: string, { page, pageSize }: Page): Promise<MemberSearchResult> {
    const { rows, total } = await memberAccounts.search(this.db, q, pageSize, (page - 1) * pageSize);
    const ids = rows.map((r) => r.id);
    const [frozen, protection] = await Promise.all([
      this.sessions.frozenAmong(ids),
      memberProtectionStates(this.db, ids, this.now()),
    ]);
    return {
      list: rows.map((r) => presentSummary(r, frozen.has(r.id), protectionOf(protection, r.id))),
      total,
      page,
      pageSize,
    };
  }

  /** The member row, or 40400 for an unknown id. */
  async member(memberId: number): Promise<MemberRow> {
    const row = await memberAccounts.findById(this.db, memberId);
    if (!row) throw Errors.notFound();
    return row;
  }

  async profile(memberId: number): Promise<MemberProfile> {
    const row = await this.member(memberId);
    const [freeze, balances, protection] = await Promise.all([
      this.sessions.freezeState(memberId),
      getMemberBalances(this.db, memberId),
      memberProtectionStates(this.db, [memberId], this.now()),
    ]);
    return {
      member: presentSummary(row, freeze.frozen, protectionOf(protection, memberId)),
      freeze: presentFreeze(freeze),
      balances: {
        balance_fen: balances.balanceFen,
        held_fen: balances.heldFen,
        withdrawable_fen: balances.withdrawableFen,
        turnover_fen: balances.turnoverFen,
      },
    };
  }

  async ledger(memberId: number, { page, pageSize }: Page): Promise<MemberLedgerResult> {
    await this.member(memberId);
    const { rows, total } = await repo.ledgerPage(this.db, memberId, pageSize, (page - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        transfer_id: r.transfer_id,
        type: r.type,
        amount_fen: r.amount_fen,
        balance_after_fen: r.balance_after_fen,
        ref_type: r.ref_type,
        ref_id: r.ref_id,
        memo: r.memo,
        at: new Date(r.created_at).toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }

  async bets(memberId: number, page: Page) {
    await this.member(memberId);
    return this.#bets.records(memberId, page);
  }

  async chases(memberId: number) {
    await this.member(memberId);
    return { list: await this.#chases.history(memberId) };
  }

  async deposits(memberId: number, { page, pageSize }: Page) {
    await this.member(memberId);
    return memberDepositPage(this.db, memberId, page, pageSize);
  }

  async withdrawals(memberId: number, { page, pageSize }: Page) {
    await this.member(memberId);
    return this.#withdrawals.list(memberId, page, pageSize);
  }

  async sessionsOf(memberId: number): Promise<{ list: MemberSessionRow[] }> {
    await this.member(memberId);
    const rows = await this.sessions.listForMember(memberId);
    const iso = (d: Date | string) => new Date(d).toISOString();
    return {
      list: rows.map((r) => ({
        device: r.device,
        device_id: r.device_id,
        trial: r.trial,
        created_at: iso(r.created_at),
        expires_at: iso(r.expires_at),
        revoked_at: r.revoked_at === null ? null : iso(r.revoked_at),
      })),
    };
  }

  /**
   * Idempotent: freezing a frozen member keeps the first reason (a repeat records before = after).
   * Audited in the freeze's transaction, the freeze state before → after.
   */
  async freeze(memberId: number, reason: string, audit: AdminAudit): Promise<MemberFreezeState> {
    await this.member(memberId);
    const { state } = await this.sessions.freeze(memberId, reason, (trx, c) =>
      audit.record(trx, freezeAudit('member.frozen', memberId, c)),
    );
    return presentFreeze(state);
  }

  async unfreeze(memberId: number, audit: AdminAudit): Promise<MemberFreezeState> {
    await this.member(memberId);
    const { state } = await this.sessions.unfreeze(memberId, (trx, c) =>
      audit.record(trx, freezeAudit('member.unfrozen', memberId, c)),
    );
    return presentFreeze(state);
  }
}

const freezeAudit = (action: string, memberId: number, c: FreezeChange) => ({
  action,
  target: `member:${memberId}`,
  before: presentFreeze(c.before),
  after: presentFreeze(c.after),
});
