import { type SbinJobId, sbinJobs } from '@qilin/contract';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { appPlugin, fastifyOptions } from '../../src/app';
import { REPORT_CSV_ROUTES } from '../../src/modules/reports';
import { createTestDb, type TestDb, testEnv } from '../helpers';

/** Not JSON answers: the socket upgrade, the Prometheus text exposition, receipt and chat images and the CSV reports. */
const NOT_JSON = new Set([
  'GET /ws/ws',
  'GET /metrics',
  'GET /api/admin/deposits/:id/evidence',
  'GET /api/customer/image/:key',
  ...REPORT_CSV_ROUTES,
]);

type Seen = { key: string; hasRequest: boolean; hasResponse: boolean };

function isWireRoute(route: RouteOptions, url: string): boolean {
  if ((route.schema as { hide?: boolean } | undefined)?.hide) return false; // the docs UI's own files
  return (
    url === '/sbin' ||
    url === '/config' ||
    url.startsWith('/api/') ||
    url.startsWith('/ws') ||
    url === '/metrics'
  );
}

/** Every route the app registers, with whether it declares request and response schemas, and the /sbin jobs. */
async function registeredRoutes(db: TestDb): Promise<{ routes: Seen[]; jobs: string[] }> {
  const env = testEnv({ API_DOCS: '1' });
  // Generous: the whole app starts here, on a machine that may be busy.
  const server = Fastify({ ...fastifyOptions(env), pluginTimeout: 120_000 });
  const seen: Seen[] = [];
  server.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const schema = route.schema ?? {};
    for (const method of methods) {
      if (!isWireRoute(route, route.url)) continue;
      seen.push({
        key: `${method} ${route.url}`,
        hasRequest: Boolean(schema.body || schema.querystring || schema.params),
        hasResponse: Boolean((schema.response as Record<string, unknown> | undefined)?.[200]),
      });
    }
  });
  await server.register(appPlugin, { env, db, closeDbWithApp: false });
  await server.ready();
  const jobs: string[] = server.sbin.registered();
  await server.close();
  return { routes: seen, jobs };
}

describe('every route declares its request and response schemas', () => {
  let db: TestDb;
  let routes: Seen[];
  let jobs: string[];
  beforeAll(async () => {
    db = await createTestDb();
    ({ routes, jobs } = await registeredRoutes(db));
  }, 180_000);
  afterAll(() => db.close());

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('no route without a request schema (body, querystring or params; noInputSchema when it reads none)', () => {
    const missing = routes.filter((r) => !r.hasRequest && !NOT_JSON.has(r.key)).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it('no route without a 200 response schema', () => {
    const missing = routes.filter((r) => !r.hasResponse && !NOT_JSON.has(r.key)).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  // /sbin takes {jkid, jkparam} (its route schema); each job's jkparam is checked against its entry in
  // packages/contract sbin-jobs.ts by the dispatcher, and its reply (outside production) against `reply`.
  it('every registered /sbin job has its parameter and reply schemas in the contract', () => {
    expect(jobs.length).toBeGreaterThan(10);
    const missing = jobs.filter((jkid) => {
      const entry = sbinJobs[jkid as SbinJobId] as { params?: unknown; reply?: unknown } | undefined;
      return !(entry?.params instanceof ZodType && entry.reply instanceof ZodType);
    });
    expect(missing).toEqual([]);
  });
});
