import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/events';
import { MemberAdjustService } from '../../src/modules/member-desk/member-adjust.service';
import type { AdminAudit } from '../../src/modules/operator';
import { memberProtectionStates } from '../../src/modules/protection';
import {
  asRecord,
  type BuiltMember,
  buildMember,
  buildTestApp,
  loginMember,
  type TestApp,
  testAudit,
} from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from '../operator/operator-kit';
import { TestClient, waitUntil } from '../realtime/realtime-test-kit';
import { balances, fund } from '../withdraw/withdraw-kit';

describe('the console members area', () => {
  let t: TestApp;
  const tok = new Map<string, string>();
  const opIds = new Map<string, number>();
  beforeAll(async () => {
    t = await buildTestApp();
    const people = {
      riskA: 'risk',
      riskB: 'risk',
      managerC: 'manager',
      ownerD: 'owner',
      cashierE: 'cashier',
      csF: 'customer_service',
      auditorG: 'auditor',
    } as const;
    for (const [name, role] of Object.entries(people)) {
      const op = await makeOperator(t, role);
      opIds.set(name, op.id);
      tok.set(name, await signIn(t, op));
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (name: string) => asOperator(tok.get(name) as string);
  const post = (path: string, who: string, body: unknown) => t.call(path, { headers: as(who), body });
  const approve = (approvalId: unknown, who: string) =>
    t.call(`/api/admin/approvals/${approvalId}/approve`, { headers: as(who), body: {} });

  /** Proposes a two-person call: answered 202 with the approval's id, nothing done yet. */
  async function propose(path: string, who: string, body: unknown): Promise<number> {
    const res = await post(path, who, body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return asRecord(okResult(res)).approval_id as number;
  }

  const walletCall = (token: string) => t.call('/api/member/wallet', { token });

  /** The audit rows of `action` on the member (`member:<id>`, with ` adjust:…` / ` approval:<n>`), oldest first. */
  const auditRows = async (action: string, memberId: number) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .select(['target', 'before', 'after', 'operator_id'])
        .where('action', '=', action)
        .orderBy('id')
        .execute()
    ).filter((r) => r.target.split(' ')[0] === `member:${memberId}`);
  /** Records its row, then fails: the write's transaction must take both back. */
  const crashing: AdminAudit = {
    record: async (trx, change) => {
      await testAudit.record(trx, change);
      throw new Error('crash after the audit row');
    },
  };

  it('finds members by username prefix, phone and id, paged, and reads each part of a profile', async () => {
    const tag = `srch${process.pid % 1000}`;
    const a = await buildMember(t.db.db, { username: `${tag}a`, phone: '13800138001' });
    await buildMember(t.db.db, { username: `${tag}b` });
    await buildMember(t.db.db, { username: `${tag}c` });
    await fund(t.db.db, a.id, 5_000);
    await loginMember(t, a);

    const byPrefix = asRecord(
      okResult(await t.call(`/api/admin/members?q=${tag.toUpperCase()}&page_size=2`, { headers: as('csF') })),
    );
    expect(byPrefix.total).toBe(3);
    expect((byPrefix.list as unknown[]).length).toBe(2);
    const page2 = asRecord(
      okResult(await t.call(`/api/admin/members?q=${tag}&page_size=2&page=2`, { headers: as('csF') })),
    );
    expect((page2.list as Array<{ username: string }>).map((m) => m.username)).toEqual([`${tag}a`]);
    const byPhone = asRecord(
      okResult(await t.call('/api/admin/members?q=13800138001', { headers: as('auditorG') })),
    );
    expect(byPhone.list).toEqual([
      expect.objectContaining({ id: a.id, phone: '138****8001', frozen: false }),
    ]);
    const byId = asRecord(
      okResult(await t.call(`/api/admin/members?q=${a.id}`, { headers: as('cashierE') })),
    );
    expect((byId.list as Array<{ id: number }>).map((m) => m.id)).toContain(a.id);
    // A LIKE wildcard is a literal character, not "anything".
    const wild = asRecord(okResult(await t.call('/api/admin/members?q=%25', { headers: as('csF') })));
    expect(wild.total).toBe(0);

    const profile = asRecord(okResult(await t.call(`/api/admin/members/${a.id}`, { headers: as('csF') })));
    expect(profile.balances).toMatchObject({ balance_fen: 5_000, held_fen: 0 });
    expect(profile.freeze).toEqual({ frozen: false, reason: '', frozen_at: null });

    const ledger = asRecord(
      okResult(await t.call(`/api/admin/members/${a.id}/ledger`, { headers: as('csF') })),
    );
    expect(ledger).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(ledger.list).toEqual([
      expect.objectContaining({ type: 'deposit', amount_fen: 5_000, balance_after_fen: 5_000 }),
    ]);
    for (const part of ['bets', 'deposits', 'withdrawals']) {
      const res = asRecord(
        okResult(await t.call(`/api/admin/members/${a.id}/${part}?page=1`, { headers: as('csF') })),
      );
      expect([part, res.total, res.list]).toEqual([part, 0, []]);
    }
    expect(okResult(await t.call(`/api/admin/members/${a.id}/chases`, { headers: as('csF') }))).toEqual({
      list: [],
    });
    const sessions = asRecord(
      okResult(await t.call(`/api/admin/members/${a.id}/sessions`, { headers: as('csF') })),
    );
    expect(sessions.list).toEqual([expect.objectContaining({ device_id: 'test-device', revoked_at: null })]);
    expect(JSON.stringify(sessions)).not.toContain('token');

    const missing = await t.call('/api/admin/members/99999999', { headers: as('csF') });
    expect([missing.status, failCode(missing)]).toEqual([404, ErrorCode.NotFound]);
  });

  it('freezing answers the member 20045 on every call, login and socket; unfreezing takes a second operator', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    expect((await walletCall(token)).status).toBe(200);
    const socket = await TestClient.connect(`${t.baseUrl.replace('http', 'ws')}/ws/ws`);
    await socket.next('identify');
    socket.send({ type: 'login', token });
    await socket.next('loggedIn');
    expect(t.app.realtime.memberConnectionCount(m.id)).toBe(1);

    for (const who of ['cashierE', 'csF', 'auditorG']) {
      const res = await post(`/api/admin/members/${m.id}/freeze`, who, { reason: 'x' });
      expect([who, res.status, failCode(res)]).toEqual([who, 403, ErrorCode.PermissionDenied]);
    }
    const noReason = await post(`/api/admin/members/${m.id}/freeze`, 'riskA', { reason: '  ' });
    expect([noReason.status, failCode(noReason)]).toEqual([400, ErrorCode.InvalidPayload]);

    const frozen = await post(`/api/admin/members/${m.id}/freeze`, 'riskA', { reason: '异常投注' });
    expect(okResult(frozen)).toMatchObject({ frozen: true, reason: '异常投注' });
    // Exactly one row, written in the freeze's transaction: the freeze state before → after. The
    // refused calls above (403, 400) recorded no success row.
    const unfrozenState = { frozen: false, reason: '', frozen_at: null };
    const frozenState = { frozen: true, reason: '异常投注', frozen_at: expect.any(String) };
    const freezes = await auditRows('member.frozen', m.id);
    expect(freezes).toEqual([
      expect.objectContaining({ target: `member:${m.id}`, before: unfrozenState, after: frozenState }),
    ]);
    const refused = await walletCall(token);
    expect([refused.status, failCode(refused)]).toEqual([403, ErrorCode.Forbidden]);
    await waitUntil(() => t.app.realtime.memberConnectionCount(m.id) === 0);
    socket.send({ type: 'login', token });
    await new Promise((r) => setTimeout(r, 200));
    expect(t.app.realtime.memberConnectionCount(m.id)).toBe(0);
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: m.password } });
    expect([login.status, failCode(login)]).toEqual([403, ErrorCode.Forbidden]);
    // A second freeze changes nothing (the first reason stays).
    expect(
      okResult(await post(`/api/admin/members/${m.id}/freeze`, 'riskB', { reason: 'again' })),
    ).toMatchObject({
      reason: '异常投注',
    });
    // The repeat is recorded too, before = after.
    const repeat = (await auditRows('member.frozen', m.id)).slice(1);
    expect(repeat).toEqual([expect.objectContaining({ before: frozenState, after: frozenState })]);
    expect(repeat[0]?.before).toEqual(freezes[0]?.after);

    // An unfreeze whose transaction rolls back after recording: still frozen, no row.
    await expect(
      t.app.sessions.unfreeze(m.id, (trx, c) =>
        crashing.record(trx, {
          action: 'member.unfrozen',
          target: `member:${m.id}`,
          before: c.before,
          after: c.after,
        }),
      ),
    ).rejects.toThrow('crash after the audit row');
    expect(await auditRows('member.unfrozen', m.id)).toEqual([]);
    expect(failCode(await walletCall(token))).toBe(ErrorCode.Forbidden);

    const approvalId = await propose(`/api/admin/members/${m.id}/unfreeze`, 'riskA', { reason: '核实无误' });
    expect(failCode(await walletCall(token))).toBe(ErrorCode.Forbidden);
    const own = await approve(approvalId, 'riskA');
    expect([own.status, failCode(own)]).toEqual([403, ErrorCode.ApprovalOwnRefused]);
    const outsider = await approve(approvalId, 'cashierE');
    expect([outsider.status, failCode(outsider)]).toEqual([403, ErrorCode.PermissionDenied]);
    const done = await approve(approvalId, 'riskB');
    expect(asRecord(okResult(done))).toMatchObject({ status: 'executed', result_status: 200 });
    expect(await auditRows('member.unfrozen', m.id)).toEqual([
      expect.objectContaining({
        target: `member:${m.id} approval:${approvalId}`,
        before: frozenState,
        after: unfrozenState,
      }),
    ]);
    expect((await walletCall(token)).status).toBe(200);
    const profile = asRecord(okResult(await t.call(`/api/admin/members/${m.id}`, { headers: as('csF') })));
    expect(profile.freeze).toMatchObject({ frozen: false });
    socket.close();
  });

  async function ledgerSum(member: BuiltMember): Promise<number> {
    const rows = await t.db.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select((eb) => eb.fn.sum<string>('e.amount_fen').as('s'))
      .where('a.kind', '=', 'member_wallet')
      .where('a.member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return Number(rows.s ?? 0);
  }

  const transfersOf = (member: BuiltMember, type: string) =>
    t.db.db
      .selectFrom('ledger_transfers')
      .select(['amount_fen', 'memo', 'ref_type'])
      .where('type', '=', type)
      .where('ref_type', '=', 'member_adjustment')
      .where('idempotency_key', 'like', `member-adjust:${member.id}:%`)
      .execute();

  it('an adjustment always takes a second operator with the permission, and writes its own ledger entry', async () => {
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, 1_000);
    const body = {
      direction: 'credit',
      amount_fen: 12_345,
      reason: '活动补发',
      request_id: 'adj-credit-0001',
    };
    for (const who of ['riskA', 'cashierE', 'csF']) {
      const res = await post(`/api/admin/members/${m.id}/adjust`, who, body);
      expect([who, failCode(res)]).toEqual([who, ErrorCode.PermissionDenied]);
    }
    const approvalId = await propose(`/api/admin/members/${m.id}/adjust`, 'managerC', body);
    expect((await balances(t.db.db, m.id)).balanceFen).toBe(1_000);
    expect(failCode(await approve(approvalId, 'managerC'))).toBe(ErrorCode.ApprovalOwnRefused);
    expect(failCode(await approve(approvalId, 'riskA'))).toBe(ErrorCode.PermissionDenied);

    const racers = await Promise.all(['ownerD', 'ownerD', 'ownerD'].map((who) => approve(approvalId, who)));
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racers.filter((r) => r.status !== 200).map(failCode)).toEqual([
      ErrorCode.ApprovalNotPending,
      ErrorCode.ApprovalNotPending,
    ]);
    const executed = asRecord(okResult(racers.find((r) => r.status === 200)!));
    expect(executed).toMatchObject({ status: 'executed', result_status: 200 });
    expect(asRecord(executed.result).result).toMatchObject({ replayed: false, balance_fen: 13_345 });
    expect(await transfersOf(m, 'manual_credit')).toEqual([
      { amount_fen: 12_345, memo: '活动补发', ref_type: 'member_adjustment' },
    ]);
    // One audit row, in the transfer's transaction: the balance before → after (the refused and
    // pending calls above recorded none).
    const adjusted = () => auditRows('member.balance-adjusted', m.id);
    expect(await adjusted()).toEqual([
      expect.objectContaining({
        target: `member:${m.id} adjust:adj-credit-0001 approval:${approvalId}`,
        before: { balance_fen: 1_000 },
        after: expect.objectContaining({
          balance_fen: 13_345,
          direction: 'credit',
          amount_fen: 12_345,
          replayed: false,
        }),
      }),
    ]);

    // The same request id proposed and approved again moves nothing more.
    const again = await propose(`/api/admin/members/${m.id}/adjust`, 'managerC', body);
    const replay = asRecord(okResult(await approve(again, 'ownerD')));
    expect(asRecord(replay.result).result).toMatchObject({ replayed: true, balance_fen: 13_345 });
    expect(await transfersOf(m, 'manual_credit')).toHaveLength(1);
    expect((await adjusted()).slice(1)).toEqual([
      expect.objectContaining({
        before: { balance_fen: 13_345 },
        after: expect.objectContaining({ balance_fen: 13_345, replayed: true }),
      }),
    ]);

    const debit = { direction: 'debit', amount_fen: 345, reason: '误发扣回', request_id: 'adj-debit-0001' };
    await approve(await propose(`/api/admin/members/${m.id}/adjust`, 'ownerD', debit), 'managerC');
    const after = await balances(t.db.db, m.id);
    expect(after.balanceFen).toBe(13_000);
    expect((await adjusted()).slice(2)).toEqual([
      expect.objectContaining({
        before: { balance_fen: 13_345 },
        after: expect.objectContaining({ balance_fen: 13_000, direction: 'debit', amount_fen: 345 }),
      }),
    ]);
    expect(await ledgerSum(m)).toBe(after.balanceFen);
    const ledger = asRecord(
      okResult(await t.call(`/api/admin/members/${m.id}/ledger`, { headers: as('csF') })),
    );
    expect((ledger.list as Array<{ type: string; amount_fen: number }>).slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'manual_debit', amount_fen: -345, balance_after_fen: 13_000 }),
      expect.objectContaining({ type: 'manual_credit', amount_fen: 12_345, balance_after_fen: 13_345 }),
    ]);
  });

  it('a debit larger than the balance is refused when approved and writes nothing', async () => {
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, 500);
    const body = { direction: 'debit', amount_fen: 501, reason: '扣回', request_id: 'adj-over-00001' };
    const res = asRecord(
      okResult(await approve(await propose(`/api/admin/members/${m.id}/adjust`, 'managerC', body), 'ownerD')),
    );
    expect(res).toMatchObject({ status: 'failed', result_status: 400 });
    expect(asRecord(res.result).error_code).toBe(ErrorCode.InsufficientBalance);
    expect((await balances(t.db.db, m.id)).balanceFen).toBe(500);
    expect(await transfersOf(m, 'manual_debit')).toEqual([]);
    expect(await ledgerSum(m)).toBe(500);
    expect(await auditRows('member.balance-adjusted', m.id)).toEqual([]);

    for (const bad of [
      { ...body, amount_fen: 0 },
      { ...body, amount_fen: 1.5 },
      { ...body, amount_fen: '1e3' },
      { ...body, reason: '' },
      { ...body, direction: 'both' },
      { ...body, request_id: 'x' },
    ]) {
      const refused = await post(`/api/admin/members/${m.id}/adjust`, 'managerC', bad);
      expect([JSON.stringify(bad), refused.status, asRecord(refused.body).success]).toEqual([
        JSON.stringify(bad),
        400,
        false,
      ]);
    }
  });

  it('an adjustment whose transaction rolls back after recording moves nothing and leaves no row', async () => {
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, 700);
    const service = new MemberAdjustService(t.db.db, new EventBus());
    const body = {
      direction: 'credit',
      amount_fen: 300,
      reason: '回滚测试',
      request_id: 'adj-crash-0001',
    } as const;
    await expect(service.adjust(m.id, body, crashing)).rejects.toThrow('crash after the audit row');
    expect((await balances(t.db.db, m.id)).balanceFen).toBe(700);
    expect(await transfersOf(m, 'manual_credit')).toEqual([]);
    expect(await auditRows('member.balance-adjusted', m.id)).toEqual([]);
  });

  it('the search and the profile carry each member protection state through the protection face', async () => {
    const tag = `prot${process.pid % 1000}`;
    const onBreak = await buildMember(t.db.db, { username: `${tag}a` });
    const limited = await buildMember(t.db.db, { username: `${tag}b` });
    const plain = await buildMember(t.db.db, { username: `${tag}c` });
    await t.app.protection.takeBreak(onBreak.id, '6m');
    await t.app.protection.setLimit(limited.id, 'loss_day', 10_000);
    type Row = { id: number; protection: unknown };
    const search = async () =>
      new Map(
        (
          asRecord(okResult(await t.call(`/api/admin/members?q=${tag}`, { headers: as('csF') })))
            .list as Row[]
        ).map((r) => [r.id, r.protection]),
      );
    const first = await search();
    expect(first.get(onBreak.id)).toEqual({
      break_kind: 'self_exclusion',
      break_ends_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      has_limits: false,
    });
    expect(first.get(limited.id)).toEqual({ break_kind: null, break_ends_at: null, has_limits: true });
    expect(first.get(plain.id)).toEqual({ break_kind: null, break_ends_at: null, has_limits: false });

    // An operator exclusion (risk has members.limits) names its operator and reason in the console's
    // view; the profile shows it as the break in force, and a lift takes it out of the list again.
    const risk = opIds.get('riskA');
    const excluded = okResult(
      await post(`/api/admin/members/${plain.id}/protection/exclusion`, 'riskA', {
        days: 3,
        reason: '风控复核',
      }),
    ) as { breaks: Array<{ id: number; operator_id: number | null; reason: string; kind: string }> };
    expect(excluded.breaks).toEqual([
      expect.objectContaining({ kind: 'operator_exclusion', operator_id: risk, reason: '风控复核' }),
    ]);
    const profile = asRecord(
      okResult(await t.call(`/api/admin/members/${plain.id}`, { headers: as('csF') })),
    );
    expect(asRecord(profile.member).protection).toMatchObject({ break_kind: 'operator_exclusion' });
    // A member's own break is reported with no operator and no reason.
    const own = okResult(
      await t.call(`/api/admin/members/${onBreak.id}/protection`, { headers: as('csF') }),
    ) as typeof excluded;
    expect(own.breaks).toEqual([
      expect.objectContaining({ kind: 'self_exclusion', operator_id: null, reason: '' }),
    ]);
    const breakId = excluded.breaks[0]?.id;
    okResult(await post(`/api/admin/members/${plain.id}/protection/lift`, 'riskA', { break_id: breakId }));
    expect((await search()).get(plain.id)).toEqual({
      break_kind: null,
      break_ends_at: null,
      has_limits: false,
    });

    // Read at a later instant: an ended break is no longer in force; the limit still is.
    const later = await memberProtectionStates(
      t.db.db,
      [onBreak.id, limited.id, plain.id],
      new Date(Date.now() + 400 * 86_400_000),
    );
    expect(Object.fromEntries(later)).toEqual({
      [onBreak.id]: { break_kind: null, break_ends_at: null, has_limits: false },
      [limited.id]: { break_kind: null, break_ends_at: null, has_limits: true },
      [plain.id]: { break_kind: null, break_ends_at: null, has_limits: false },
    });
    expect(await memberProtectionStates(t.db.db, [], new Date())).toEqual(new Map());
  });
});
