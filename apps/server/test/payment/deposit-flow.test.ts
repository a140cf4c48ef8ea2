import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRecord,
  buildMember,
  buildTestApp,
  DEPOSITOR,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { createOrder, expectFail, PNG, result, upload, uploadInTwoWrites, wallet } from './payment-kit';

describe(`offline recharge, member side (${testDbKind()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the wallet in fen and lists the configured channels', async () => {
    expect(await wallet(t, token)).toMatchObject({
      balance: 0,
      withdrawable_amount: 0,
      held: 0,
      turnover_required: 0,
    });
    const groups = asRecord((await t.call('/api/fund/dropdown', { token })).body).result as Record<
      string,
      unknown
    >[];
    expect(groups.map((g) => g.typeId)).toEqual([1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108]);
    const usdt = (
      groups.find((g) => g.typeId === 1106)?.channels as Record<string, unknown>[] | undefined
    )?.[0];
    expect(usdt).toMatchObject({
      channelId: 4,
      channelLimit: '100~100000',
      exchangeRate: '7.2',
      typeName: 'USDT',
    });
    expect(usdt?.quickAmount).toEqual([100, 500, 1000, 5000]);
    const types = result(await t.call('/api/fund/types', { token }));
    expect(types.rechargeTypes).toHaveLength(8);
    // Withdraw types come from the withdraw module: the same list as fund/withdraw/types.
    const withdrawOnly = result(await t.call('/api/fund/withdraw/types', { token }));
    expect(types.withdrawTypes).toEqual(withdrawOnly.withdrawTypes);
    expect((types.withdrawTypes as { available: number[] }).available).toContain(1105);
    expect(result(await t.call('/api/fund/recharge_discount', { token }))).toEqual({ discounts: [] });
    const check = asRecord((await t.call('/api/fund/recharge/check', { token })).body);
    expect(check).toMatchObject({ success: true, code: 200, data: { payOrderNums: 0, onlinePay: 0 } });
    expectFail(
      await t.call('/api/fund/dropdown'),
      401,
      ErrorCode.SessionExpired,
      '登录状态已过期 ，请重新登录',
    );
  });

  it('checks amounts with the spec texts', async () => {
    const check = (channelId: number, amount: unknown) =>
      t.call('/api/fund/recharge_deposit/check', { token, body: { channelId, amount } });
    for (const bad of ['12.5', '', 'abc', '-5', '0', 1.5]) {
      expectFail(await check(1, bad), 400, ErrorCode.AmountNotNumber, '金额为数字');
    }
    expectFail(await check(1, '99'), 400, ErrorCode.AmountOutOfLimit, '金额限制100~50000');
    expectFail(await check(1, '50001'), 400, ErrorCode.AmountOutOfLimit, '金额限制100~50000');
    expectFail(await check(99, '100'), 404, ErrorCode.ChannelNotFound, '支付通道不存在或已关闭');
    expect(result(await check(1, 100))).toMatchObject({ amount: 10_000, usdtAmount: '' });
    expect(result(await check(4, '720'))).toMatchObject({
      amount: 72_000,
      usdtAmount: '100.000',
      exchangeRate: '7.2',
    });
  });

  it('creates one unpaid order, shows it, takes payer name and evidence, then "I have transferred"', async () => {
    const created = await t.call('/api/fund/recharge_deposit', {
      token,
      body: { channelId: 1, amount: '300' },
    });
    expect(asRecord(created.body).message).toBe('创建订单成功！');
    const order = result(created);
    expect(order).toMatchObject({
      status: 'pending',
      amount: 30_000,
      bankName: '中国工商银行',
      accountName: '麒麟科技有限公司',
    });
    expect(order.countdown).toBeGreaterThan(1790);
    expect(order.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(order.orderSn)).toMatch(/^D\d{20}$/);
    expectFail(
      await t.call('/api/fund/recharge_deposit', { token, body: { channelId: 2, amount: '50' } }),
      409,
      ErrorCode.OrderStateInvalid,
      '您有未完成的充值订单，请先完成或取消',
    );
    const check = asRecord((await t.call('/api/fund/recharge/check', { token })).body);
    expect(check.data).toEqual({ onlinePay: 0, payOrderNums: 1, orderId: order.id });

    const id = order.id as number;
    expect(result(await t.call(`/api/fund/recharge_deposit/info/${id}`, { token })).orderSn).toBe(
      order.orderSn,
    );
    const stranger = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
    expectFail(
      await t.call(`/api/fund/recharge_deposit/info/${id}`, { token: stranger }),
      404,
      ErrorCode.OrderNotFound,
      '订单不存在',
    );
    expectFail(
      await t.call('/api/fund/recharge_deposit/info/abc', { token }),
      400,
      ErrorCode.InvalidPayload,
      '请求参数有误：id 须为整数',
    );

    expectFail(
      await t.call('/api/fund/payer_name/enter', { token, body: { id, payerName: '  ' } }),
      400,
      ErrorCode.InvalidPayload,
      '请求参数有误：payerName 请输入付款人姓名',
    );
    const named = await t.call('/api/fund/payer_name/enter', { token, body: { id, payerName: '张三' } });
    expect(result(named).payerName).toBe('张三');

    const uploaded = await upload(t, token, id, PNG);
    expect(uploaded.status).toBe(200);
    expect(result(uploaded).hasEvidence).toBe(true);

    const paid = await t.call(`/api/fund/confirm/${id}`, { token, method: 'POST' });
    expect(result(paid)).toMatchObject({ status: 'paid', countdown: 0 });
    // The success popup's dedicated service comes with the answer (the demo configuration's).
    expect(result(paid).service).toEqual({
      nickname: '专属客服小麒',
      avatar: '/static/service/avatar.svg',
      link: '',
    });
    expect(result(await t.call(`/api/fund/confirm/${id}`, { token, method: 'POST' })).status).toBe('paid');
    expectFail(
      await t.call(`/api/fund/cancel/${id}`, { token, method: 'POST' }),
      409,
      ErrorCode.OrderStateInvalid,
      '订单状态已变更，无法继续操作',
    );
    // Paid orders wait for the operator: nothing is credited yet.
    expect(await wallet(t, token)).toMatchObject({ balance: 0 });
  });

  it('refuses evidence that is not an image, too large, or missing', async () => {
    const member = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
    const id = (await createOrder(t, member, 2, '50')).id as number;
    const text = new TextEncoder().encode('<html>not an image</html>');
    expectFail(
      await upload(t, member, id, text, 'fake.png'),
      400,
      ErrorCode.EvidenceInvalid,
      '请上传图片格式的转账凭证（JPG、PNG、GIF、WEBP）',
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expectFail(await upload(t, member, id, big), 413, ErrorCode.EvidenceTooLarge, '转账凭证图片不能超过 5MB');
    expectFail(
      await t.call(`/api/fund/evidence/upload/${id}`, { token: member, body: { file: 'x' } }),
      400,
      ErrorCode.EvidenceInvalid,
      '请选择要上传的转账凭证',
    );
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect((await upload(t, member, id, jpeg, 'r.jpg')).status).toBe(200);
    const row = await t.db.db
      .selectFrom('deposit_evidence')
      .select(['mime', 'size_bytes'])
      .where('order_id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ mime: 'image/jpeg', size_bytes: 6 });
  });

  it('refuses an oversize upload with 413 even when the limit falls on a chunk boundary', async () => {
    const member = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
    const id = (await createOrder(t, member, 2, '50')).id as number;
    const limit = 5 * 1024 * 1024;
    const big = new Uint8Array(limit + 1);
    big.set(PNG);
    // The first write ends exactly at the limit; the one extra byte arrives in a later chunk.
    const res = await uploadInTwoWrites(t, member, id, big, limit);
    expectFail(res, 413, ErrorCode.EvidenceTooLarge, '转账凭证图片不能超过 5MB');
    const stored = await t.db.db
      .selectFrom('deposit_evidence')
      .select('size_bytes')
      .where('order_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
    // Exactly at the limit is still accepted.
    expect((await upload(t, member, id, big.subarray(0, limit))).status).toBe(200);
    const saved = await t.db.db
      .selectFrom('deposit_evidence')
      .select('size_bytes')
      .where('order_id', '=', id)
      .execute();
    expect(saved).toEqual([{ size_bytes: limit }]);
  });

  it('cancels with 已取消订单 and expires unpaid orders past their countdown', async () => {
    const member = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
    const first = (await createOrder(t, member, 3, '20')).id as number;
    const cancelled = await t.call(`/api/fund/cancel/${first}`, { token: member, method: 'POST' });
    expect(asRecord(cancelled.body).message).toBe('已取消订单');
    expect(result(cancelled).status).toBe('cancelled');
    expectFail(
      await t.call(`/api/fund/confirm/${first}`, { token: member, method: 'POST' }),
      409,
      ErrorCode.OrderStateInvalid,
      '订单状态已变更，无法继续操作',
    );

    const usdt = await createOrder(t, member, 4, '720');
    expect(usdt).toMatchObject({
      usdtAmount: '100.000',
      exchangeRate: '7.2',
      address: 'TQilinDemoAddress1111111111111111',
    });
    const id = usdt.id as number;
    await t.db.db
      .updateTable('deposit_orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expectFail(
      await t.call(`/api/fund/confirm/${id}`, { token: member, method: 'POST' }),
      409,
      ErrorCode.OrderExpired,
      '订单已过期，请重新下单',
    );
    expect(result(await t.call(`/api/fund/recharge_deposit/info/${id}`, { token: member }))).toMatchObject({
      status: 'expired',
      countdown: 0,
    });
    expect(asRecord((await t.call('/api/fund/recharge/check', { token: member })).body).data).toMatchObject({
      payOrderNums: 0,
    });

    const list = result(await t.call('/api/fund/recharge/list?page=1&pageSize=1', { token: member }));
    expect(list.total).toBe(2);
    expect((list.list as Record<string, unknown>[]).map((o) => o.status)).toEqual(['expired']);
    expectFail(
      await t.call('/api/fund/recharge/list?pageSize=1000', { token: member }),
      400,
      ErrorCode.InvalidPayload,
      '请求参数有误：pageSize 数值过大：期望 number <=100',
    );
  });
});
