import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import {
  asRecord,
  buildMember,
  buildTestApp,
  DEPOSITOR,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { ADMIN, createOrder, expectFail, result, sbin, wallet } from './payment-kit';

describe(`offline recharge, operator side and /sbin jobs (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const confirm = (id: number) =>
    t.call(`/api/admin/deposits/${id}/confirm`, { method: 'POST', headers: ADMIN });

  it('lists pending deposits and credits the wallet exactly once, even confirmed twice', async () => {
    const token = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
    const id = (await createOrder(t, token, 1, '200')).id as number;
    await t.call(`/api/fund/confirm/${id}`, { token, method: 'POST' });
    expectFail(
      await confirm(id).then(() => t.call(`/api/admin/deposits/${id}/confirm`, { method: 'POST', token })),
      403,
      ErrorCode.AdminOnly,
      '仅限运营人员操作',
    );
    const listed = asRecord(
      (await t.call('/api/admin/deposits?status=paid,pending,confirmed', { headers: ADMIN })).body,
    );
    expect((listed.result as Record<string, unknown>[]).some((o) => o.id === id)).toBe(true);
    const again = result(await confirm(id));
    expect(again.credited).toBe(false);
    expect(asRecord(again.order).status).toBe('confirmed');
    // Turnover multiple 1: the fresh deposit is not withdrawable until bets work it off.
    expect(await wallet(t, token)).toMatchObject({
      balance: 20_000,
      withdrawable_amount: 0,
      held: 0,
      turnover_required: 20_000,
    });
    expectFail(
      await t.call(`/api/fund/cancel/${id}`, { token, method: 'POST' }),
      409,
      ErrorCode.OrderStateInvalid,
      '订单状态已变更，无法继续操作',
    );
    expectFail(await confirm(987_654), 404, ErrorCode.OrderNotFound, '订单不存在');
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('credits once when ten confirms arrive at the same time, then tells the member once', async () => {
    const member = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, member);
    const id = (await createOrder(t, token, 2, '66')).id as number;
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => result(a).credited === true)).toHaveLength(1);
    expect((await wallet(t, token)).balance).toBe(6_600);
    const credits = await t.db.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('ref_type', '=', 'deposit_order')
      .where('ref_id', '=', String(id))
      .execute();
    expect(credits).toHaveLength(1);
    expect(publish.mock.calls).toEqual([
      [{ memberId: member.id }, { type: 'ex_out_all', content: '您的充值已到账' }],
    ]);
    publish.mockRestore();
  });

  it('rejects with a reason, never credits a rejected order, and refuses to reject without one', async () => {
    const member = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, member);
    const id = (await createOrder(t, token, 1, '100')).id as number;
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const reject = (body: unknown) => t.call(`/api/admin/deposits/${id}/reject`, { headers: ADMIN, body });
    expectFail(await reject({ reason: ' ' }), 400, ErrorCode.InvalidPayload, '请填写拒绝原因');
    expect(result(await reject({ reason: '未收到款项' }))).toMatchObject({
      status: 'rejected',
      reject_reason: '未收到款项',
    });
    // The member reads the notice, so it is Chinese text with the operator's reason.
    expect(publish.mock.calls).toEqual([
      [{ memberId: member.id }, { type: 'ex_out_all', content: '充值订单已被拒绝：未收到款项' }],
    ]);
    publish.mockRestore();
    expectFail(await confirm(id), 409, ErrorCode.OrderStateInvalid, '订单状态已变更，无法继续操作');
    const info = result(await t.call(`/api/fund/recharge_deposit/info/${id}`, { token }));
    expect(info).toMatchObject({ status: 'rejected', rejectReason: '未收到款项' });
    expect((await wallet(t, token)).balance).toBe(0);
  });

  it('runs the /sbin payment jobs on the same service', async () => {
    const token = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
    const list = asRecord((await sbin(t, token, 'offline_pay_list')).body);
    expect(list.code).toBe(200);
    expect((list.result as unknown[]).length).toBe(9);
    expect(asRecord((await sbin(t, token, 'pay_order_count')).body)).toMatchObject({
      code: 200,
      message: '没有待处理订单',
      result: [],
    });

    const created = asRecord((await sbin(t, token, 'create_pay_order', { id: 1, money: '150' })).body);
    expect(created).toMatchObject({ code: 200, message: '创建订单成功！' });
    const order = asRecord((created.result as unknown[])[0]);
    expect(order).toMatchObject({ amount: 15_000, status: 'pending' });
    const count = asRecord((await sbin(t, token, 'pay_order_count')).body);
    expect(asRecord((count.result as unknown[])[0])).toMatchObject({ payOrderNums: 1, id: order.id });

    const bad = asRecord((await sbin(t, token, 'create_pay_order', { id: 1, money: '1.5' })).body);
    expect(bad).toMatchObject({
      success: false,
      error_code: ErrorCode.AmountNotNumber,
      error_message: '金额为数字',
    });

    const done = asRecord((await sbin(t, token, 'complete_pay_order', { id: String(order.id) })).body);
    expect(asRecord((done.result as unknown[])[0])).toMatchObject({
      status: 'paid',
      service: { nickname: '专属客服小麒' },
    });
    const second = asRecord((await sbin(t, token, 'create_pay_order', { id: 4, money: 1440 })).body);
    const usdtOrder = asRecord((second.result as unknown[])[0]);
    expect(usdtOrder.usdtAmount).toBe('200.000');
    const cancelled = asRecord((await sbin(t, token, 'cancel_order', { id: usdtOrder.id })).body);
    expect(cancelled).toMatchObject({ code: 200, message: '已取消订单' });
    const rates = asRecord((await sbin(t, token, 'usdt_check')).body);
    expect(rates.result).toEqual([
      { channelId: 4, exchangeRate: '7.2', threeDigits: true },
      { channelId: 9, exchangeRate: '7.25', threeDigits: true },
    ]);

    const anonymous = await t.call('/sbin', { body: { jkid: 'pay_order_count', jkparam: '{}' } });
    expect(asRecord(anonymous.body)).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
  });
});
