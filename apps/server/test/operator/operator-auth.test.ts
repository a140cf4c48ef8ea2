import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorSessionService } from '../../src/modules/operator/operator-session.service';
import { totpCodeAt } from '../../src/modules/operator/totp.adapter';
import { asRecord, buildTestApp, type TestApp } from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from './operator-kit';

const admin = (t: TestApp) => ({ 'x-admin-token': t.env.adminToken });
const PASSWORD = 'a-long-owner-password';

async function auditActions(t: TestApp, username: string): Promise<string[]> {
  const rows = await t.db.db
    .selectFrom('audit_log')
    .select('action')
    .where('actor_name', '=', username)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

describe('operator sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('bootstraps the first owner with the shared token once, enrols TOTP, then signs in with it', async () => {
    const refused = await t.call('/api/admin/operators/bootstrap', {
      body: { username: 'boss', password: PASSWORD },
    });
    expect([refused.status, failCode(refused)]).toEqual([403, ErrorCode.AdminOnly]);
    const owner = asRecord(
      okResult(
        await t.call('/api/admin/operators/bootstrap', {
          headers: admin(t),
          body: { username: 'boss', password: PASSWORD },
        }),
      ),
    );
    expect(owner).toMatchObject({ username: 'boss', role: 'owner', totp_enabled: false });
    const again = await t.call('/api/admin/operators/bootstrap', {
      headers: admin(t),
      body: { username: 'boss2', password: PASSWORD },
    });
    expect([again.status, failCode(again)]).toEqual([403, ErrorCode.BootstrapClosed]);
    // Outside production the shared token keeps working after an owner exists (tests, the CLI).
    expect((await t.call('/api/admin/withdrawals', { headers: admin(t) })).status).toBe(200);

    // Password only: a session that may enrol TOTP and nothing else.
    const first = asRecord(
      okResult(await t.call('/api/admin/auth/login', { body: { username: 'boss', password: PASSWORD } })),
    );
    expect(first.mfa).toBe(false);
    const token = first.token as string;
    const blocked = await t.call('/api/admin/operators', { headers: asOperator(token) });
    expect([blocked.status, failCode(blocked)]).toEqual([403, ErrorCode.OperatorMfaRequired]);

    const setup = asRecord(
      okResult(await t.call('/api/admin/auth/totp/setup', { method: 'POST', headers: asOperator(token) })),
    );
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Qilin:boss\?/);
    const wrong = await t.call('/api/admin/auth/totp/confirm', {
      headers: asOperator(token),
      body: { otp: '000000' },
    });
    expect(failCode(wrong)).toBe(ErrorCode.OperatorOtpInvalid);
    const firstCode = totpCodeAt(setup.secret as string, new Date());
    const confirmed = asRecord(
      okResult(
        await t.call('/api/admin/auth/totp/confirm', {
          headers: asOperator(token),
          body: { otp: firstCode },
        }),
      ),
    );
    const codes = confirmed.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    // This session passed the second factor just now.
    expect((await t.call('/api/admin/operators', { headers: asOperator(token) })).status).toBe(200);

    // From now on the password alone is not enough; the code just used is not good twice.
    const noOtp = await t.call('/api/admin/auth/login', { body: { username: 'boss', password: PASSWORD } });
    expect([noOtp.status, failCode(noOtp)]).toEqual([401, ErrorCode.OperatorOtpRequired]);
    const replayed = await t.call('/api/admin/auth/login', {
      body: { username: 'boss', password: PASSWORD, otp: firstCode },
    });
    expect(failCode(replayed)).toBe(ErrorCode.OperatorOtpInvalid);

    // A recovery code works once.
    const byCode = () =>
      t.call('/api/admin/auth/login', {
        body: { username: 'boss', password: PASSWORD, recovery_code: codes[0] },
      });
    expect(asRecord(okResult(await byCode())).mfa).toBe(true);
    expect(failCode(await byCode())).toBe(ErrorCode.OperatorOtpInvalid);

    // Stored hashed: neither the codes nor the TOTP secret are in the database as given.
    const stored = await t.db.db.selectFrom('operator_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[1]);
    const row = await t.db.db
      .selectFrom('operators')
      .selectAll()
      .where('username', '=', 'boss')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).not.toContain(setup.secret as string);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    expect(await auditActions(t, 'boss')).toEqual(
      expect.arrayContaining(['operator.login', 'operator.totp_enabled', 'operator.login_failed']),
    );
    expect(await auditActions(t, 'ADMIN_TOKEN')).toContain('operator.created');
  });

  it('locks an account after five wrong passwords, even against the right one, and logs every attempt', async () => {
    const op = await makeOperator(t, 'cashier');
    for (let i = 0; i < 5; i += 1) {
      const res = await t.call('/api/admin/auth/login', {
        body: { username: op.username, password: 'wrong-password-x' },
      });
      expect(failCode(res)).toBe(ErrorCode.BadCredentials);
    }
    const locked = await t.call('/api/admin/auth/login', {
      body: { username: op.username, password: op.password, otp: totpCodeAt(op.secret, new Date()) },
    });
    expect([locked.status, failCode(locked)]).toEqual([429, ErrorCode.OperatorLocked]);
    const failures = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'ip', 'after'])
      .where('operator_id', '=', op.id)
      .execute();
    expect(failures).toHaveLength(6);
    expect(failures.every((f) => f.action === 'operator.login_failed' && f.ip !== '')).toBe(true);
    const unknown = await t.call('/api/admin/auth/login', {
      body: { username: 'nobody_here', password: 'whatever-1' },
    });
    expect(failCode(unknown)).toBe(ErrorCode.BadCredentials);
    expect(await auditActions(t, 'nobody_here')).toEqual(['operator.login_failed']);
  });

  it('one TOTP code signs in once, even when two sign-ins race with it', async () => {
    const op = await makeOperator(t, 'risk');
    const otp = totpCodeAt(op.secret, new Date());
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('/api/admin/auth/login', { body: { username: op.username, password: op.password, otp } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map(failCode)).toEqual([
      ErrorCode.OperatorOtpInvalid,
      ErrorCode.OperatorOtpInvalid,
    ]);
  });

  it('logout ends the session at once', async () => {
    const op = await makeOperator(t, 'auditor');
    const token = await signIn(t, op);
    expect((await t.call('/api/admin/auth/me', { headers: asOperator(token) })).status).toBe(200);
    okResult(await t.call('/api/admin/auth/logout', { method: 'POST', headers: asOperator(token) }));
    const after = await t.call('/api/admin/auth/me', { headers: asOperator(token) });
    expect([after.status, failCode(after)]).toEqual([401, ErrorCode.SessionExpired]);

    // The audit route lists it, filtered by operator and action.
    const reader = await signIn(t, await makeOperator(t, 'auditor'));
    const rows = okResult(
      await t.call(`/api/admin/audit?operator_id=${op.id}&action=operator.logout`, {
        headers: asOperator(reader),
      }),
    ) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'operator',
      actor_name: op.username,
      action: 'operator.logout',
    });
    expect(rows[0]?.request_id).not.toBe('');
    const all = okResult(
      await t.call('/api/admin/audit?limit=3', { headers: asOperator(reader) }),
    ) as unknown[];
    expect(all).toHaveLength(3);
  });

  it('a session ends after its idle timeout and after its absolute lifetime, whichever comes first', async () => {
    const op = await makeOperator(t, 'auditor');
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const sessions = new OperatorSessionService(
      t.db.db,
      { idleMs: 30 * 60_000, lifetimeMs: 2 * 3600_000 },
      () => new Date(clock),
    );
    const idle = await sessions.create(t.db.db, op.id, true, '');
    clock += 29 * 60_000;
    expect(await sessions.resolve(idle.token)).not.toBeNull();
    clock += 31 * 60_000;
    expect(await sessions.resolve(idle.token)).toBeNull();

    const busy = await sessions.create(t.db.db, op.id, true, '');
    for (let i = 0; i < 7; i += 1) {
      clock += 20 * 60_000;
      const alive = await sessions.resolve(busy.token);
      expect([i, alive !== null]).toEqual([i, i < 5]);
    }
    const stored = await t.db.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(busy.token);
  });
});
