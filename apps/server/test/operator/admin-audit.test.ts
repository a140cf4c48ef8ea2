import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditVerify } from '../../src/cli/audit-verify';
import { EventBus } from '../../src/events';
import { type AdminAudit, verifyAuditChain } from '../../src/modules/operator';
import { DepositAdminService, defaultPaymentConfig } from '../../src/modules/payment';
import { buildMember, buildTestApp, DEPOSITOR, loginMember, type TestApp, testAudit } from '../helpers';
import { createOrder } from '../payment/payment-kit';
import { asOperator, makeOperator, okResult, signIn, type TestOperator } from './operator-kit';

describe('admin writes record their audit row in their own transaction', () => {
  let t: TestApp;
  let cashier: TestOperator;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cashier = await makeOperator(t, 'cashier');
    token = await signIn(t, cashier);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const pendingDeposit = async () => {
    const member = await buildMember(t.db.db, DEPOSITOR);
    return (await createOrder(t, await loginMember(t, member), 1, '200')).id as number;
  };
  const rowsFor = (target: string) =>
    t.db.db.selectFrom('audit_log').selectAll().where('target', 'like', `${target}%`).orderBy('id').execute();
  const confirm = (id: number) =>
    t.call(`/api/admin/deposits/${id}/confirm`, { method: 'POST', headers: asOperator(token) });

  it('a committed write has exactly one row, with the operator and before → after; the chain verifies', async () => {
    const id = await pendingDeposit();
    okResult(await confirm(id));
    const rows = await rowsFor(`deposit:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'deposit.confirmed',
      actor_kind: 'operator',
      operator_id: cashier.id,
      actor_name: cashier.username,
      before: { status: 'pending', amount_fen: 20_000, transfer_id: null },
      after: { status: 'confirmed', amount_fen: 20_000, transfer_id: expect.any(Number) },
    });
    // The gate wrote no second, generic row for it.
    const generic = await t.db.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'POST /api/admin/deposits/:id/confirm')
      .where('target', '=', JSON.stringify({ id: String(id) }))
      .execute();
    expect(generic).toEqual([]);
    expect(await verifyAuditChain(t.db.db)).toMatchObject({ ok: true });
    expect(await auditVerify(t.db.db, { write: () => {} })).toBe(0);
  });

  it('a write whose transaction rolls back after recording leaves no audit row and no change', async () => {
    const id = await pendingDeposit();
    const service = new DepositAdminService(t.db.db, defaultPaymentConfig, () => new Date(), new EventBus());
    const crashing: AdminAudit = {
      record: async (trx, change) => {
        await testAudit.record(trx, change);
        throw new Error('crash after the audit row');
      },
    };
    await expect(service.confirm(id, crashing)).rejects.toThrow('crash after the audit row');
    expect(await rowsFor(`deposit:${id}`)).toEqual([]);
    const order = await t.db.db
      .selectFrom('deposit_orders')
      .select(['status', 'transfer_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending', transfer_id: null });
    expect(await verifyAuditChain(t.db.db)).toMatchObject({ ok: true });
  });

  it('a refusal is still audited, by the gate, with its status', async () => {
    const res = await confirm(987_654);
    expect(res.status).toBe(404);
    // The gate records a refusal once the answer has gone (nothing changed, so nothing to share a
    // transaction with): the row may land a moment after the client has its 404.
    const latest = () =>
      t.db.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'POST /api/admin/deposits/:id/confirm')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    await expect
      .poll(latest, { timeout: 5_000 })
      .toMatchObject({ operator_id: cashier.id, after: { status: 404 } });
  });

  it('a write route that answers 2xx without recording fails loudly outside production', async () => {
    const id = await pendingDeposit();
    const original = DepositAdminService.prototype.confirm;
    // The service records through some other recorder, not the request's: the gate must notice.
    const spy = vi.spyOn(DepositAdminService.prototype, 'confirm').mockImplementation(function (
      this: DepositAdminService,
      orderId: number,
    ) {
      return original.call(this, orderId, testAudit);
    });
    try {
      const res = await confirm(id);
      expect(res.status).toBe(500);
      expect(res.headers.get('x-audit-missing')).toBe('POST /api/admin/deposits/:id/confirm');
    } finally {
      spy.mockRestore();
    }
  });
});
