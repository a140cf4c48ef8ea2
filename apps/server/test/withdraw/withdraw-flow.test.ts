import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { asRecord, buildMember, buildTestApp, loginMember, sealerFor, type TestApp } from '../helpers';
import {
  balances,
  bindEverything,
  expectFail,
  expectOk,
  FUND_PASSWORD,
  freshPhone,
  fund,
  sendCode,
} from './withdraw-kit';

const admin = (t: TestApp) => ({ 'x-admin-token': t.env.adminToken });

describe('withdrawals over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pre_check walks the chain 20009 → 20023 → 20027 → 20011 from a fresh member, then passes', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const seal = await sealerFor(t);
    const pre = () => t.call('/api/fund/withdraw/pre_check', { token });
    expectFail(await pre(), ErrorCode.PhoneNotBound, Messages.phoneNotBound);

    const phone = freshPhone();
    const code = await sendCode(t, token, phone, 'bind_phone');
    const bound = expectOk(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone, code, password_enc: seal(m.password) },
      }),
    );
    expect(bound.message).toBe(Messages.bindPhoneSuccess);
    expectFail(await pre(), ErrorCode.RealNameNotBound, Messages.realNameNotBound);

    const named = expectOk(
      await t.call('/api/member/security/bind_name', {
        token,
        body: { real_name: '李四', password_enc: seal(m.password) },
      }),
    );
    expect(named.message).toBe(Messages.bindNameSuccess);
    expectFail(await pre(), ErrorCode.WithdrawAccountNotBound, Messages.withdrawAccountNotBound);

    const added = expectOk(
      await t.call('/api/fund/withdraw/account/add', {
        token,
        body: { type: 1106, account: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
      }),
    );
    expect(added.message).toBe(Messages.addSuccess);
    expectFail(await pre(), ErrorCode.FundPasswordNotSet, Messages.fundPasswordNotSet);

    expectOk(
      await t.call('/api/member/security/bind_secpwd', {
        token,
        body: { secpwd_enc: seal('246810'), password_enc: seal(m.password) },
      }),
    );
    const passed = expectOk(await pre());
    expect(asRecord(passed.result)).toMatchObject({
      balance: 0,
      withdrawable_amount: 0,
      turnover_required: 0,
    });
  });

  it('adds and deletes accounts; holder must equal the real name; lists available types first', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await bindEverything(t, token, m, '王五');
    const add = (body: Record<string, unknown>) => t.call('/api/fund/withdraw/account/add', { token, body });
    expectFail(
      await add({ type: 1105, account: '6222020200999988887', holder_name: '赵六', bank_name: '中国银行' }),
      ErrorCode.WithdrawAccountInvalid,
      ServerMessages.withdrawHolderMismatch,
    );
    expectFail(await add({ type: 1106, account: 'not-an-address' }), ErrorCode.WithdrawAccountInvalid);
    expectFail(
      await add({
        type: 1105,
        account: '6222020200112233445',
        holder_name: '王五',
        bank_name: '中国工商银行',
      }),
      ErrorCode.WithdrawAccountDuplicate,
    );
    const wechat = expectOk(await add({ type: 1103, account: '13800001111', holder_name: '王五' }));
    const alipay = expectOk(await add({ type: 1101, account: 'wangwu@example.com', holder_name: '王五' }));
    const list = expectOk(await t.call('/api/fund/withdraw/accounts', { token }));
    const types = (list.result as { type: number }[]).map((a) => a.type);
    expect(types).toEqual([1105, 1101, 1103]);
    const typesRes = expectOk(await t.call('/api/fund/withdraw/types', { token }));
    expect(asRecord(asRecord(typesRes.result).withdrawTypes).available).toEqual([1105, 1106, 1101]);

    const wechatId = asRecord(wechat.result).id;
    const del = expectOk(await t.call(`/api/fund/withdraw/account/del/${wechatId}`, { token, body: {} }));
    expect(del.message).toBe(Messages.deleteSuccess);
    expectFail(
      await t.call(`/api/fund/withdraw/account/del/${wechatId}`, { token, body: {} }),
      ErrorCode.WithdrawNotFound,
    );
    const after = expectOk(await t.call('/api/fund/withdraw/accounts', { token }));
    expect((after.result as { id: number }[]).map((a) => a.id)).not.toContain(wechatId);
    expect((after.result as { id: number }[]).map((a) => a.id)).toContain(asRecord(alipay.result).id);
    const banks = asRecord((await t.call('/api/fund/banks')).body);
    expect((banks.data as { bankName: string }[]).map((b) => b.bankName)).toContain('中国工商银行');
  });

  it('holds on apply, refuses beyond withdrawable / limits / wrong fund password, approve and reject timelines', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId } = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, 50_000);
    const seal = await sealerFor(t);
    const apply = (body: Record<string, unknown>) => t.call('/api/fund/withdraw', { token, body });
    expectFail(
      await apply({ account_id: accountId, amount: '600', secpwd_enc: seal(FUND_PASSWORD) }),
      ErrorCode.WithdrawableExceeded,
    );
    expectFail(
      await apply({ account_id: accountId, amount: '50', secpwd_enc: seal(FUND_PASSWORD) }),
      ErrorCode.WithdrawAmountOutOfLimit,
    );
    expectFail(
      await apply({ account_id: accountId, amount: '1a', secpwd_enc: seal(FUND_PASSWORD) }),
      ErrorCode.AmountNotNumber,
      Messages.amountMustBeNumber,
    );
    expectFail(
      await apply({ account_id: accountId, amount: '200', secpwd_enc: seal('000000') }),
      ErrorCode.FundPasswordWrong,
    );

    const first = expectOk(
      await apply({
        account_id: accountId,
        amount: '200',
        secpwd_enc: seal(FUND_PASSWORD),
        request_id: 'req-first-01',
      }),
    );
    const replay = expectOk(
      await apply({
        account_id: accountId,
        amount: '200',
        secpwd_enc: seal(FUND_PASSWORD),
        request_id: 'req-first-01',
      }),
    );
    expect(asRecord(replay.result).id).toBe(asRecord(first.result).id);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 30_000, heldFen: 20_000 });
    const second = expectOk(
      await apply({ account_id: accountId, amount_fen: 25_000, secpwd_enc: seal(FUND_PASSWORD) }),
    );
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 5_000, heldFen: 45_000 });

    const pending = expectOk(await t.call('/api/admin/withdrawals', { headers: admin(t) }));
    expect((pending.result as { id: number }[]).map((w) => w.id)).toEqual(
      expect.arrayContaining([asRecord(first.result).id, asRecord(second.result).id]),
    );
    expectFail(await t.call('/api/admin/withdrawals', { token }), ErrorCode.AdminOnly);

    const firstId = asRecord(first.result).id;
    const secondId = asRecord(second.result).id;
    expectOk(await t.call(`/api/admin/withdrawals/${firstId}/approve`, { headers: admin(t), body: {} }));
    expectOk(await t.call(`/api/admin/withdrawals/${firstId}/approve`, { headers: admin(t), body: {} }));
    expectFail(
      await t.call(`/api/admin/withdrawals/${secondId}/reject`, { headers: admin(t), body: { reason: ' ' } }),
      ErrorCode.InvalidPayload,
      ServerMessages.withdrawRejectReasonRequired,
    );
    expectOk(
      await t.call(`/api/admin/withdrawals/${secondId}/reject`, {
        headers: admin(t),
        body: { reason: '账户信息有误' },
      }),
    );
    expectFail(
      await t.call(`/api/admin/withdrawals/${firstId}/reject`, { headers: admin(t), body: { reason: 'x' } }),
      ErrorCode.WithdrawStateInvalid,
    );
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 30_000, heldFen: 0 });

    const list = expectOk(await t.call('/api/fund/withdraw/list', { token }));
    const rows = asRecord(list.result).list as {
      id: number;
      status: string;
      timeline: { step: string; reason?: string }[];
    }[];
    const paid = rows.find((r) => r.id === firstId);
    const rejected = rows.find((r) => r.id === secondId);
    expect(paid?.status).toBe('paid');
    expect(paid?.timeline.map((s) => s.step)).toEqual(['applied', 'reviewed', 'paid']);
    expect(rejected?.timeline.map((s) => s.step)).toEqual(['applied', 'rejected']);
    expect(rejected?.timeline[1]?.reason).toBe('账户信息有误');
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it("member A can neither see nor cancel member B's withdrawals or accounts", async () => {
    const a = await buildMember(t.db.db);
    const b = await buildMember(t.db.db);
    const ta = await loginMember(t, a);
    const tb = await loginMember(t, b);
    const { accountId: bAccount } = await bindEverything(t, tb, b, '周七');
    await bindEverything(t, ta, a, '吴八');
    await fund(t.db.db, b.id, 20_000);
    const seal = await sealerFor(t);
    const w = expectOk(
      await t.call('/api/fund/withdraw', {
        token: tb,
        body: { account_id: bAccount, amount: '100', secpwd_enc: seal(FUND_PASSWORD) },
      }),
    );
    const wid = asRecord(w.result).id;
    const aList = expectOk(await t.call('/api/fund/withdraw/list', { token: ta }));
    expect((asRecord(aList.result).list as { id: number }[]).map((r) => r.id)).not.toContain(wid);
    expectFail(
      await t.call(`/api/fund/withdraw/cancel/${wid}`, { token: ta, body: {} }),
      ErrorCode.WithdrawNotFound,
    );
    expectFail(
      await t.call(`/api/fund/withdraw/account/del/${bAccount}`, { token: ta, body: {} }),
      ErrorCode.WithdrawNotFound,
    );
    await fund(t.db.db, a.id, 20_000);
    expectFail(
      await t.call('/api/fund/withdraw', {
        token: ta,
        body: { account_id: bAccount, amount: '100', secpwd_enc: seal(FUND_PASSWORD) },
      }),
      ErrorCode.WithdrawAccountNotBound,
    );
    const aAccounts = expectOk(await t.call('/api/fund/withdraw/accounts', { token: ta }));
    expect((aAccounts.result as { id: number }[]).map((r) => r.id)).not.toContain(bAccount);
    // B may cancel their own: the hold returns.
    expectOk(await t.call(`/api/fund/withdraw/cancel/${wid}`, { token: tb, body: {} }));
    expect(await balances(t.db.db, b.id)).toMatchObject({ balanceFen: 20_000, heldFen: 0 });
  });

  it('/sbin withdraw_account_list answers the same accounts', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId } = await bindEverything(t, token, m);
    const res = await t.call('/sbin', { token, body: { jkid: 'withdraw_account_list', jkparam: '{}' } });
    const body = asRecord(res.body);
    expect((body.result as { id: number }[]).map((a) => a.id)).toEqual([accountId]);
  });
});
