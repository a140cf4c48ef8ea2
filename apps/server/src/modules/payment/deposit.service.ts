import { randomInt } from 'node:crypto';
import type { DepositOrderView, RechargeCheckResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { shanghaiTime } from '../../lib/shanghai-time';
import { memberAccounts } from '../member';
import type { ProtectionService } from '../protection';
import type { ChannelCatalogue } from './channels.catalogue';
import type { PaymentConfig } from './payment.config';
import { PaymentErrors } from './payment.errors';
import { presentOrder } from './payment.presenter';
import { depositRepository as repo } from './payment.repository';
import type { DepositOrderRow } from './payment.tables';

/** The violated unique constraint's name ('' when unnamed), or undefined for any other error. */
function uniqueViolationOf(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string } | null;
  if (e?.code !== '23505') return undefined;
  if (e.constraint) return e.constraint;
  // PGlite may leave `constraint` unset; its message names the index.
  return /deposit_orders_order_sn_key/.test(String(e.message)) ? 'deposit_orders_order_sn_key' : '';
}

/** 'D' + Shanghai timestamp + 6 random digits: readable by support staff, unique by the index anyway. */
function newOrderSn(now: Date): string {
  return `D${shanghaiTime(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The member's side of the offline recharge flow (spec §4 steps 1–7): quote, create, view, payer name,
 * evidence, "I have transferred", cancel, list. Unpaid orders expire lazily on every read and in the
 * plugin's periodic sweep; an expired order can no longer be confirmed by the member.
 */
export class DepositService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly channels: ChannelCatalogue,
    private readonly config: PaymentConfig,
    private readonly now: () => Date,
    /** The order number's source (tests pass a fixed sequence to force a repeat). */
    private readonly orderSn: (now: Date) => string = newOrderSn,
  ) {}

  /** Player protection: a break or a deposit limit refuses the request (checked again at confirmation). */
  #protection: ProtectionService | undefined;
  useProtection(protection: ProtectionService): void {
    this.#protection = protection;
  }

  async view(row: DepositOrderRow): Promise<DepositOrderView> {
    const evidence = await repo.evidenceIds(this.db, [row.id]);
    const channel = this.config.channels.find((c) => c.channelId === row.channel_id);
    return presentOrder(row, channel, this.now(), evidence.has(row.id));
  }

  async create(memberId: number, channelId: number, amountText: string): Promise<DepositOrderView> {
    const quote = this.channels.quote(channelId, amountText);
    // Every channel (REST and /sbin) comes here: no deposit before the member has bound a real name.
    if (!(await memberAccounts.findById(this.db, memberId))?.real_name)
      throw PaymentErrors.realNameRequired();
    const now = this.now();
    await repo.expireDue(this.db, now, memberId);
    if (await repo.findPending(this.db, memberId)) throw PaymentErrors.pendingOrderExists();
    await this.#protection?.guardDeposit(this.db, memberId, quote.amountFen, false);
    // The order number's 6 random digits can repeat within one second: draw another. Only the
    // one-pending-order index means "you already have an open order" (two creates racing).
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await repo.insert(this.db, {
          orderSn: this.orderSn(now),
          memberId,
          channelId,
          typeId: quote.channel.typeId,
          amountFen: quote.amountFen,
          usdtAmount: quote.usdtAmount,
          exchangeRate: quote.exchangeRate,
          createdAt: now,
          expiresAt: new Date(now.getTime() + this.config.orderTtlSeconds * 1000),
        });
        return await this.view(row);
      } catch (error) {
        if (uniqueViolationOf(error) === 'deposit_orders_order_sn_key' && attempt < 5) continue;
        if (uniqueViolationOf(error)) throw PaymentErrors.pendingOrderExists();
        throw error;
      }
    }
  }

  /** payOrderNums 1 sends the client straight to the open order (spec §4 step 3). */
  async openOrder(memberId: number): Promise<RechargeCheckResult> {
    await repo.expireDue(this.db, this.now(), memberId);
    const pending = await repo.findPending(this.db, memberId);
    return { onlinePay: this.config.onlinePay, payOrderNums: pending ? 1 : 0, orderId: pending?.id ?? null };
  }

  async pendingView(memberId: number): Promise<DepositOrderView | null> {
    const open = await this.openOrder(memberId);
    if (open.orderId === null) return null;
    return this.info(memberId, open.orderId);
  }

  async info(memberId: number, orderId: number): Promise<DepositOrderView> {
    await repo.expireDue(this.db, this.now(), memberId);
    return this.view(await this.own(memberId, orderId));
  }

  async enterPayerName(memberId: number, orderId: number, payerName: string): Promise<DepositOrderView> {
    const row = await this.open(memberId, orderId, ['pending', 'paid']);
    await repo.setPayerName(this.db, row.id, payerName);
    return this.view({ ...row, payer_name: payerName });
  }

  async saveEvidence(memberId: number, orderId: number, mime: string, content: Uint8Array): Promise<void> {
    const row = await this.open(memberId, orderId, ['pending', 'paid']);
    await repo.saveEvidence(this.db, row.id, mime, content);
  }

  /** "I have transferred": pending → paid (idempotent); the operator then confirms or rejects. */
  async markPaid(memberId: number, orderId: number): Promise<DepositOrderView> {
    const row = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lock(trx, orderId);
      if (!order || order.member_id !== memberId) throw PaymentErrors.orderNotFound();
      if (order.status === 'paid') return order;
      if (order.status === 'pending' && order.expires_at.getTime() <= this.now().getTime()) {
        await repo.setStatus(trx, order.id, 'expired', { decided_at: this.now() });
        return null;
      }
      if (order.status === 'expired') return null;
      if (order.status !== 'pending') throw PaymentErrors.orderNotPending();
      return repo.setStatus(trx, order.id, 'paid', { paid_at: this.now() });
    });
    // Thrown after the transaction so the expiry it recorded is kept.
    if (!row) throw PaymentErrors.orderExpired();
    return this.view(row);
  }

  /** pending → cancelled ('已取消订单'); cancelling a cancelled order again is fine. */
  async cancel(memberId: number, orderId: number): Promise<DepositOrderView> {
    const row = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lock(trx, orderId);
      if (!order || order.member_id !== memberId) throw PaymentErrors.orderNotFound();
      if (order.status === 'cancelled') return order;
      if (order.status !== 'pending') throw PaymentErrors.orderNotPending();
      return repo.setStatus(trx, order.id, 'cancelled', { decided_at: this.now() });
    });
    return this.view(row);
  }

  async list(memberId: number, page: number, pageSize: number) {
    await repo.expireDue(this.db, this.now(), memberId);
    const { rows, total } = await repo.page(this.db, memberId, page, pageSize);
    const evidence = await repo.evidenceIds(
      this.db,
      rows.map((r) => r.id),
    );
    const now = this.now();
    const list = rows.map((r) =>
      presentOrder(
        r,
        this.config.channels.find((c) => c.channelId === r.channel_id),
        now,
        evidence.has(r.id),
      ),
    );
    return { list, total, page, pageSize };
  }

  /** The periodic sweep: every member's overdue unpaid orders. */
  expireAll(): Promise<number> {
    return repo.expireDue(this.db, this.now());
  }

  private async own(memberId: number, orderId: number): Promise<DepositOrderRow> {
    const row = await repo.find(this.db, orderId);
    // Another member's order answers "not found", never "forbidden": ids leak nothing.
    if (!row || row.member_id !== memberId) throw PaymentErrors.orderNotFound();
    return row;
  }

  private async open(memberId: number, orderId: number, allowed: DepositOrderRow['status'][]) {
    await repo.expireDue(this.db, this.now(), memberId);
    const row = await this.own(memberId, orderId);
    if (row.status === 'expired') throw PaymentErrors.orderExpired();
    if (!allowed.includes(row.status)) throw PaymentErrors.orderNotPending();
    return row;
  }
}
