import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { buildMember, buildTestApp, DEPOSITOR, loginMember, type TestApp, testDbKind } from '../helpers';
import { ADMIN, createOrder, wallet } from './payment-kit';

describe(`TURNOVER_MULTIPLE sets the deposit turnover requirement (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TURNOVER_MULTIPLE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function confirmedDeposit(app: TestApp, yuan: string) {
    const token = await loginMember(app, await buildMember(app.db.db, DEPOSITOR));
    const id = (await createOrder(app, token, 1, yuan)).id as number;
    await app.call(`/api/fund/confirm/${id}`, { token, method: 'POST' });
    await app.call(`/api/admin/deposits/${id}/confirm`, { method: 'POST', headers: ADMIN });
    return token;
  }

  it('records amount × multiple as outstanding turnover', async () => {
    const token = await confirmedDeposit(t, '200');
    expect(await wallet(t, token)).toMatchObject({
      balance: 20_000,
      withdrawable_amount: 0,
      turnover_required: 60_000,
    });
    const row = await t.db.db
      .selectFrom('ledger_turnover')
      .select('outstanding_fen')
      .orderBy('member_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.outstanding_fen).toBe(60_000);
  });

  it('0 makes a confirmed deposit withdrawable at once', async () => {
    const free = await buildTestApp({ TURNOVER_MULTIPLE: '0' }, { db: t.db });
    try {
      const token = await confirmedDeposit(free, '150');
      expect(await wallet(free, token)).toMatchObject({
        balance: 15_000,
        withdrawable_amount: 15_000,
        turnover_required: 0,
      });
    } finally {
      await free.close();
    }
  });

  it('defaults to 1 and refuses negative or fractional multiples', () => {
    expect(loadEnv({ TURNOVER_MULTIPLE: undefined }).turnoverMultiple).toBe(1);
    expect(loadEnv({ TURNOVER_MULTIPLE: '' }).turnoverMultiple).toBe(1);
    expect(() => loadEnv({ TURNOVER_MULTIPLE: '-1' })).toThrow(/TURNOVER_MULTIPLE/);
    expect(() => loadEnv({ TURNOVER_MULTIPLE: '1.5' })).toThrow(/TURNOVER_MULTIPLE/);
  });
});
