import { ErrorCode, sbinJobs } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { asRecord, buildMember, buildTestApp, loginMember, sealerFor, type TestApp } from '../helpers';
import { balances, expectFail, expectOk, fund } from '../withdraw/withdraw-kit';

describe('venue transfers and account details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('party list: 主钱包 first, then venues sorted by title, with balances', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 9_000);
    const list = expectOk(await t.call('/api/member/wallet/third/list', { token })).result as {
      title: string;
      balance: number;
    }[];
    expect(list[0]).toMatchObject({ title: '主钱包', balance: 9_000 });
    const titles = list.slice(1).map((v) => v.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'zh-CN')));
    expect(titles.length).toBeGreaterThan(1);
  });

  it('moves money in and out, replays a request id once, refuses overdraft, and transfers everything back', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 10_000);
    const move = (dir: string, body: Record<string, unknown>) =>
      t.call(`/api/games/exchange/${dir}`, { token, body });
    expectOk(await move('in', { code: 'ag', amount: '30', request_id: 'venue-in-0001' }));
    const replay = expectOk(await move('in', { code: 'ag', amount: '30', request_id: 'venue-in-0001' }));
    expect(asRecord(replay.result).replayed).toBe(true);
    expectOk(await move('in', { code: 'pg', amount_fen: 2_000 }));
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 5_000 });
    expectFail(await move('in', { code: 'ag', amount: '51' }), ErrorCode.InsufficientBalance);
    expectFail(await move('out', { code: 'ag', amount: '31' }), ErrorCode.InsufficientBalance);
    expectFail(await move('in', { code: 'nope', amount: '1' }), ErrorCode.VenueNotFound);
    expectOk(await move('out', { code: 'ag', amount: '10' }));
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 6_000 });

    const back = expectOk(await t.call('/api/games/exchange/all/out', { token, body: {} }));
    expect(asRecord(back.result)).toMatchObject({ movedFen: 4_000, balance: 10_000 });
    // /sbin one-click with the login password (no fund password set), sealed as the client sends it.
    expectOk(await move('in', { code: 'ky', amount: '5' }));
    const seal = await sealerFor(t);
    const wrong = await t.call('/sbin', {
      token,
      body: { jkid: 'transfer_back_all', jkparam: JSON.stringify({ password: seal('bad-password') }) },
    });
    expect(asRecord(wrong.body).error_code).toBe(ErrorCode.PasswordWrong);
    // It moves every venue balance; the schema has no `money` (issue 16), so one sent is no partial move.
    expect(Object.keys(sbinJobs.transfer_back_all.params.shape)).not.toContain('money');
    const sbin = await t.call('/sbin', {
      token,
      body: {
        jkid: 'transfer_back_all',
        jkparam: JSON.stringify({ password: seal(m.password), money: '1' }),
      },
    });
    expect(asRecord(sbin.body).message).toBe('ok');
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 10_000 });
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('account details list only this member’s wallet entries, by type group and date', async () => {
    const a = await buildMember(t.db.db);
    const b = await buildMember(t.db.db);
    const ta = await loginMember(t, a);
    await fund(t.db.db, a.id, 7_000);
    await fund(t.db.db, b.id, 3_000);
    expectOk(await t.call('/api/games/exchange/in', { token: ta, body: { code: 'ag', amount: '20' } }));
    const all = asRecord(
      expectOk(await t.call('/api/member/wallet/history?range=today', { token: ta })).result,
    );
    const rows = all.list as { typeName: string; amountFen: number; balanceAfterFen: number }[];
    expect(all.total).toBe(2);
    expect(rows.map((r) => [r.typeName, r.amountFen, r.balanceAfterFen])).toEqual([
      ['转入场馆', -2_000, 5_000],
      ['充值', 7_000, 7_000],
    ]);
    const recharge = asRecord(
      expectOk(await t.call('/api/member/wallet/history?type=recharge&range=7', { token: ta })).result,
    );
    expect(recharge.total).toBe(1);
    const paged = asRecord(
      expectOk(await t.call('/api/member/wallet/history?pageSize=1&page=2', { token: ta })).result,
    );
    expect((paged.list as { amountFen: number }[]).map((r) => r.amountFen)).toEqual([7_000]);
    const yesterday = asRecord(
      expectOk(await t.call('/api/member/wallet/history?range=yesterday', { token: ta })).result,
    );
    expect(yesterday.total).toBe(0);
    const days = expectOk(await t.call('/api/member/wallet/history/date_groups?range=30', { token: ta }))
      .result as {
      incomeFen: number;
      expenseFen: number;
      count: number;
    }[];
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ incomeFen: 7_000, expenseFen: 2_000, count: 2 });
    const groups = expectOk(await t.call('/api/member/wallet/history/type_groups', { token: ta })).result as {
      key: string;
    }[];
    expect(groups.map((g) => g.key)).toContain('withdraw');
    expectFail(
      await t.call('/api/member/wallet/history?type=bogus', { token: ta }),
      ErrorCode.InvalidPayload,
    );
  });
});
