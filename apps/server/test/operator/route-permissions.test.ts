import { ErrorCode, OPERATOR_ROLES, type OperatorRole, roleHas } from '@qilin/contract';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPlugin, fastifyOptions } from '../../src/app';
import { ROUTE_PERMISSIONS } from '../../src/modules/operator';
import { asRecord, buildTestApp, createTestDb, type TestApp, testEnv } from '../helpers';
import { asOperator, failCode, makeOperator, signIn } from './operator-kit';

/** Every /api/admin route the whole app registers, as `METHOD url` (HEAD twins left out). */
async function registeredAdminRoutes(): Promise<string[]> {
  const env = testEnv();
  const db = await createTestDb();
  // No plugin timeout: on a loaded machine the whole app can take longer than Fastify's 10 s to load.
  const server = Fastify({ ...fastifyOptions(env), pluginTimeout: 0 });
  const routes: string[] = [];
  server.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods)
      if (m !== 'HEAD' && route.url.startsWith('/api/admin/')) routes.push(`${m} ${route.url}`);
  });
  await server.register(appPlugin, { env, db, closeDbWithApp: false });
  await server.ready();
  await server.close();
  await db.close();
  return routes;
}

describe('the central admin route → permission map', () => {
  it('has an entry for every registered admin route, and no entry for a route that does not exist', async () => {
    const routes = await registeredAdminRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !(r in ROUTE_PERMISSIONS))).toEqual([]);
    expect(Object.keys(ROUTE_PERMISSIONS).filter((k) => !routes.includes(k))).toEqual([]);
  }, 120_000);
});

/** Routes whose own answer to an empty call is fine to leave (no real ids: 999999). */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '999999');
}

describe('each admin route × each role', () => {
  let t: TestApp;
  const tokens = new Map<OperatorRole, string>();
  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of OPERATOR_ROLES) tokens.set(role, await signIn(t, await makeOperator(t, role)));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const permissioned = Object.entries(ROUTE_PERMISSIONS).filter(
    ([, rule]) => rule !== 'public' && rule !== 'session' && rule !== 'signed-in',
  );

  for (const [key, rule] of permissioned) {
    it(`${key} (${rule})`, async () => {
      const [method, url] = key.split(' ') as [string, string];
      for (const role of OPERATOR_ROLES) {
        const res = await t.call(concrete(url), {
          method,
          headers: asOperator(tokens.get(role) as string),
          ...(method !== 'GET' && method !== 'DELETE' && { body: {} }),
        });
        const allowed = roleHas(role, rule as Parameters<typeof roleHas>[1]);
        if (!allowed) {
          expect([role, res.status, failCode(res)]).toEqual([role, 403, ErrorCode.PermissionDenied]);
        } else {
          expect([role, failCode(res)]).not.toContainEqual(ErrorCode.PermissionDenied);
          expect([role, res.status]).not.toEqual([role, 403]);
          expect([role, res.status]).not.toEqual([role, 401]);
        }
      }
    });
  }

  it('a call with no credential, or a member token, is refused on every guarded route', async () => {
    for (const [key] of permissioned) {
      const [method, url] = key.split(' ') as [string, string];
      const res = await t.call(concrete(url), { method, token: 'member-token-is-not-an-operator' });
      expect([key, res.status, failCode(res)]).toEqual([key, 403, ErrorCode.AdminOnly]);
    }
  });

  it('the realtime push runs on an operator session with system.push, not only on the shared token', async () => {
    const push = (role: OperatorRole) =>
      t.call('/api/admin/realtime/push', {
        headers: asOperator(tokens.get(role) as string),
        body: { target: 'all', message: { type: 'undefense' } },
      });
    const owner = await push('owner');
    expect([owner.status, asRecord(owner.body).success]).toEqual([200, true]);
    const manager = await push('manager');
    expect([manager.status, failCode(manager)]).toEqual([403, ErrorCode.PermissionDenied]);
  });

  it('a stranger token is answered 20004 (sign in again), not let through', async () => {
    const res = await t.call('/api/admin/withdrawals', { headers: asOperator('x'.repeat(43)) });
    expect([res.status, failCode(res)]).toEqual([401, ErrorCode.SessionExpired]);
  });
});
