import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/password';
import { memberAccountBalanceFen, reconcile, transfer } from '../../src/modules/ledger';
import {
  asRecord,
  type BuiltMember,
  buildMember,
  buildTestApp,
  loginMember,
  sealerFor,
  type TestApp,
  testDbKind,
} from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from '../operator/operator-kit';

const FUND_PASSWORD = '246810';

/**
 * `POST /api/agent/wallet/recharge_subordinate`: agent wallet → a direct or indirect subordinate's main
 * wallet, behind the agent's fund password, the line and the limits; idempotent, and parallel requests
 * never overdraw the agent wallet (PGlite and PostgreSQL).
 */
describe(`agent recharges a subordinate (${testDbKind()})`, () => {
  let t: TestApp;
  let seal: (secret: string) => string;
  let top: BuiltMember;
  let topToken: string;
  let sub: BuiltMember;
  let grand: BuiltMember;
  let outsider: BuiltMember;

  const agentWallet = (id: number) => memberAccountBalanceFen(t.db.db, id, 'agent_commission');
  const mainWallet = (id: number) => memberAccountBalanceFen(t.db.db, id, 'member_wallet');
  const recharge = (token: string, body: Record<string, unknown>) =>
    t.call('/api/agent/wallet/recharge_subordinate', { token, body });
  let n = 0;
  const body = (memberId: number, amountFen: number, extra: Record<string, unknown> = {}) => ({
    memberId,
    amountFen,
    secpwd_enc: seal(FUND_PASSWORD),
    idempotency_key: `recharge-${Date.now()}-${++n}`,
    ...extra,
  });
  const attach = async (memberId: number, inviterId: number) => {
    const code = (await t.app.agents.links(inviterId))[0]?.code;
    await t.db.db.transaction().execute((trx) => t.app.agents.attribute(trx, memberId, code));
  };
  const creditAgentWallet = (id: number, fen: number) =>
    t.db.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { kind: 'house' },
        to: { kind: 'agent_commission', memberId: id },
        amountFen: fen,
        type: 'agent_commission',
        idempotencyKey: `test-credit:${id}:${fen}:${++n}`,
      }),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    seal = await sealerFor(t);
    const opToken = await signIn(t, await makeOperator(t, 'manager'));
    top = await buildMember(t.db.db);
    sub = await buildMember(t.db.db);
    grand = await buildMember(t.db.db);
    outsider = await buildMember(t.db.db);
    const made = await t.call(`/api/admin/agents/${top.id}`, { headers: asOperator(opToken), body: {} });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // sub directly under top (a plain member), grand under sub: both in top's line; outsider in none.
    await attach(sub.id, top.id);
    await attach(grand.id, sub.id);
    await t.db.db
      .updateTable('members')
      .set({ fund_password_hash: await hashPassword(FUND_PASSWORD) })
      .where('id', '=', top.id)
      .execute();
    topToken = await loginMember(t, top);
    await creditAgentWallet(top.id, 100_000);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses without the right fund password, outside the line, beyond the limits or past the balance', async () => {
    const before = [await mainWallet(outsider.id), await mainWallet(sub.id)];
    const wrong = await recharge(topToken, body(sub.id, 1_000, { secpwd_enc: seal('999999') }));
    expect(failCode(wrong)).toBe(ErrorCode.FundPasswordWrong);
    const plain = await recharge(
      topToken,
      body(sub.id, 1_000, { secpwd_enc: undefined, secpwd: FUND_PASSWORD }),
    );
    expect(failCode(plain)).toBe(ErrorCode.PasswordUndecryptable);
    const none = await recharge(topToken, body(sub.id, 1_000, { secpwd_enc: undefined }));
    expect(none.status).toBe(400);
    expect(failCode(await recharge(topToken, body(outsider.id, 1_000)))).toBe(ErrorCode.NotInYourLine);
    expect(failCode(await recharge(topToken, body(top.id, 1_000)))).toBe(ErrorCode.NotInYourLine);
    expect(failCode(await recharge(topToken, body(sub.id, 99)))).toBe(ErrorCode.RechargeSubordinateLimit);
    expect(failCode(await recharge(topToken, body(sub.id, 5_000_001)))).toBe(
      ErrorCode.RechargeSubordinateLimit,
    );
    expect(failCode(await recharge(topToken, body(sub.id, 100_001)))).toBe(ErrorCode.AgentWalletShort);
    // A member who is not an agent cannot recharge anyone, not even their own invitee.
    const subToken = await loginMember(t, sub);
    expect(failCode(await recharge(subToken, body(grand.id, 1_000)))).toBe(ErrorCode.NotAnAgent);
    // Nothing moved.
    expect(await agentWallet(top.id)).toBe(100_000);
    expect([await mainWallet(outsider.id), await mainWallet(sub.id)]).toEqual(before);
  });

  it('moves money to an indirect subordinate once per key, with a ledger transfer', async () => {
    const grandBefore = await mainWallet(grand.id);
    const req = body(grand.id, 2_500);
    const first = await recharge(topToken, req);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(asRecord(okResult(first))).toMatchObject({
      balanceFen: 97_500,
      memberId: grand.id,
      amountFen: 2_500,
      replayed: false,
    });
    const again = await recharge(topToken, { ...req, secpwd_enc: seal(FUND_PASSWORD) });
    expect(asRecord(okResult(again))).toMatchObject({ balanceFen: 97_500, replayed: true });
    expect(await mainWallet(grand.id)).toBe(grandBefore + 2_500);
    expect(await agentWallet(top.id)).toBe(97_500);
    const transfers = await t.db.db
      .selectFrom('ledger_transfers')
      .select(['amount_fen'])
      .where('type', '=', 'agent_recharge')
      .execute();
    expect(transfers.map((x) => Number(x.amount_fen))).toEqual([2_500]);
    // The same key with another body is a conflict, not a second move.
    const conflict = await recharge(topToken, { ...req, amountFen: 3_000, secpwd_enc: seal(FUND_PASSWORD) });
    expect(conflict.status).toBeGreaterThanOrEqual(400);
    expect(conflict.status).toBeLessThan(500);
    expect(await agentWallet(top.id)).toBe(97_500);
  });

  it('parallel recharges never overdraw the agent wallet', async () => {
    const start = await agentWallet(top.id);
    const amount = 20_000;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => recharge(topToken, body(i % 2 === 0 ? sub.id : grand.id, amount))),
    );
    const done = results.filter((r) => r.status === 200);
    const short = results.filter((r) => failCode(r) === ErrorCode.AgentWalletShort);
    expect(done).toHaveLength(Math.floor(start / amount));
    expect(short).toHaveLength(8 - done.length);
    expect(await agentWallet(top.id)).toBe(start - done.length * amount);
    expect(await agentWallet(top.id)).toBeGreaterThanOrEqual(0);
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('a subordinate on a break receives nothing', async () => {
    const subToken = await loginMember(t, sub);
    const taken = await t.call('/api/protection/break', { token: subToken, body: { length: '24h' } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const before = [await agentWallet(top.id), await mainWallet(sub.id)];
    expect(failCode(await recharge(topToken, body(sub.id, 1_000)))).toBe(ErrorCode.ProtectionBreakActive);
    expect([await agentWallet(top.id), await mainWallet(sub.id)]).toEqual(before);
  });
});
