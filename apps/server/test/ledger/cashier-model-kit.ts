import { ErrorCode } from '@qilin/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db';
import { EventBus } from '../../src/events';
import { hashPassword } from '../../src/lib/password';
import { getMemberBalances, getVenueBalances, reconcile } from '../../src/modules/ledger';
import {
  ChannelCatalogue,
  DepositAdminService,
  DepositService,
  defaultPaymentConfig,
} from '../../src/modules/payment';
import { PromotionService } from '../../src/modules/promotion';
import { ProtectionService } from '../../src/modules/protection';
import { VenueService } from '../../src/modules/venue';
import { WithdrawReviewService, WithdrawService } from '../../src/modules/withdraw';
import { buildBetKit } from '../bet/bet-kit';
import { freshPhone } from '../withdraw/withdraw-kit';
import { createMember } from './ledger-kit';

/**
 * The services a member and an operator reach over HTTP, wired on one database and one fake clock
 * that never moves (so the Tradition28 issue stays open and no deposit order expires mid-run).
 */
export async function buildCashier(db: Kysely<Database>) {
  const kit = buildBetKit(db, ['Tradition28']);
  await kit.scheduler.tick();
  const now = kit.clock.now;
  const channels = new ChannelCatalogue(defaultPaymentConfig);
  const adminFor = (turnoverMultiple: number) =>
    new DepositAdminService(db, { ...defaultPaymentConfig, turnoverMultiple }, now, new EventBus());
  return {
    db,
    bets: kit.bets,
    deposits: new DepositService(db, channels, defaultPaymentConfig, now),
    admins: new Map([0, 1, 2].map((k) => [k, adminFor(k)])),
    withdraws: new WithdrawService(db, new PromotionService(new ProtectionService(db, now)), now),
    reviews: new WithdrawReviewService(db, new EventBus(), now),
    venues: new VenueService(db, new EventBus()),
    fundHash: await hashPassword(FUND_PASSWORD),
  };
}
export type Cashier = Awaited<ReturnType<typeof buildCashier>>;

export const FUND_PASSWORD = '135790';
/** Two of the catalogue's venues (AG视讯, PG电子). */
export const VENUE_CODES = ['ag', 'pg'];
const REAL_NAME = '张三';

/** A member with phone, real name, fund password and one bank card: ready to withdraw. */
export async function readyMember(c: Cashier): Promise<{ id: number; accountId: number }> {
  const id = await createMember(c.db, 'cash');
  await c.db
    .updateTable('members')
    .set({ phone: freshPhone(), real_name: REAL_NAME, fund_password_hash: c.fundHash })
    .where('id', '=', id)
    .execute();
  const account = await c.withdraws.addAccount(id, {
    type: 1105,
    account: '6222020200112233445',
    holder_name: REAL_NAME,
    bank_name: '中国工商银行',
  });
  return { id, accountId: account.id };
}

/** The independent model: what each member should own, and every order's state. */
export type MemberModel = {
  id: number;
  accountId: number;
  wallet: number;
  held: number;
  venues: Record<string, number>;
  /** Turnover still to work off; only confirmed deposits add to it here (no bet is settled). */
  outstanding: number;
};
export type DepositModel = {
  id: number;
  m: number;
  fen: number;
  status: 'pending' | 'paid' | 'confirmed' | 'rejected' | 'cancelled';
};
export type BetModel = { orderId: number; m: number; fen: number; open: boolean };
export type WithdrawalModel = {
  id: number;
  m: number;
  fen: number;
  status: 'pending' | 'paid' | 'rejected' | 'cancelled';
};
export type Model = {
  members: MemberModel[];
  deposits: DepositModel[];
  bets: BetModel[];
  withdrawals: WithdrawalModel[];
  turnoverMultiple: number;
  /** Confirmed deposits (money in) and approved withdrawals (money out), fen. */
  depositedFen: number;
  paidOutFen: number;
};

export function newModel(members: { id: number; accountId: number }[], turnoverMultiple: number): Model {
  return {
    members: members.map((m) => ({
      ...m,
      wallet: 0,
      held: 0,
      venues: Object.fromEntries(VENUE_CODES.map((v) => [v, 0])),
      outstanding: 0,
    })),
    deposits: [],
    bets: [],
    withdrawals: [],
    turnoverMultiple,
    depositedFen: 0,
    paidOutFen: 0,
  };
}

export const withdrawableOf = (m: MemberModel) => Math.max(0, m.wallet - m.outstanding);

/** The service refused with exactly this error code (and moved nothing: `verify` checks that). */
export async function refused(p: Promise<unknown>, errorCode: number): Promise<void> {
  await expect(p).rejects.toMatchObject({ errorCode });
}
export const insufficient = (p: Promise<unknown>) => refused(p, ErrorCode.InsufficientBalance);

/**
 * After every step: the database agrees with the model for every member (wallet, held, withdrawable,
 * each venue, every order's and withdrawal's status), nothing is negative, money in = money out +
 * what members own, and the whole ledger reconciles (balance = sum(entries), transfers balance).
 */
export async function verify(c: Cashier, model: Model): Promise<void> {
  let owned = 0;
  for (const m of model.members) {
    const b = await getMemberBalances(c.db, m.id);
    expect(b, `member ${m.id}`).toEqual({
      balanceFen: m.wallet,
      heldFen: m.held,
      withdrawableFen: withdrawableOf(m),
      turnoverFen: m.outstanding,
    });
    const venues = await getVenueBalances(c.db, m.id);
    for (const code of VENUE_CODES) expect(venues.get(code) ?? 0, `venue ${code}`).toBe(m.venues[code]);
    const parts = [b.balanceFen, b.heldFen, ...VENUE_CODES.map((v) => venues.get(v) ?? 0)];
    expect(Math.min(...parts)).toBeGreaterThanOrEqual(0);
    owned += parts.reduce((s, x) => s + x, 0);
  }
  expect(model.depositedFen).toBe(model.paidOutFen + owned);
  await expectStatuses(c, model);
  expect(await reconcile(c.db)).toEqual({ ok: true, problems: [] });
}

async function expectStatuses(c: Cashier, model: Model): Promise<void> {
  if (model.deposits.length > 0) {
    const rows = await c.db
      .selectFrom('deposit_orders')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        model.deposits.map((d) => d.id),
      )
      .execute();
    const actual = new Map(rows.map((r) => [r.id, r.status]));
    for (const d of model.deposits) expect(actual.get(d.id), `deposit ${d.id}`).toBe(d.status);
  }
  if (model.withdrawals.length > 0) {
    const rows = await c.db
      .selectFrom('withdrawals')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        model.withdrawals.map((w) => w.id),
      )
      .execute();
    const actual = new Map(rows.map((r) => [r.id, r.status]));
    for (const w of model.withdrawals) expect(actual.get(w.id), `withdrawal ${w.id}`).toBe(w.status);
  }
}
