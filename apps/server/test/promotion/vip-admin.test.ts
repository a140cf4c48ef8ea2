import { ErrorCode, type VipLevelWire } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';
import { expectFail, expectOk, fund } from '../withdraw/withdraw-kit';

describe(`the console's VIP table (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = () => ({ 'x-admin-token': t.env.adminToken });

  it('reads the seeded table, replaces it whole with an audit row, refuses a broken one', async () => {
    const seeded = asRecord(expectOk(await t.call('/api/admin/vip/levels', { headers: admin() })).result)
      .levels as VipLevelWire[];
    expect(seeded.map((l) => l.name)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6']);
    const next = seeded
      .slice(0, 3)
      .map((l) => (l.level === 1 ? { ...l, turnoverFen: 0, depositFen: 100 } : l));
    const put = (levels: unknown) =>
      t.call('/api/admin/vip/levels', { method: 'PUT', headers: admin(), body: { levels } });
    const saved = asRecord(expectOk(await put(next)).result).levels as VipLevelWire[];
    expect(saved).toEqual(next);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'vip.levels.set')
      .execute();
    expect(audit).toHaveLength(1);

    // A member who deposited 1 yuan is VIP1 now (deposits come from confirmed deposit orders: none here,
    // so they stay at 0 deposits and VIP0).
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, 100);
    const token = await loginMember(t, m);
    expect(asRecord(expectOk(await t.call('/api/member/vip', { token })).result).level).toBe(0);

    for (const broken of [
      [{ ...next[1], level: 0 }],
      [next[0], { ...next[1], level: 2 }],
      [next[0], next[1], { ...next[2], turnoverFen: 0, depositFen: 100 }],
    ])
      expectFail(await put(broken), ErrorCode.VipTableInvalid);
    expectFail(await put([{ ...next[0], turnoverFen: -1 }]), ErrorCode.InvalidPayload);
    expect(
      asRecord(expectOk(await t.call('/api/admin/vip/levels', { headers: admin() })).result).levels,
    ).toEqual(next);
    // Members cannot reach it.
    expect((await t.call('/api/admin/vip/levels', { token })).status).toBeGreaterThanOrEqual(401);
  });
});
