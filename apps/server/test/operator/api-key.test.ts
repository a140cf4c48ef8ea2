import { ErrorCode, OPERATOR_API_KEY_HEADER, OperatorMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/operator';
import { sha256Hex } from '../../src/lib/crypto';
import { verifyAuditChain } from '../../src/modules/operator';
import { asRecord, buildMember, buildTestApp, DEPOSITOR, loginMember, type TestApp } from '../helpers';
import { createOrder } from '../payment/payment-kit';
import { asOperator, failCode, makeOperator, okResult, signIn, type TestOperator } from './operator-kit';

describe('scoped operator API keys (the CLI without a session)', () => {
  let t: TestApp;
  let owner: TestOperator;
  let ownerToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await makeOperator(t, 'owner');
    ownerToken = await signIn(t, owner);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const createKey = (token: string, permissions: string[], name = 'cli') =>
    t.call('/api/admin/api-keys', { headers: asOperator(token), body: { name, permissions } });
  const withKey = (secret: string) => ({ [OPERATOR_API_KEY_HEADER]: secret });

  async function cli(args: string[], operatorApiKey: string) {
    let out = '';
    let err = '';
    const code = await main([...args, '--url', t.baseUrl], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s) },
      adminToken: 'unused-shared-token',
      operatorApiKey,
    });
    return { code, out, err };
  }

  it('an owner makes a key shown once and stored as its hash; it acts within its permissions only', async () => {
    const made = asRecord(okResult(await createKey(ownerToken, ['cashier.read', 'cashier.deposits'])));
    const secret = made.secret as string;
    const key = asRecord(made.key);
    expect(secret).toMatch(/^qk_/);
    const stored = await t.db.db
      .selectFrom('operator_api_keys')
      .selectAll()
      .where('id', '=', key.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(sha256Hex(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect((await t.call('/api/admin/deposits', { headers: withKey(secret) })).status).toBe(200);
    const outside = await t.call('/api/admin/audit', { headers: withKey(secret) });
    expect([outside.status, failCode(outside)]).toEqual([403, ErrorCode.PermissionDenied]);
    const me = await t.call('/api/admin/auth/me', { headers: withKey(secret) });
    expect([me.status, failCode(me)]).toEqual([403, ErrorCode.PermissionDenied]);

    // Through the CLI: a deposit confirmed with the key is audited as the key, in its transaction.
    const member = await buildMember(t.db.db, DEPOSITOR);
    const id = (await createOrder(t, await loginMember(t, member), 1, '200')).id as number;
    expect(await cli(['deposit-confirm', String(id)], secret)).toMatchObject({ code: 0 });
    const row = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `deposit:${id}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'deposit.confirmed',
      actor_kind: 'api-key',
      operator_id: owner.id,
      after: { status: 'confirmed' },
    });
    expect(await cli(['withdraw-approve', '1'], secret)).toMatchObject({
      code: 1,
      err: `error: ${OperatorMessages.permissionDenied}\n`,
    });

    // Revoked: refused at once, and both the making and the revoking are in the chain.
    okResult(
      await t.call(`/api/admin/api-keys/${key.id}/revoke`, { headers: asOperator(ownerToken), body: {} }),
    );
    const after = await t.call('/api/admin/deposits', { headers: withKey(secret) });
    expect([after.status, failCode(after)]).toEqual([401, ErrorCode.SessionExpired]);
    expect((await cli(['deposits'], secret)).code).toBe(1);
    const trail = await t.db.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `api-key:${key.id}`)
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual(['api-key.created', 'api-key.revoked']);
    expect(JSON.stringify(trail)).not.toContain(secret);
    expect(trail[1]?.after).toMatchObject({ revoked_at: expect.any(String) });
    expect(await verifyAuditChain(t.db.db)).toMatchObject({ ok: true });
  });

  it('only an owner in person makes keys: not a manager, not a key', async () => {
    const manager = await signIn(t, await makeOperator(t, 'manager'));
    const byManager = await createKey(manager, ['cashier.read']);
    expect([byManager.status, failCode(byManager)]).toEqual([403, ErrorCode.PermissionDenied]);
    const keyMaker = asRecord(okResult(await createKey(ownerToken, ['operators.api-keys']))).secret as string;
    const byKey = await t.call('/api/admin/api-keys', {
      headers: withKey(keyMaker),
      body: { name: 'nested', permissions: ['cashier.read'] },
    });
    expect([byKey.status, failCode(byKey)]).toEqual([403, ErrorCode.PermissionDenied]);
    const unknown = await t.call('/api/admin/deposits', { headers: withKey(`qk_${'x'.repeat(43)}`) });
    expect([unknown.status, failCode(unknown)]).toEqual([401, ErrorCode.SessionExpired]);
  });
});
