import { createHash } from 'node:crypto';
import { formatFen } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { getMemberBalances, IdempotencyConflictError, placeHold } from '../ledger';
import { lockMember, type MemberRow, memberAccounts } from '../member';
import { type PromotionService, presentWagering } from '../promotion';
import { checkFundPassword, SecurityErrors } from '../security';
import {
  AVAILABLE_WITHDRAW_TYPES,
  MAX_WITHDRAW_ACCOUNTS,
  WITHDRAW_MAX_FEN,
  WITHDRAW_MIN_FEN,
} from './withdraw.config';
import { WithdrawErrors } from './withdraw.errors';
import { presentWithdrawal } from './withdraw.presenter';
import { withdrawRepository as repo } from './withdraw.repository';
import type { WithdrawalRow } from './withdraw.tables';
import { checkNewAccount, presentAccount } from './withdraw-account.rules';

export type ApplyInput = {
  accountId: number;
  amountFen: number;
  secpwd: string | undefined;
  clientKey: string | undefined;
};

/** Member side of withdrawals: the binding chain, accounts, applications and their history. */
export class WithdrawService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  readonly #promotion: PromotionService;

  constructor(db: Kysely<Database>, promotion: PromotionService, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#promotion = promotion;
    this.#now = now;
  }

  async #member(memberId: number): Promise<MemberRow> {
    const row = await memberAccounts.findById(this.#db, memberId);
    if (row?.status !== 1) throw Errors.sessionExpired();
    return row;
  }

  /** The spec's chain, in order: 20009 phone → 20023 real name → 20027 account → 20011 fund password. */
  async preCheck(memberId: number) {
    const member = await this.#member(memberId);
    if (member.phone === '') throw SecurityErrors.phoneNotBound();
    if (member.real_name === '') throw SecurityErrors.realNameNotBound();
    const accounts = await repo.liveAccounts(this.#db, memberId);
    if (accounts.length === 0) throw WithdrawErrors.accountNotBound();
    if (member.fund_password_hash === null) throw SecurityErrors.fundPasswordNotSet();
    return this.check(memberId);
  }

  /** Balance, withdrawable amount (less gifts still under wagering, explained) and limits for the withdraw screen. */
  async check(memberId: number) {
    const [b, w] = await Promise.all([
      getMemberBalances(this.#db, memberId),
      this.#promotion.wagering(this.#db, memberId),
    ]);
    return {
      balance: b.balanceFen,
      withdrawable_amount: w.withdrawableFen,
      gift_wagering: presentWagering(w),
      turnover_required: b.turnoverFen,
      heldFen: b.heldFen,
      minFen: WITHDRAW_MIN_FEN,
      maxFen: WITHDRAW_MAX_FEN,
      limit: `${formatFen(WITHDRAW_MIN_FEN)}~${formatFen(WITHDRAW_MAX_FEN)}`,
    };
  }

  /** Available types first (spec §4 "Withdrawal accounts"), then by id. */
  async accounts(memberId: number) {
    const rows = await repo.liveAccounts(this.#db, memberId);
    const rank = (type: number) => ((AVAILABLE_WITHDRAW_TYPES as readonly number[]).includes(type) ? 0 : 1);
    return rows.sort((a, b) => rank(a.type) - rank(b.type) || a.id - b.id).map(presentAccount);
  }

  async addAccount(memberId: number, input: Parameters<typeof checkNewAccount>[0]) {
    return this.#db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, memberId);
      if (!member) throw Errors.sessionExpired();
      if (member.phone === '') throw SecurityErrors.phoneNotBound();
      if (member.real_name === '') throw SecurityErrors.realNameNotBound();
      const account = checkNewAccount(input, member.real_name);
      const live = await repo.liveAccounts(trx, memberId);
      if (live.length >= MAX_WITHDRAW_ACCOUNTS) throw WithdrawErrors.accountLimit();
      const row = await repo.insertAccount(trx, memberId, account);
      if (!row) throw WithdrawErrors.accountDuplicate();
      return presentAccount(row);
    });
  }

  async deleteAccount(memberId: number, id: number): Promise<void> {
    // Another member's account id answers exactly like a missing one.
    if (!(await repo.deleteAccount(this.#db, memberId, id, this.#now()))) throw WithdrawErrors.notFound();
  }

  /**
   * Applies for a withdrawal: the member row is locked first so the withdrawable check and the hold
   * happen as one step per member; the hold and the application commit together. A repeated
   * request id answers the first application (same body) or is refused (different body).
   */
  async apply(memberId: number, input: ApplyInput) {
    const pre = await this.#member(memberId);
    await checkFundPassword(pre.fund_password_hash, input.secpwd);
    if (input.amountFen < WITHDRAW_MIN_FEN || input.amountFen > WITHDRAW_MAX_FEN) {
      throw WithdrawErrors.amountLimit(`${formatFen(WITHDRAW_MIN_FEN)}~${formatFen(WITHDRAW_MAX_FEN)}`);
    }
    const row = await this.#db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, memberId);
      if (!member) throw Errors.sessionExpired();
      if (input.clientKey) {
        const earlier = await repo.byClientKey(trx, memberId, input.clientKey);
        if (earlier) return sameRequest(earlier, input);
      }
      const account = await repo.liveAccount(trx, memberId, input.accountId);
      if (!account) throw WithdrawErrors.accountNotBound();
      // Under the member lock, which gift claims take too: no claim lands between check and hold.
      const w = await this.#promotion.wagering(trx, memberId);
      if (input.amountFen > w.withdrawableFen)
        throw WithdrawErrors.overWithdrawable(w.lockedFen > 0 ? presentWagering(w).text : undefined);
      const hold = await placeHold(trx, {
        memberId,
        amountFen: input.amountFen,
        type: 'withdrawal',
        refType: 'withdrawal',
        refId: input.clientKey ? `key:${keyDigest(memberId, input.clientKey)}` : '',
      });
      return repo.insertWithdrawal(trx, {
        memberId,
        account,
        accountText: presentAccount(account).title,
        amountFen: input.amountFen,
        holdId: hold.holdId,
        clientKey: input.clientKey ?? null,
        now: this.#now(),
      });
    });
    return presentWithdrawal(row);
  }

  async list(memberId: number, page: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      repo.listForMember(this.#db, memberId, pageSize, (page - 1) * pageSize),
      repo.countForMember(this.#db, memberId),
    ]);
    return { list: rows.map(presentWithdrawal), total, page, pageSize };
  }
}

function keyDigest(memberId: number, key: string): string {
  return createHash('sha256').update(`${memberId}:${key}`).digest('hex').slice(0, 24);
}

/** A replayed request id: the first application if the body matches, a refusal otherwise. */
function sameRequest(earlier: WithdrawalRow, input: ApplyInput): WithdrawalRow {
  if (earlier.amount_fen !== input.amountFen || earlier.account_id !== input.accountId) {
    throw new IdempotencyConflictError();
  }
  return earlier;
}
