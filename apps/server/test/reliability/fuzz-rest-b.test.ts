import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers';
import { buildFuzzTarget, expectReconciled, fuzzRouteShard, fuzzRuns } from './fuzz-kit';
import { runSeed } from './reliability-kit';

const RUNS = fuzzRuns();
const SEED = runSeed();
// Two files share the route table (odd/even index) so the two cores fuzz in parallel.
const SHARD = { index: 1, of: 2 };

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
});
