import { BetErrorCode, type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { testAudit } from '../helpers';
import {
  type Cashier,
  FUND_PASSWORD,
  insufficient,
  type Model,
  refused,
  VENUE_CODES,
  verify,
  withdrawableOf,
} from './cashier-model-kit';

/**
 * The steps of the cashier property: each calls one service the way its route does and updates the
 * model with what must have happened, or asserts the exact refusal when the model says it must fail.
 */
export const MEMBERS = 2;
const GAME = 'Tradition28';
const DEPOSIT_CHANNEL = 2; // 支付宝转账, '10~5000' yuan
const [MIN_YUAN, MAX_YUAN] = [10, 5_000];
const [WITHDRAW_MIN, WITHDRAW_MAX] = [10_000, 5_000_000];
const BET_MIN = 100;
/** How often each kind of step changed the model (moved) or was refused / a no-op (same). */
export const STATS = new Map<string, number>();

type Real = Cashier;
type Act = (model: Model, c: Real) => Promise<void>;

export class Step implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly label: string,
    readonly act: Act,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, c: Real): Promise<void> {
    const before = JSON.stringify(model);
    await this.act(model, c);
    const kind = this.label.replace(/\(.*$/, '');
    const key = `${kind}:${JSON.stringify(model) === before ? 'same' : 'moved'}`;
    STATS.set(key, (STATS.get(key) ?? 0) + 1);
    await verify(c, model);
  }
  toString(): string {
    return this.label;
  }
}

const entry = findGameFamily(GAME)?.playGroups.credit[0]?.entries[0];
const betItem = (amountFen: number): BetItem => ({
  playId: entry?.playId ?? '',
  ...(entry?.option !== undefined && { option: entry.option }),
  ...(entry?.position !== undefined && { position: entry.position }),
  amountFen,
  odds: entry?.odds ?? '',
});

/** -1 names the newest entry (half the time, so follow-ups often hit what was just created). */
const pick = <T>(list: T[], i: number): T | undefined =>
  i < 0 ? list[list.length - 1] : list[i % Math.max(1, list.length)];
const member = fc.nat({ max: MEMBERS - 1 });
const index = fc.oneof(fc.constant(-1), fc.nat({ max: 50 }));
/** A command arbitrary that can also build one chosen command (`make`) for the fixed scenario. */
function step<A>(arb: fc.Arbitrary<A>, label: (a: A) => string, act: (a: A) => Act) {
  const make = (a: A) => new Step(label(a), act(a));
  return Object.assign(arb.map(make), { make });
}

export const depositCreate = step(
  fc.record({ m: member, yuan: fc.integer({ min: 5, max: 5_200 }) }),
  (a) => `depositCreate(m${a.m}, ${a.yuan}元)`,
  (a) => async (model, c) => {
    const mm = model.members[a.m]!;
    const p = c.deposits.create(mm.id, DEPOSIT_CHANNEL, String(a.yuan));
    if (a.yuan < MIN_YUAN || a.yuan > MAX_YUAN) return refused(p, ErrorCode.AmountOutOfLimit);
    // One open (pending) order per member: the next one waits for it.
    if (model.deposits.some((d) => d.m === a.m && d.status === 'pending')) {
      return refused(p, ErrorCode.OrderStateInvalid);
    }
    const order = await p;
    expect(order).toMatchObject({ status: 'pending', amount: a.yuan * 100 });
    model.deposits.push({ id: order.id, m: a.m, fen: a.yuan * 100, status: 'pending' });
  },
);

/** The happy path in one step: create, "I have transferred", operator confirms (money arrives). */
export const depositPaidIn = step(
  fc.record({ m: member, yuan: fc.integer({ min: MIN_YUAN, max: 2_000 }) }),
  (a) => `depositPaidIn(m${a.m}, ${a.yuan}元)`,
  (a) => async (model, c) => {
    const mm = model.members[a.m]!;
    if (model.deposits.some((d) => d.m === a.m && d.status === 'pending')) return;
    const order = await c.deposits.create(mm.id, DEPOSIT_CHANNEL, String(a.yuan));
    const fen = a.yuan * 100;
    model.deposits.push({ id: order.id, m: a.m, fen, status: 'paid' });
    expect((await c.deposits.markPaid(mm.id, order.id)).status).toBe('paid');
    await verify(c, model);
    expect((await c.admins.get(model.turnoverMultiple)!.confirm(order.id, testAudit)).credited).toBe(true);
    model.deposits[model.deposits.length - 1]!.status = 'confirmed';
    mm.wallet += fen;
    mm.outstanding += fen * model.turnoverMultiple;
    model.depositedFen += fen;
  },
);

export const depositMemberStep = step(
  fc.record({ i: index, action: fc.constantFrom('paid' as const, 'cancel' as const) }),
  (a) => `deposit${a.action}(#${a.i})`,
  (a) => async (model, c) => {
    const d = pick(model.deposits, a.i);
    if (!d) return;
    const memberId = model.members[d.m]!.id;
    if (a.action === 'paid') {
      const p = c.deposits.markPaid(memberId, d.id);
      if (d.status !== 'pending' && d.status !== 'paid') return refused(p, ErrorCode.OrderStateInvalid);
      await p;
      d.status = 'paid';
      return;
    }
    const p = c.deposits.cancel(memberId, d.id);
    if (d.status !== 'pending' && d.status !== 'cancelled') return refused(p, ErrorCode.OrderStateInvalid);
    await p;
    d.status = 'cancelled';
  },
);

export const depositOperatorStep = step(
  fc.record({ i: index, confirm: fc.boolean(), reason: fc.constantFrom<string>('', '未收到款项') }),
  (a) => (a.confirm ? `depositConfirm(#${a.i})` : `depositReject(#${a.i}, '${a.reason}')`),
  (a) => async (model, c) => {
    const d = pick(model.deposits, a.i);
    if (!d) return;
    const admin = c.admins.get(model.turnoverMultiple)!;
    const open = d.status === 'pending' || d.status === 'paid';
    if (a.confirm) {
      const p = admin.confirm(d.id, testAudit);
      if (!open && d.status !== 'confirmed') return refused(p, ErrorCode.OrderStateInvalid);
      const { credited } = await p;
      expect(credited).toBe(open);
      if (!open) return;
      const mm = model.members[d.m]!;
      mm.wallet += d.fen;
      mm.outstanding += d.fen * model.turnoverMultiple;
      model.depositedFen += d.fen;
      d.status = 'confirmed';
      return;
    }
    const p = admin.reject(d.id, a.reason, testAudit);
    if (a.reason === '') return refused(p, ErrorCode.InvalidPayload);
    if (!open && d.status !== 'rejected') return refused(p, ErrorCode.OrderStateInvalid);
    await p;
    d.status = 'rejected';
  },
);

export const betPlace = step(
  fc.record({ m: member, fen: fc.integer({ min: 50, max: 30_000 }) }),
  (a) => `betPlace(m${a.m}, ${a.fen}分)`,
  (a) => async (model, c) => {
    const mm = model.members[a.m]!;
    const p = c.bets.place(mm.id, { gameCode: GAME, roomId: '1', items: [betItem(a.fen)] });
    if (a.fen < BET_MIN) return refused(p, BetErrorCode.StakeOutOfRange);
    if (mm.wallet < a.fen) return insufficient(p);
    const receipt = await p;
    mm.wallet -= a.fen;
    mm.held += a.fen;
    model.bets.push({ orderId: receipt.orderId, m: a.m, fen: a.fen, open: true });
  },
);

export const betCancel = step(
  fc.record({ i: index, all: fc.boolean(), m: member }),
  (a) => (a.all ? `betCancelAll(m${a.m})` : `betCancel(#${a.i})`),
  (a) => async (model, c) => {
    const cancel = (list: typeof model.bets) => {
      for (const b of list) {
        b.open = false;
        model.members[b.m]!.wallet += b.fen;
        model.members[b.m]!.held -= b.fen;
      }
      return list.reduce((s, b) => s + b.fen, 0);
    };
    if (a.all) {
      const open = model.bets.filter((b) => b.m === a.m && b.open);
      const p = c.bets.cancel(model.members[a.m]!.id, GAME);
      if (open.length === 0) return refused(p, BetErrorCode.NotCancellable);
      expect((await p).refundFen).toBe(cancel(open));
      return;
    }
    const b = pick(model.bets, a.i);
    if (!b) return;
    const p = c.bets.cancel(model.members[b.m]!.id, GAME, b.orderId);
    if (!b.open) return refused(p, BetErrorCode.NotCancellable);
    expect((await p).refundFen).toBe(cancel([b]));
  },
);

export const withdrawApply = step(
  fc.record({
    m: member,
    fen: fc.integer({ min: 50, max: 2_000 }).map((x) => x * 100),
    wrongPassword: fc.nat({ max: 9 }).map((n) => n < 2),
  }),
  (a) => `withdrawApply(m${a.m}, ${a.fen}分${a.wrongPassword ? ', wrong password' : ''})`,
  (a) => async (model, c) => {
    const mm = model.members[a.m]!;
    const p = c.withdraws.apply(mm.id, {
      accountId: mm.accountId,
      amountFen: a.fen,
      secpwd: a.wrongPassword ? '000000' : FUND_PASSWORD,
      clientKey: undefined,
    });
    if (a.wrongPassword) return refused(p, ErrorCode.FundPasswordWrong);
    if (a.fen < WITHDRAW_MIN || a.fen > WITHDRAW_MAX) return refused(p, ErrorCode.WithdrawAmountOutOfLimit);
    if (a.fen > withdrawableOf(mm)) return refused(p, ErrorCode.WithdrawableExceeded);
    const w = await p;
    expect(w).toMatchObject({ status: 'pending', amountFen: a.fen });
    mm.wallet -= a.fen;
    mm.held += a.fen;
    model.withdrawals.push({ id: w.id, m: a.m, fen: a.fen, status: 'pending' });
  },
);

export const withdrawDecide = step(
  fc.record({ i: index, action: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const) }),
  (a) => `withdraw${a.action}(#${a.i})`,
  (a) => async (model, c) => {
    const w = pick(model.withdrawals, a.i);
    if (!w) return;
    const mm = model.members[w.m]!;
    const p =
      a.action === 'approve'
        ? c.reviews.approve(w.id, testAudit)
        : a.action === 'reject'
          ? c.reviews.reject(w.id, '账户信息有误', testAudit)
          : c.reviews.cancel(mm.id, w.id);
    // Approving a paid withdrawal again answers it unchanged; every other second decision is refused.
    if (w.status === 'paid' && a.action === 'approve') return void (await p);
    if (w.status !== 'pending') return refused(p, ErrorCode.WithdrawStateInvalid);
    await p;
    mm.held -= w.fen;
    if (a.action === 'approve') {
      model.paidOutFen += w.fen;
      w.status = 'paid';
    } else {
      mm.wallet += w.fen;
      w.status = a.action === 'reject' ? 'rejected' : 'cancelled';
    }
  },
);

export const venueMove = step(
  fc.record({
    m: member,
    code: fc.constantFrom(...VENUE_CODES),
    fen: fc.integer({ min: 1, max: 30_000 }),
    direction: fc.constantFrom('in' as const, 'out' as const, 'allOut' as const),
  }),
  (a) =>
    a.direction === 'allOut' ? `venueAllOut(m${a.m})` : `venue${a.direction}(m${a.m}, ${a.code}, ${a.fen}分)`,
  (a) => async (model, c) => {
    const mm = model.members[a.m]!;
    if (a.direction === 'allOut') {
      const total = VENUE_CODES.reduce((s, v) => s + (mm.venues[v] ?? 0), 0);
      expect((await c.venues.allOut(mm.id)).movedFen).toBe(total);
      for (const v of VENUE_CODES) mm.venues[v] = 0;
      mm.wallet += total;
      return;
    }
    const p = c.venues.exchange(mm.id, { code: a.code, direction: a.direction, amountFen: a.fen });
    const source = a.direction === 'in' ? mm.wallet : (mm.venues[a.code] ?? 0);
    if (source < a.fen) return insufficient(p);
    await p;
    const sign = a.direction === 'in' ? 1 : -1;
    mm.venues[a.code] = (mm.venues[a.code] ?? 0) + sign * a.fen;
    mm.wallet -= sign * a.fen;
  },
);

// The happy-path deposit weighs double: without money most other steps are refusals.
export const commands = [
  depositPaidIn,
  depositPaidIn,
  depositCreate,
  depositMemberStep,
  depositOperatorStep,
  depositOperatorStep,
  betPlace,
  betCancel,
  withdrawApply,
  withdrawDecide,
  venueMove,
];
