import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp } from '../helpers';
import { bindEverything, expectOk, fund } from '../withdraw/withdraw-kit';
import { asOperator, failCode, makeOperator, okResult, signIn } from './operator-kit';

const THRESHOLD_FEN = 10_000;

describe('two-person approval', () => {
  let t: TestApp;
  const tok = new Map<string, string>();
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await buildTestApp({ OPERATOR_APPROVAL_WITHDRAW_FEN: String(THRESHOLD_FEN) });
    const people = {
      cashierA: 'cashier',
      cashierB: 'cashier',
      riskC: 'risk',
      contentD: 'content',
      ownerE: 'owner',
      managerF: 'manager',
    } as const;
    for (const [name, role] of Object.entries(people)) {
      const op = await makeOperator(t, role);
      ids.set(name, op.id);
      tok.set(name, await signIn(t, op));
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (name: string) => asOperator(tok.get(name) as string);

  async function pendingWithdrawal(amountFen: number): Promise<number> {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const { accountId, secpwdEnc } = await bindEverything(t, token, m);
    await fund(t.db.db, m.id, amountFen);
    const w = expectOk(
      await t.call('/api/fund/withdraw', {
        token,
        body: { account_id: accountId, amount_fen: amountFen, secpwd_enc: secpwdEnc },
      }),
    );
    return asRecord(w.result).id as number;
  }

  const withdrawalStatus = async (id: number) =>
    (await t.db.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('a withdrawal above the threshold waits for a second cashier; concurrent approvals pay it once', async () => {
    const wid = await pendingWithdrawal(THRESHOLD_FEN + 1);
    const proposed = await t.call(`/api/admin/withdrawals/${wid}/approve`, {
      headers: as('cashierA'),
      body: {},
    });
    expect(proposed.status).toBe(202);
    const { approval_id: approvalId, pending } = asRecord(okResult(proposed));
    expect(pending).toBe(true);
    expect(await withdrawalStatus(wid)).toBe('pending');

    const own = await t.call(`/api/admin/approvals/${approvalId}/approve`, {
      headers: as('cashierA'),
      body: {},
    });
    expect([own.status, failCode(own)]).toEqual([403, ErrorCode.ApprovalOwnRefused]);
    const outsider = await t.call(`/api/admin/approvals/${approvalId}/approve`, {
      headers: as('contentD'),
      body: {},
    });
    expect([outsider.status, failCode(outsider)]).toEqual([403, ErrorCode.PermissionDenied]);

    const racers = ['cashierB', 'riskC', 'cashierB', 'riskC', 'managerF', 'ownerE'];
    const results = await Promise.all(
      racers.map((name) =>
        t.call(`/api/admin/approvals/${approvalId}/approve`, { headers: as(name), body: {} }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map(failCode)).toEqual(
      Array(racers.length - 1).fill(ErrorCode.ApprovalNotPending),
    );
    expect(asRecord(okResult(won[0] as (typeof results)[number]))).toMatchObject({
      status: 'executed',
      result_status: 200,
    });
    expect(await withdrawalStatus(wid)).toBe('paid');
    const paid = await t.db.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'withdrawal_paid')
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(1);

    const trail = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'target', 'before', 'after'])
      .where((eb) =>
        eb.or([eb('target', '=', `approval:${approvalId}`), eb('target', 'like', `withdrawal:${wid} %`)]),
      )
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      'approval.proposed',
      'approval.approved',
      'withdrawal.approved',
      'approval.executed',
    ]);
    expect(trail[0]?.operator_id).toBe(ids.get('cashierA'));
    // The payout itself is recorded (in its own transaction) as the approver's, naming the approval.
    expect(trail[2]?.operator_id).toBe(trail[1]?.operator_id);
    expect(trail[2]).toMatchObject({
      target: `withdrawal:${wid} approval:${approvalId}`,
      before: { status: 'pending', amount_fen: THRESHOLD_FEN + 1 },
      after: { status: 'paid', amount_fen: THRESHOLD_FEN + 1 },
    });
  });

  it('a withdrawal at or below the threshold is paid by one cashier', async () => {
    const wid = await pendingWithdrawal(THRESHOLD_FEN);
    const res = await t.call(`/api/admin/withdrawals/${wid}/approve`, { headers: as('cashierA'), body: {} });
    expect(res.status).toBe(200);
    expect(await withdrawalStatus(wid)).toBe('paid');
  });

  it('a room-rule change is proposed, then rejected with a reason, and never runs', async () => {
    const proposed = await t.call('/api/admin/game-rooms/config', {
      method: 'PUT',
      headers: as('managerF'),
      body: { game_id: 'jnd28', game_room_id: 1, odds: {} },
    });
    expect(proposed.status).toBe(202);
    const { approval_id: approvalId } = asRecord(okResult(proposed));
    const noReason = await t.call(`/api/admin/approvals/${approvalId}/reject`, {
      headers: as('ownerE'),
      body: {},
    });
    expect(failCode(noReason)).toBe(ErrorCode.InvalidPayload);
    const cashier = await t.call(`/api/admin/approvals/${approvalId}/reject`, {
      headers: as('cashierA'),
      body: { reason: 'no' },
    });
    expect(failCode(cashier)).toBe(ErrorCode.PermissionDenied);
    const rejected = asRecord(
      okResult(
        await t.call(`/api/admin/approvals/${approvalId}/reject`, {
          headers: as('ownerE'),
          body: { reason: 'odds not agreed' },
        }),
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'odds not agreed', result_status: null });
    const late = await t.call(`/api/admin/approvals/${approvalId}/approve`, {
      headers: as('ownerE'),
      body: {},
    });
    expect(failCode(late)).toBe(ErrorCode.ApprovalNotPending);
    const list = okResult(
      await t.call('/api/admin/approvals?status=rejected', { headers: as('riskC') }),
    ) as unknown[];
    expect(list.map((a) => asRecord(a).id)).toContain(approvalId);
  });

  it('no one grants a role with more than their own permissions', async () => {
    const res = await t.call('/api/admin/operators', {
      headers: as('managerF'),
      body: { username: 'would_be_owner', password: 'a-long-enough-password', role: 'owner' },
    });
    expect([res.status, failCode(res)]).toEqual([403, ErrorCode.PermissionDenied]);
  });

  it('an operator role change needs a second operator with operators.manage', async () => {
    const created = asRecord(
      okResult(
        await t.call('/api/admin/operators', {
          headers: as('ownerE'),
          body: { username: 'new_cashier', password: 'a-long-enough-password', role: 'cashier' },
        }),
      ),
    );
    const proposed = await t.call(`/api/admin/operators/${created.id}/role`, {
      method: 'PUT',
      headers: as('ownerE'),
      body: { role: 'risk' },
    });
    expect(proposed.status).toBe(202);
    const { approval_id: approvalId } = asRecord(okResult(proposed));
    const own = await t.call(`/api/admin/approvals/${approvalId}/approve`, {
      headers: as('ownerE'),
      body: {},
    });
    expect(failCode(own)).toBe(ErrorCode.ApprovalOwnRefused);
    const done = asRecord(
      okResult(
        await t.call(`/api/admin/approvals/${approvalId}/approve`, { headers: as('managerF'), body: {} }),
      ),
    );
    expect(done).toMatchObject({ status: 'executed', result_status: 200, decided_by: ids.get('managerF') });
    const row = await t.db.db
      .selectFrom('operators')
      .select('role')
      .where('id', '=', created.id as number)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('risk');
    const change = await t.db.db
      .selectFrom('audit_log')
      .select(['operator_id', 'before', 'after'])
      .where('action', '=', 'operator.role_changed')
      .executeTakeFirstOrThrow();
    expect(change).toEqual({
      operator_id: ids.get('managerF'),
      before: { role: 'cashier' },
      after: { role: 'risk' },
    });
  });
});
