import { ErrorCode, type GiftLogsResult } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInService } from '../../src/modules/activity';
import { getMemberBalances, reconcile } from '../../src/modules/ledger';
import {
  asRecord,
  buildMember,
  buildTestApp,
  loginMember,
  sealerFor,
  type TestApp,
  testDbKind,
} from '../helpers';
import { bindEverything, expectFail, expectOk, FUND_PASSWORD, fund } from '../withdraw/withdraw-kit';
import { smallVipTable, stake } from './promotion-kit';

describe(`gifts: sign-in, VIP, wagering, protection (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await smallVipTable(t.db.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string, token: string) => asRecord(expectOk(await t.call(path, { token })).result);
  const post = (path: string, token: string, body: unknown = {}) =>
    t.call(path, { method: 'POST', token, body });
  const giftLogs = async (token: string) =>
    expectOk(await t.call('/api/activity/gift/logs', { token })).result as GiftLogsResult;

  it('signs in once a day: the reward is a gift from the promotion account, in 礼金记录 and 资金明细', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const before = await get('/api/activity/sign_info', token);
    expect(before).toMatchObject({ signedToday: false, streak: 0, todayRewardFen: 100, offersPaused: false });
    const res = expectOk(await post('/api/activity/sign', token));
    expect(res.result).toEqual({ streak: 1, amountFen: 100, balanceFen: 100 });
    expect(res.message).toBe('签到成功');
    expect(await get('/api/activity/sign_info', token)).toMatchObject({
      signedToday: true,
      streak: 1,
      todayRewardFen: 0,
    });
    expectFail(await post('/api/activity/sign', token), ErrorCode.AlreadySignedToday, '今日已签到');
    expect((await giftLogs(token)).list.map((r) => [r.name, r.amountFen])).toEqual([['签到奖励', 100]]);
    const history = asRecord(
      expectOk(await t.call('/api/member/wallet/history?type=gift&range=today', { token })).result,
    );
    expect((history.list as { typeName: string }[]).map((r) => r.typeName)).toEqual(['签到奖励']);
    const promo = await t.db.db
      .selectFrom('ledger_accounts')
      .select('balance_fen')
      .where('kind', '=', 'promotion')
      .executeTakeFirstOrThrow();
    expect(promo.balance_fen).toBeLessThanOrEqual(-100);
    expect((await reconcile(t.db.db)).ok).toBe(true);
  });

  it('counts a streak over consecutive Shanghai days and restarts it after a gap', async () => {
    const m = await buildMember(t.db.db);
    let nowMs = Date.UTC(2026, 10, 23, 15, 59); // 23:59 on Nov 23 in Shanghai
    const signs = new SignInService(t.db.db, t.app.promotion, () => new Date(nowMs));
    expect((await signs.sign(m.id)).streak).toBe(1);
    nowMs += 2 * 60_000; // 00:01 on Nov 24: the next day
    expect(await signs.sign(m.id)).toMatchObject({ streak: 2, amountFen: 100 });
    nowMs += 86_400_000;
    expect(await signs.sign(m.id)).toMatchObject({ streak: 3, amountFen: 200 });
    expect(await signs.info(m.id)).toMatchObject({ signedToday: true, streak: 3 });
    nowMs += 2 * 86_400_000; // a day skipped
    expect(await signs.info(m.id)).toMatchObject({ signedToday: false, streak: 0, todayRewardFen: 100 });
    expect((await signs.sign(m.id)).streak).toBe(1);
  });

  it('levels up on valid turnover (voids do not count) and pays each VIP gift once', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 10_000);
    expect(await get('/api/member/vip', token)).toMatchObject({
      level: 0,
      next: { level: 1, turnoverLeftFen: 1_000 },
    });
    await stake(t.db.db, m.id, 900, 'void');
    await stake(t.db.db, m.id, 900, 'lost');
    expect(await get('/api/member/vip', token)).toMatchObject({ level: 0, turnoverFen: 900 });
    await stake(t.db.db, m.id, 100, 'lost');
    const info = await get('/api/member/vip', token);
    expect(info).toMatchObject({ level: 1, name: 'VIP1', turnoverFen: 1_000, claimableCount: 3 });
    const gifts = (await get('/api/member/vip/gifts', token)).list as {
      key: string;
      status: string;
      amountFen: number;
    }[];
    expect(gifts.map((g) => [g.key.split(':')[0], g.status, g.amountFen])).toEqual([
      ['level_up', 'claimable', 800],
      ['level_up', 'locked', 2_000],
      ['weekly', 'claimable', 100],
      ['monthly', 'claimable', 300],
    ]);
    const before = await getMemberBalances(t.db.db, m.id);
    const claim = expectOk(await post('/api/member/vip/gift/receive', token, { key: 'level_up:1' }));
    expect(claim.result).toEqual({
      amountFen: 800,
      requiredTurnoverFen: 1_600,
      balanceFen: before.balanceFen + 800,
    });
    expectFail(
      await post('/api/member/vip/gift/receive', token, { key: 'level_up:1' }),
      ErrorCode.GiftAlreadyClaimed,
    );
    expectFail(
      await post('/api/member/vip/gift/receive', token, { key: 'level_up:2' }),
      ErrorCode.GiftNotClaimable,
    );
    expectFail(
      await post('/api/member/vip/gift/receive', token, { key: 'weekly:2020-01-06' }),
      ErrorCode.GiftNotClaimable,
    );
    expectFail(
      await post('/api/member/vip/gift/receive', token, { key: 'anything' }),
      ErrorCode.InvalidPayload,
    );
    expect((await giftLogs(token)).list.map((r) => [r.name, r.amountFen])).toEqual([['VIP礼金', 800]]);
    const after = (await get('/api/member/vip/gifts', token)).list as { status: string }[];
    expect(after[0]?.status).toBe('claimed');
    expect((await reconcile(t.db.db)).ok).toBe(true);
  });

  it('keeps a gift from being withdrawn until its wagering is played; the pre-check says what is left', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const bound = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, 20_000);
    await stake(t.db.db, m.id, 1_000, 'lost'); // level 1
    expectOk(await post('/api/member/vip/gift/receive', token, { key: 'level_up:1' })); // 800, needs 1,600
    const wallet = await get('/api/member/wallet', token);
    expect(wallet).toMatchObject({ balance: 19_800, withdrawable_amount: 19_000 });
    expect(wallet.gift_wagering).toEqual({
      lockedFen: 800,
      turnoverLeftFen: 1_600,
      text: '礼金8元需再完成有效投注16元后方可提现',
    });
    const check = await get('/api/fund/withdraw/check', token);
    expect(check).toMatchObject({ withdrawable_amount: 19_000, gift_wagering: { lockedFen: 800 } });
    const seal = await sealerFor(t);
    const apply = (amountFen: number) =>
      post('/api/fund/withdraw', token, {
        account_id: bound.accountId,
        amount: String(amountFen / 100),
        secpwd_enc: seal(FUND_PASSWORD),
      });
    const refused = await apply(19_800);
    expectFail(refused, ErrorCode.WithdrawableExceeded, '礼金8元需再完成有效投注16元后方可提现');
    // A voided stake works nothing off; settled ones do.
    await stake(t.db.db, m.id, 1_600, 'void');
    expect((await get('/api/member/wallet', token)).withdrawable_amount).toBe(19_000);
    await stake(t.db.db, m.id, 1_000, 'lost');
    expect((await get('/api/member/wallet', token)).gift_wagering).toMatchObject({
      lockedFen: 800,
      turnoverLeftFen: 600,
    });
    await stake(t.db.db, m.id, 600, 'lost');
    const done = await get('/api/member/wallet', token);
    expect(done).toMatchObject({
      balance: 18_200,
      withdrawable_amount: 18_200,
      gift_wagering: { lockedFen: 0, text: '' },
    });
    expectOk(await apply(18_200));
  });

  it('a member on a break gets no offers and cannot claim', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 5_000);
    await stake(t.db.db, m.id, 1_000, 'lost');
    expectOk(await t.call('/api/protection/break', { method: 'POST', token, body: { length: '24h' } }));
    expect(await get('/api/member/vip/gifts', token)).toEqual({ list: [], offersPaused: true });
    expect(await get('/api/member/vip', token)).toMatchObject({
      level: 1,
      claimableCount: 0,
      offersPaused: true,
    });
    expect(await get('/api/activity/sign_info', token)).toMatchObject({ offersPaused: true });
    expectFail(await post('/api/activity/sign', token), ErrorCode.ProtectionBreakActive);
    expectFail(
      await post('/api/member/vip/gift/receive', token, { key: 'level_up:1' }),
      ErrorCode.ProtectionBreakActive,
    );
    expect((await giftLogs(token)).total).toBe(0);
  });

  it('never spends past a budget', async () => {
    await t.db.db
      .updateTable('promotion_budgets')
      .set({ budget_fen: 250, spent_fen: 0 })
      .where('campaign', '=', 'sign')
      .execute();
    try {
      const results: number[] = [];
      for (let i = 0; i < 4; i++) {
        const m = await buildMember(t.db.db);
        const res = await post('/api/activity/sign', await loginMember(t, m));
        results.push(res.status);
        if (res.status !== 200) expectFail(res, ErrorCode.PromotionBudgetExhausted, '活动礼金已发放完毕');
      }
      expect(results).toEqual([200, 200, 409, 409]);
      const b = await t.db.db
        .selectFrom('promotion_budgets')
        .selectAll()
        .where('campaign', '=', 'sign')
        .executeTakeFirstOrThrow();
      expect(b.spent_fen).toBe(200);
    } finally {
      await t.db.db
        .updateTable('promotion_budgets')
        .set({ budget_fen: null })
        .where('campaign', '=', 'sign')
        .execute();
    }
  });

  it('rules, rebate explanation and /sbin level answer', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const rules = await get('/api/member/vip/rules', token);
    expect((rules.levels as unknown[]).length).toBe(3);
    expect((rules.rules as string[]).join('')).toContain('降一级');
    const rebate = await get('/api/member/vip/rebate_explain', token);
    expect((rebate.lines as string[])[0]).toMatch(/返点上限/);
    expectFail(await t.call('/api/member/vip'), ErrorCode.SessionExpired);
  });
});
