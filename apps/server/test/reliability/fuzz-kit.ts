import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { fund } from '../bet/bet-kit';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { hostileBody, pathSegment, queryString, rawBody } from './fuzz-arbitraries';
import {
  buildRecordedApp,
  checkAnswer,
  expectReconciled,
  moneySnapshot,
  type RouteInfo,
} from './reliability-kit';

/**
 * The issue asks ≥ 1,000 hostile payloads per route and jkid, on PostgreSQL: CI (CI set) runs
 * exactly that on server-pg and a 100 sample on PGlite (the same engine in-process, slower per
 * call). A local run uses quicker samples; FUZZ_RUNS / FUZZ_RUNS_PG override. Each answer costs
 * ~1-3 ms, so 1,000 × ~130 targets is minutes, which is why the count is not the local default.
 */
export function fuzzRuns(): number {
  const ci = Boolean(process.env.CI);
  if (testDbKind() === 'pg') return Number(process.env.FUZZ_RUNS_PG ?? (ci ? 1_000 : 150));
  return Number(process.env.FUZZ_RUNS ?? (ci ? 100 : 40));
}

export type Payload = { segs: string[]; query: string; body: unknown; raw: string | null; ctype: string };

export const payloadArb: fc.Arbitrary<Payload> = fc.record({
  segs: fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
  query: queryString,
  body: hostileBody,
  raw: fc.option(rawBody, { freq: 8 }),
  ctype: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ),
});

/** `/api/x/:id/approve` with its params replaced by the payload's hostile segments. */
export function urlOf(route: RouteInfo, p: Payload): string {
  let i = 0;
  const path = route.url.replace(/:[A-Za-z_]+/g, () => p.segs[i++ % p.segs.length] ?? '1');
  return p.query ? `${path}?${p.query}` : path;
}

export function encodeBody(p: Payload): string {
  return p.raw ?? JSON.stringify(p.body) ?? 'null';
}

export type Answer = { status: number; text: string };
export type Fire<T> = (target: T, p: Payload) => Promise<Answer>;

/** A funded member logged in on the recorded app: the identity every fuzzed request carries. */
export async function buildFuzzTarget() {
  const db: TestDb = await createTestDb();
  const built = await buildRecordedApp(db);
  const m = await buildMember(db.db);
  await fund(db.db, m.id, 50_000);
  const res = await built.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: m.username, password: m.password },
  });
  const token = (res.json() as { result: { token: string } }).result.token;
  return {
    db,
    ...built,
    token,
    close: async () => {
      await built.app.close();
      await db.close();
    },
  };
}

/**
 * Drives one target with `runs` payloads of `arb` (seeded: a failure names the seed and the
 * counterexample), then checks that a batch of nothing but refusals moved no money row.
 */
export async function fuzzTarget<P>(opts: {
  db: TestDb;
  name: string;
  seed: number;
  runs: number;
  arb: fc.Arbitrary<P>;
  fire: (p: P) => Promise<Answer & { where: string }>;
  isSbin: boolean;
}): Promise<string> {
  const before = await moneySnapshot(opts.db.db);
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(opts.arb, async (p) => {
      const { status, text, where } = await opts.fire(p);
      if (status < 400) accepted += 1;
      const problem = checkAnswer(status, text, opts.isSbin);
      if (problem) throw new Error(`${where} (seed ${opts.seed}): ${problem}`);
    }),
    { seed: opts.seed, numRuns: opts.runs, endOnFailure: true },
  );
  if (accepted === 0) {
    expect(await moneySnapshot(opts.db.db), `${opts.name}: refusals moved money (seed ${opts.seed})`).toEqual(
      before,
    );
  }
  return `${opts.name}: ${accepted}/${opts.runs} accepted`;
}

/** Requests for a REST route: member token always, operator token on /api/admin, hostile body. */
export function restFire(app: FastifyInstance, token: string, adminToken: string, route: RouteInfo) {
  return async (p: Payload) => {
    const headers: Record<string, string> = { 'device-id': 'fuzz-device' };
    // Logout would end the session every other route uses; it is fuzzed anonymously.
    if (route.url !== '/api/auth/logout') headers.token = token;
    if (route.url.startsWith('/api/admin/')) headers['x-admin-token'] = adminToken;
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    if (hasBody) headers['content-type'] = p.ctype;
    const url = urlOf(route, p);
    const res = await app.inject({
      method: route.method,
      url,
      headers,
      ...(hasBody && { payload: encodeBody(p) }),
    });
    return { status: res.statusCode, text: res.body, where: `${route.method} ${url}` };
  };
}

/** The same requests over a real socket (fetch), for what inject cannot show: Node's HTTP parser. */
export function httpFire(baseUrl: string, token: string, adminToken: string, route: RouteInfo) {
  return async (p: Payload) => {
    const headers: Record<string, string> = { 'device-id': 'fuzz-device' };
    if (route.url !== '/api/auth/logout') headers.token = token;
    if (route.url.startsWith('/api/admin/')) headers['x-admin-token'] = adminToken;
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    if (hasBody) headers['content-type'] = p.ctype;
    const url = urlOf(route, p);
    const res = await fetch(`${baseUrl}${url}`, {
      method: route.method,
      headers,
      ...(hasBody && { body: encodeBody(p) }),
    });
    return { status: res.status, text: await res.text(), where: `HTTP ${route.method} ${url}` };
  };
}

export { expectReconciled };

/**
 * Fuzzes one shard of the REST route table (routes whose index ≡ shard.index mod shard.of), logout
 * last so the fuzzed member keeps its session; returns one summary line per route.
 */
export async function fuzzRouteShard(
  t: Awaited<ReturnType<typeof buildFuzzTarget>>,
  shard: { index: number; of: number },
  seed: number,
  runs: number,
): Promise<string[]> {
  const mine = t.routes
    .filter((_, i) => i % shard.of === shard.index)
    .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
  const summary: string[] = [];
  for (const [i, route] of mine.entries()) {
    summary.push(
      await fuzzTarget({
        db: t.db,
        name: `${route.method} ${route.url}`,
        seed: seed + i,
        runs,
        arb: payloadArb,
        fire: restFire(t.app, t.token, t.env.adminToken, route),
        isSbin: route.url === '/sbin',
      }),
    );
  }
  return summary;
}
