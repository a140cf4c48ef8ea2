import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDbKind } from '../helpers';

/** The per-IP API limit is 2 calls a minute here; the third call of one client answers 429. */
const LIMIT = '2';
const flags = (t: TestApp, forwardedFor: string) =>
  t.call('/api/site/flags', { headers: { 'x-forwarded-for': forwardedFor } });

async function statuses(t: TestApp, forwardedFor: string, calls: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < calls; i++) out.push((await flags(t, forwardedFor)).status);
  return out;
}

// Every test call comes from 127.0.0.1: that is the balancer when TRUST_PROXY names it.
describe(`TRUST_PROXY keys limits on the client behind the balancer (${testDbKind()})`, () => {
  let behindProxy: TestApp;
  let untrusted: TestApp;
  beforeAll(async () => {
    behindProxy = await buildTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: LIMIT });
    untrusted = await buildTestApp(
      { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_MAX: LIMIT },
      { db: behindProxy.db },
    );
  });
  afterAll(async () => {
    await untrusted.close();
    await behindProxy.close();
  });

  it('gives two clients forwarded by the trusted proxy a limit each', async () => {
    expect(await statuses(behindProxy, '203.0.113.10', 3)).toEqual([200, 200, 429]);
    // Another member behind the same balancer is not throttled by the first one.
    expect(await statuses(behindProxy, '203.0.113.11', 2)).toEqual([200, 200]);
    // The client is the address the trusted proxy saw, not what the client itself claims before it.
    expect(await statuses(behindProxy, '198.51.100.7, 203.0.113.11', 1)).toEqual([429]);
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    // Different claimed clients, one real sender: they share its limit.
    expect((await flags(untrusted, '203.0.113.20')).status).toBe(200);
    expect((await flags(untrusted, '203.0.113.21')).status).toBe(200);
    expect((await flags(untrusted, '203.0.113.22')).status).toBe(429);
  });
});
