import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDbKind } from '../helpers';

/** The per-IP API limit is 2 calls a minute here; the third call of one client answers 429. */
const LIMIT = '2';
const BALANCER = '10.0.0.5';

/** Statuses of `calls` API calls sent by `from` (the socket's peer) with this X-Forwarded-For. */
async function statuses(t: TestApp, from: string, forwardedFor: string, calls: number) {
  const out: number[] = [];
  for (let i = 0; i < calls; i++) {
    const res = await t.app.inject({
      url: '/api/site/flags',
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    out.push(res.statusCode);
  }
  return out;
}

describe(`TRUST_PROXY keys limits on the client behind the balancer (${testDbKind()})`, () => {
  let listed: TestApp;
  let oneHop: TestApp;
  beforeAll(async () => {
    listed = await buildTestApp({ TRUST_PROXY: '10.0.0.0/24', RATE_LIMIT_MAX: LIMIT });
    oneHop = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX: LIMIT }, { db: listed.db });
  });
  afterAll(async () => {
    await oneHop?.close();
    await listed?.close();
  });

  it('gives two clients forwarded by the trusted proxy a limit each', async () => {
    expect(await statuses(listed, BALANCER, '203.0.113.10', 3)).toEqual([200, 200, 429]);
    // Another member behind the same balancer is not throttled by the first one.
    expect(await statuses(listed, BALANCER, '203.0.113.11', 2)).toEqual([200, 200]);
    // The client is the address the balancer saw, not what the client wrote before it.
    expect(await statuses(listed, BALANCER, '198.51.100.7, 203.0.113.11', 1)).toEqual([429]);
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    // Different claimed clients, one real sender outside TRUST_PROXY: they share its limit.
    const direct = '192.0.2.44';
    expect(await statuses(listed, direct, '203.0.113.20', 1)).toEqual([200]);
    expect(await statuses(listed, direct, '203.0.113.21', 1)).toEqual([200]);
    expect(await statuses(listed, direct, '203.0.113.22', 1)).toEqual([429]);
  });

  it('takes the client one hop behind the peer with TRUST_PROXY=1', async () => {
    expect(await statuses(oneHop, BALANCER, '203.0.113.30', 3)).toEqual([200, 200, 429]);
    expect(await statuses(oneHop, BALANCER, '203.0.113.31', 2)).toEqual([200, 200]);
    expect(await statuses(oneHop, BALANCER, '198.51.100.8, 203.0.113.31', 1)).toEqual([429]);
  });
});
