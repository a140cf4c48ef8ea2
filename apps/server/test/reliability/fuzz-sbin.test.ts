import { SBIN_JOB_IDS } from '@qilin/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers';
import { hostileBody, hostileString, rawBody } from './fuzz-arbitraries';
import { buildFuzzTarget, expectReconciled, fuzzRuns, fuzzTarget } from './fuzz-kit';
import { runSeed } from './reliability-kit';

const RUNS = fuzzRuns();
const SEED = runSeed();

/** jkparam: usually a JSON text of a hostile object, sometimes not JSON, not a string, or missing. */
const sbinBody = (jkid: string) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: hostileBody.map((params) => ({ jkid, jkparam: JSON.stringify(params) ?? 'null' })),
    },
    { weight: 1, arbitrary: rawBody.map((jkparam) => ({ jkid, jkparam })) },
    { weight: 1, arbitrary: hostileBody.map((jkparam) => ({ jkid, jkparam, extra: jkparam })) },
    { weight: 1, arbitrary: fc.constant({ jkid }) },
  );

describe(`fuzz: every /sbin jkid (${testDbKind()}, seed ${SEED})`, () => {
  let t: Awaited<ReturnType<typeof buildFuzzTarget>>;
  beforeAll(async () => {
    t = await buildFuzzTarget();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (body: unknown, token: string | undefined) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sbin',
      headers: { 'content-type': 'application/json', 'device-id': 'fuzz-device', ...(token && { token }) },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, text: res.body };
  };

  it(`every registered and listed jkid answers ${RUNS} hostile jkparams in the /sbin failure shape`, async () => {
    const registered = t.app.sbin.registered();
    expect(registered.length).toBeGreaterThan(10);
    // Listed-but-unshipped jobs are fuzzed too: they must refuse cleanly, not crash.
    const jkids = [...new Set([...registered, ...SBIN_JOB_IDS])];
    const summary: string[] = [];
    for (const [i, jkid] of jkids.entries()) {
      summary.push(
        await fuzzTarget({
          db: t.db,
          name: `/sbin ${jkid}`,
          seed: SEED + i,
          runs: RUNS,
          arb: sbinBody(jkid),
          fire: async (body) => ({
            ...(await post(body, t.token)),
            where: `/sbin ${JSON.stringify(body).slice(0, 300)}`,
          }),
          isSbin: true,
        }),
      );
    }
    if (process.env.FUZZ_VERBOSE) console.log(summary.join('\n'));
    await expectReconciled(t.db.db);
  }, 900_000);

  it(`hostile jkids themselves (${RUNS}) are refused as unknown, anonymous or not`, async () => {
    const arb = fc.tuple(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty')),
      fc.boolean(),
    );
    await fuzzTarget({
      db: t.db,
      name: '/sbin jkid',
      seed: SEED,
      runs: RUNS,
      arb,
      fire: async ([jkid, anonymous]) => ({
        ...(await post({ jkid, jkparam: '{}' }, anonymous ? undefined : t.token)),
        where: `/sbin jkid=${jkid.slice(0, 80)}`,
      }),
      isSbin: true,
    });
  }, 300_000);
});
