import { ErrorCode } from '@qilin/contract';
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
import { fund } from '../withdraw/withdraw-kit';
import { smallVipTable, stake } from './promotion-kit';

const RACERS = 30;

// PostgreSQL only: PGlite has one connection, so nothing runs at the same time there.
describe.skipIf(testDbKind() !== 'pg')('gift claims under concurrency (pg)', () => {
  let t: WideTestApp;
  beforeAll(async () => {
    t = await buildWideTestApp(RACERS);
    await smallVipTable(t.db.db);
  });
  afterAll(async () => {
    await t?.closeAll();
  });

  const codes = (results: { status: number; body: unknown }[]) =>
    results.map((r) => (r.status === 200 ? 'ok' : asRecord(r.body).error_code)).sort();

  it(`${RACERS} parallel claims of one VIP gift credit it once`, async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 5_000);
    await stake(t.db.db, m.id, 1_000, 'lost');
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.call('/api/member/vip/gift/receive', { method: 'POST', token, body: { key: 'level_up:1' } }),
      ),
    );
    const got = codes(results);
    expect(got.filter((c) => c === 'ok')).toHaveLength(1);
    expect(got.filter((c) => c !== 'ok').every((c) => c === ErrorCode.GiftAlreadyClaimed)).toBe(true);
    const credits = await t.db.db
      .selectFrom('promotion_claims')
      .select('amount_fen')
      .where('member_id', '=', m.id)
      .execute();
    expect(credits).toEqual([{ amount_fen: 800 }]);
    expect((await reconcile(t.db.db)).ok).toBe(true);
  });

  it(`${RACERS} parallel sign-ins pay one reward`, async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const results = await Promise.all(
      Array.from({ length: RACERS }, () => t.call('/api/activity/sign', { method: 'POST', token, body: {} })),
    );
    const got = codes(results);
    expect(got.filter((c) => c === 'ok')).toHaveLength(1);
    expect(got.filter((c) => c !== 'ok').every((c) => c === ErrorCode.AlreadySignedToday)).toBe(true);
  });

  it('a budget raced by many members is never overspent', async () => {
    await t.db.db
      .updateTable('promotion_budgets')
      .set({ budget_fen: 500, spent_fen: 0 })
      .where('campaign', '=', 'sign')
      .execute();
    try {
      const tokens = await Promise.all(
        Array.from({ length: 12 }, async () => loginMember(t, await buildMember(t.db.db))),
      );
      const results = await Promise.all(
        tokens.map((token) => t.call('/api/activity/sign', { method: 'POST', token, body: {} })),
      );
      const got = codes(results);
      expect(got.filter((c) => c === 'ok')).toHaveLength(5);
      expect(got.filter((c) => c !== 'ok').every((c) => c === ErrorCode.PromotionBudgetExhausted)).toBe(true);
      const b = await t.db.db
        .selectFrom('promotion_budgets')
        .selectAll()
        .where('campaign', '=', 'sign')
        .executeTakeFirstOrThrow();
      expect(b.spent_fen).toBe(500);
    } finally {
      await t.db.db
        .updateTable('promotion_budgets')
        .set({ budget_fen: null })
        .where('campaign', '=', 'sign')
        .execute();
    }
  });
});
