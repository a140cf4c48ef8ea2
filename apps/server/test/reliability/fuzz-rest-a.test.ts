import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers';
import {
  buildFuzzTarget,
  expectReconciled,
  fuzzRouteShard,
  fuzzRuns,
  fuzzTarget,
  httpFire,
  payloadArb,
} from './fuzz-kit';
import { runSeed } from './reliability-kit';

const RUNS = fuzzRuns();
const SEED = runSeed();
// Two files share the route table (odd/even index) so the two cores fuzz in parallel.
const SHARD = { index: 0, of: 2 };

describe(`fuzz: REST routes, shard ${SHARD.index + 1}/${SHARD.of} (${testDbKind()}, seed ${SEED})`, () => {
  let t: Awaited<ReturnType<typeof buildFuzzTarget>>;
  beforeAll(async () => {
    t = await buildFuzzTarget();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`every route answers ${RUNS} hostile payloads: no 5xx, no stack, envelope refusals, no money moved`, async () => {
    expect(t.routes.length).toBeGreaterThan(40);
    const summary = await fuzzRouteShard(t, SHARD, SEED, RUNS);
    if (process.env.FUZZ_VERBOSE) console.log(summary.join('\n'));
    await expectReconciled(t.db.db);
  }, 900_000);

  it('a smaller sample of every route over real HTTP answers the same way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP port');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const routes = t.routes.filter((r) => r.url !== '/api/auth/logout');
    for (const [i, route] of routes.entries()) {
      await fuzzTarget({
        db: t.db,
        name: `HTTP ${route.method} ${route.url}`,
        seed: SEED + 10_000 + i,
        runs: testDbKind() === 'pg' ? 10 : 4,
        arb: payloadArb,
        fire: httpFire(baseUrl, t.token, t.env.adminToken, route),
        isSbin: route.url === '/sbin',
      });
    }
    await expectReconciled(t.db.db);
  }, 300_000);
});
