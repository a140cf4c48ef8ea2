import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp } from '../helpers';
import { bindEverything, expectOk, fund } from '../withdraw/withdraw-kit';
import { asOperator, makeOperator, okResult, signIn, type TestOperator } from './operator-kit';

const THRESHOLD_FEN = 10_000;

/** The approvals queue tells the approver who proposed what, and what it changes: before → after. */
describe('the approvals queue view', () => {
  let t: TestApp;
  let a: TestOperator;
  let aToken = '';
  let bToken = '';
  let ownerToken = '';
  beforeAll(async () => {
    t = await buildTestApp({ OPERATOR_APPROVAL_WITHDRAW_FEN: String(THRESHOLD_FEN) });
    a = await makeOperator(t, 'cashier');
    aToken = await signIn(t, a);
    bToken = await signIn(t, await makeOperator(t, 'cashier'));
    ownerToken = await signIn(t, await makeOperator(t, 'owner'));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a large withdrawal: its proposer by name, before {status pending, amount}; then the decider', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId, secpwdEnc } = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, THRESHOLD_FEN + 5);
    const w = expectOk(
      await t.call('/api/fund/withdraw', {
        token,
        body: { account_id: accountId, amount_fen: THRESHOLD_FEN + 5, secpwd_enc: secpwdEnc },
      }),
    );
    const wid = asRecord(w.result).id as number;
    const proposed = await t.call(`/api/admin/withdrawals/${wid}/approve`, {
      headers: asOperator(aToken),
      body: {},
    });
    expect(proposed.status).toBe(202);
    const approvalId = asRecord(okResult(proposed)).approval_id;

    const queue = okResult(
      await t.call('/api/admin/approvals', { headers: asOperator(bToken) }),
    ) as unknown[];
    expect(queue.find((x) => asRecord(x).id === approvalId)).toMatchObject({
      proposed_by: a.id,
      proposed_by_name: a.username,
      before: { withdrawal_id: wid, amount_fen: THRESHOLD_FEN + 5, status: 'pending' },
      decided_by_name: null,
    });
    expect(
      (await t.call(`/api/admin/approvals/${approvalId}/approve`, { headers: asOperator(bToken), body: {} }))
        .status,
    ).toBe(200);
    const done = okResult(
      await t.call('/api/admin/approvals?status=executed', { headers: asOperator(bToken) }),
    ) as unknown[];
    const row = asRecord(done.find((x) => asRecord(x).id === approvalId));
    expect(row.decided_by_name).toMatch(/^op_cashier_/);
    expect(row.decided_by_name).not.toBe(a.username);
  });

  it('a role change keeps the role it replaces', async () => {
    const target = await makeOperator(t, 'content');
    const proposed = await t.call(`/api/admin/operators/${target.id}/role`, {
      method: 'PUT',
      headers: asOperator(ownerToken),
      body: { role: 'auditor' },
    });
    expect(proposed.status).toBe(202);
    const approvalId = asRecord(okResult(proposed)).approval_id;
    const queue = okResult(
      await t.call('/api/admin/approvals', { headers: asOperator(ownerToken) }),
    ) as unknown[];
    expect(queue.find((x) => asRecord(x).id === approvalId)).toMatchObject({
      before: { username: target.username, role: 'content' },
      body: { role: 'auditor' },
    });
  });
});
