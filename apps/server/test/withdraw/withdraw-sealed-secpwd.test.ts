import { ErrorCode, ServerMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { asRecord, buildMember, buildTestApp, loginMember, sealerFor, type TestApp } from '../helpers';
import { bindEverything, expectFail, expectOk, FUND_PASSWORD, fund, moneyState } from './withdraw-kit';

// The fund password of `POST /api/fund/withdraw` is taken only sealed (`secpwd_enc`), as the web client sends it.
describe('withdraw apply takes the fund password only sealed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A bound member with 500 元 to withdraw, the server's sealer, and their money before the test. */
  async function readyMember() {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId } = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, 50_000);
    const seal = await sealerFor(t);
    return { m, token, accountId, seal, before: await moneyState(t.db.db, m.id) };
  }

  it('refuses a plain secpwd (alone, beside a sealed one, or wrong) with 41026 and holds nothing', async () => {
    const { m, token, accountId, seal, before } = await readyMember();
    const plainBodies: Record<string, unknown>[] = [
      { account_id: accountId, amount_fen: 20_000, secpwd: FUND_PASSWORD },
      { account_id: accountId, amount_fen: 20_000, secpwd: FUND_PASSWORD, secpwd_enc: seal(FUND_PASSWORD) },
      { account_id: accountId, amount_fen: 20_000, secpwd: '000000' },
      { account_id: accountId, amount: '200', secpwd: FUND_PASSWORD, request_id: 'plain-secpwd-01' },
    ];
    for (const body of plainBodies) {
      const res = await t.call('/api/fund/withdraw', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(asRecord(res.body)).toEqual({
        success: false,
        error_code: ErrorCode.PasswordUndecryptable,
        error_message: ServerMessages.passwordNotSealed,
      });
    }
    expect(await moneyState(t.db.db, m.id)).toEqual(before);

    // The refused request did not use up its request id: the sealed retry is a first application.
    const applied = expectOk(
      await t.call('/api/fund/withdraw', {
        token,
        body: {
          account_id: accountId,
          amount: '200',
          secpwd_enc: seal(FUND_PASSWORD),
          request_id: 'plain-secpwd-01',
        },
      }),
    );
    expect(applied.message).toBe(ServerMessages.withdrawApplied);
    expect(asRecord(applied.result)).toMatchObject({ amountFen: 20_000, status: 'pending' });
    const after = await moneyState(t.db.db, m.id);
    expect(after.wallet).toMatchObject({ balanceFen: 30_000, heldFen: 20_000 });
    expect(after.withdrawals).toHaveLength(1);
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('a sealed wrong fund password is still judged (41024), and no password at all asks for one', async () => {
    const { m, token, accountId, seal, before } = await readyMember();
    const apply = (extra: Record<string, unknown>) =>
      t.call('/api/fund/withdraw', { token, body: { account_id: accountId, amount_fen: 20_000, ...extra } });
    expectFail(await apply({ secpwd_enc: seal('000000') }), ErrorCode.FundPasswordWrong);
    expectFail(await apply({}), ErrorCode.InvalidPayload, ServerMessages.passwordRequired);
    // An empty plain field is no password, not a plain one.
    expectFail(await apply({ secpwd: '' }), ErrorCode.InvalidPayload, ServerMessages.passwordRequired);
    expectFail(await apply({ secpwd_enc: 'bm90LWEtY2lwaGVydGV4dA==' }), ErrorCode.PasswordUndecryptable);
    expect(await moneyState(t.db.db, m.id)).toEqual(before);
  });
});
