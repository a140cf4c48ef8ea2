import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import {
  asRecord,
  buildMember,
  buildWideTestApp,
  loginMember,
  testDbKind,
  type WideTestApp,
} from '../helpers';
import { balances, bindEverything, expectOk, fund } from './withdraw-kit';

const RACERS = 30;

// PGlite is one connection: requests cannot overlap there, so races only mean something on PostgreSQL.
describe.skipIf(testDbKind() !== 'pg')('withdraw and venue races over HTTP (pg)', () => {
  let t: WideTestApp;
  beforeAll(async () => {
    t = await buildWideTestApp(RACERS, {});
  });
  afterAll(async () => {
    await t?.closeAll();
  });

  const fire = (n: number, call: (i: number) => Promise<{ status: number }>) =>
    Promise.all(Array.from({ length: n }, (_, i) => call(i)));

  it(`${RACERS} withdrawals of the full balance at once: exactly one is accepted`, async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId, secpwdEnc } = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, 20_000);
    const results = await fire(RACERS, () =>
      t.call('/api/fund/withdraw', {
        token,
        body: { account_id: accountId, amount_fen: 20_000, secpwd_enc: secpwdEnc },
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 0, heldFen: 20_000 });
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it(`${RACERS} venue transfers of the full balance at once: exactly one moves`, async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 8_000);
    const results = await fire(RACERS, (i) =>
      t.call('/api/games/exchange/in', { token, body: { code: i % 2 ? 'ag' : 'pg', amount_fen: 8_000 } }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 0 });
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('concurrent approvals post the withdrawal once', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId, secpwdEnc } = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, 30_000);
    const w = expectOk(
      await t.call('/api/fund/withdraw', {
        token,
        body: { account_id: accountId, amount_fen: 15_000, secpwd_enc: secpwdEnc },
      }),
    );
    const id = asRecord(w.result).id;
    const headers = { 'x-admin-token': t.env.adminToken };
    const results = await fire(RACERS, () =>
      t.call(`/api/admin/withdrawals/${id}/approve`, { headers, body: {} }),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const posted = await t.db.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'withdrawal_paid')
      .executeTakeFirstOrThrow();
    expect(Number(posted.n)).toBe(1);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 15_000, heldFen: 0 });
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });
});
