import { ErrorCode, type GiftLogsResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db';
import { transfer } from '../../src/modules/ledger';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';
import { expectFail, expectOk, fund } from '../withdraw/withdraw-kit';

/** A gift as a gift module would credit it: house → member_wallet with a gift type. */
function gift(db: Kysely<Database>, memberId: number, amountFen: number, type = 'activity_gift') {
  return db.transaction().execute((trx) =>
    transfer(trx, {
      from: { kind: 'house' },
      to: { kind: 'member_wallet', memberId },
      amountFen,
      type,
    }),
  );
}

describe(`activity gift logs (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const logs = async (token: string, query = '') =>
    expectOk(await t.call(`/api/activity/gift/logs${query}`, { token })).result as GiftLogsResult;

  it('answers an empty page for a member who never received a gift', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 5_000);
    expect(await logs(token)).toEqual({ list: [], total: 0, page: 1, pageSize: 20, hasMore: false });
  });

  it("lists only the member's own gift credits, newest first, paged", async () => {
    const a = await buildMember(t.db.db);
    const b = await buildMember(t.db.db);
    const [ta, tb] = [await loginMember(t, a), await loginMember(t, b)];
    await fund(t.db.db, a.id, 10_000); // a deposit is not a gift
    await gift(t.db.db, a.id, 800);
    await gift(t.db.db, a.id, 1_200, 'vip_gift');
    await gift(t.db.db, b.id, 9_900);
    await gift(t.db.db, a.id, 300, 'sign_bonus');
    // Money leaving the wallet under a gift type (a clawback) is not a gift received.
    await t.db.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { kind: 'member_wallet', memberId: a.id },
        to: { kind: 'house' },
        amountFen: 100,
        type: 'activity_gift',
      }),
    );

    const all = await logs(ta);
    expect(all.total).toBe(3);
    expect(all.hasMore).toBe(false);
    expect(all.list.map((r) => [r.type, r.name, r.amountFen])).toEqual([
      ['sign_bonus', '签到奖励', 300],
      ['vip_gift', 'VIP礼金', 1_200],
      ['activity_gift', '活动礼金', 800],
    ]);
    expect(new Date(all.list[0]?.createdAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);

    const first = await logs(ta, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(first.list.map((r) => r.amountFen)).toEqual([300, 1_200]);
    const second = await logs(ta, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(second.list.map((r) => r.amountFen)).toEqual([800]);
    expect((await logs(ta, '?page=3&pageSize=2')).list).toEqual([]);

    // Member B sees B's gift only; A's ids never appear.
    const other = await logs(tb);
    expect(other.list.map((r) => r.amountFen)).toEqual([9_900]);
    const idsOfA = new Set(all.list.map((r) => r.id));
    expect(other.list.some((r) => idsOfA.has(r.id))).toBe(false);

    // The same credits read as 礼金 in account details.
    const history = asRecord(
      expectOk(await t.call('/api/member/wallet/history?type=gift&range=today', { token: ta })).result,
    );
    expect((history.list as { typeName: string }[]).map((r) => r.typeName)).toEqual([
      '活动礼金',
      '签到奖励',
      'VIP礼金',
      '活动礼金',
    ]);
  });

  it('refuses bad query parameters with a readable 4xx and needs a session', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    for (const query of ['?page=0', '?page=abc', '?pageSize=0', '?pageSize=101', '?page=-1', '?page=1.5']) {
      const res = await t.call(`/api/activity/gift/logs${query}`, { token });
      expectFail(res, ErrorCode.InvalidPayload);
      expect(asRecord(res.body).error_message, query).toMatch(/^请求参数有误：page/);
    }
    expectFail(await t.call('/api/activity/gift/logs'), ErrorCode.SessionExpired);
    expectFail(await t.call('/api/activity/gift/logs', { token: 'not-a-session' }), ErrorCode.SessionExpired);
  });
});
