import { ErrorCode, ServerMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import {
  asRecord,
  type BuiltMember,
  buildMember,
  buildTestApp,
  type CallResult,
  loginMember,
  sealerFor,
  type TestApp,
} from '../helpers';
import {
  bindEverything,
  expectFail,
  expectOk,
  FUND_PASSWORD,
  fund,
  moneyState,
} from '../withdraw/withdraw-kit';

const refusedPlain = {
  error_code: ErrorCode.PasswordUndecryptable,
  error_message: ServerMessages.passwordNotSealed,
};

/** A member with 100 元 of which 60 sit in two venues, ready to be transferred back. */
async function stockedMember(t: TestApp): Promise<{ m: BuiltMember; token: string }> {
  const m = await buildMember(t.db.db);
  const token = await loginMember(t, m);
  await fund(t.db.db, m.id, 10_000);
  for (const code of ['ag', 'pg']) {
    expectOk(await t.call('/api/games/exchange/in', { token, body: { code, amount_fen: 3_000 } }));
  }
  return { m, token };
}

// The one-click transfer back takes a password only sealed: REST `password_enc`, /sbin a sealed `password`.
describe('venue transfer back takes passwords only sealed', () => {
  let t: TestApp;
  let seal: (secret: string) => string;
  beforeAll(async () => {
    t = await buildTestApp();
    seal = await sealerFor(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const allOut = (token: string, body: Record<string, unknown>) =>
    t.call('/api/games/exchange/all/out', { token, body });
  const sbin = (token: string, params: Record<string, unknown>) =>
    t.call('/sbin', { token, body: { jkid: 'transfer_back_all', jkparam: JSON.stringify(params) } });

  function expectRefusedPlain(res: CallResult, what: string) {
    expect(res.status, what).toBe(400);
    expect(asRecord(res.body), what).toMatchObject({ success: false, ...refusedPlain });
  }

  it('REST all/out: a plain password (right, wrong, beside a sealed one) is refused and moves nothing', async () => {
    const { m, token } = await stockedMember(t);
    const before = await moneyState(t.db.db, m.id);
    expect(before.venues).toEqual({ ag: 3_000, pg: 3_000 });
    const bodies: Record<string, unknown>[] = [
      { password: m.password },
      { password: 'not-the-password' },
      { password: m.password, password_enc: seal(m.password) },
      { password: m.password, request_id: 'all-out-plain-01' },
    ];
    for (const body of bodies) {
      const res = await allOut(token, body);
      expectRefusedPlain(res, JSON.stringify(body));
      expect(asRecord(res.body)).toEqual({ success: false, ...refusedPlain });
    }
    // A plain password of another type is refused too, never read as "no password".
    expectFail(await allOut(token, { password: 123456 }), ErrorCode.InvalidPayload);
    expect(await moneyState(t.db.db, m.id)).toEqual(before);

    // Sealed: a wrong login password is judged, the right one transfers everything back.
    expectFail(await allOut(token, { password_enc: seal('not-the-password') }), ErrorCode.PasswordWrong);
    expect(await moneyState(t.db.db, m.id)).toEqual(before);
    const back = expectOk(await allOut(token, { password_enc: seal(m.password) }));
    expect(back.message).toBe(ServerMessages.transferBackSuccess);
    expect(asRecord(back.result)).toMatchObject({ movedFen: 6_000, balance: 10_000 });
    expect((await moneyState(t.db.db, m.id)).venues).toEqual({ ag: 0, pg: 0 });
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('REST all/out without any password still transfers back (the web client sends none)', async () => {
    const { m, token } = await stockedMember(t);
    const back = expectOk(await allOut(token, { request_id: 'all-out-none-01' }));
    expect(asRecord(back.result)).toMatchObject({ movedFen: 6_000, balance: 10_000 });
    expect((await moneyState(t.db.db, m.id)).venues).toEqual({ ag: 0, pg: 0 });
  });

  it('/sbin transfer_back_all: a plain password is refused in the legacy envelope; the sealed one works', async () => {
    const { m, token } = await stockedMember(t);
    const before = await moneyState(t.db.db, m.id);
    for (const password of [m.password, 'not-the-password', 'A'.repeat(343)]) {
      const res = await sbin(token, { password });
      expectRefusedPlain(res, password);
      expect(asRecord(res.body)).toMatchObject({
        code: '0',
        message: ServerMessages.passwordNotSealed,
        result: [],
      });
    }
    expectFail(
      await sbin(token, { password: '' }),
      ErrorCode.InvalidPayload,
      ServerMessages.passwordRequired,
    );
    // Shaped like a ciphertext but not one of this key: undecryptable, not a wrong password.
    expectFail(
      await sbin(token, { password: 'A'.repeat(344) }),
      ErrorCode.PasswordUndecryptable,
      ServerMessages.passwordUndecryptable,
    );
    expectFail(await sbin(token, { password: seal('not-the-password') }), ErrorCode.PasswordWrong);
    expect(await moneyState(t.db.db, m.id)).toEqual(before);

    const res = await sbin(token, { password: seal(m.password) });
    expect(res.status).toBe(200);
    expect(asRecord(res.body)).toMatchObject({ code: '1', message: 'ok' });
    expect((await moneyState(t.db.db, m.id)).venues).toEqual({ ag: 0, pg: 0 });
    expect((await moneyState(t.db.db, m.id)).wallet).toMatchObject({ balanceFen: 10_000 });
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('with a fund password set, both forms ask for it sealed and refuse it plain', async () => {
    const { m, token } = await stockedMember(t);
    await bindEverything(t, token, m);
    const before = await moneyState(t.db.db, m.id);
    expectRefusedPlain(await allOut(token, { password: FUND_PASSWORD }), 'REST plain fund password');
    expectRefusedPlain(await sbin(token, { password: FUND_PASSWORD }), 'sbin plain fund password');
    expectFail(await sbin(token, { password: seal(m.password) }), ErrorCode.FundPasswordWrong);
    expect(await moneyState(t.db.db, m.id)).toEqual(before);

    expectOk(await allOut(token, { password_enc: seal(FUND_PASSWORD) }));
    expect((await moneyState(t.db.db, m.id)).venues).toEqual({ ag: 0, pg: 0 });
  });
});
