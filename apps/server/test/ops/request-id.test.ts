import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDbKind } from '../helpers';

/** The app's log lines as parsed JSON objects. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(`x-request-id (${testDbKind()})`, () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  const linesOf = (id: string) => log.lines.filter((l) => l.reqId === id);

  it("keeps a sane caller's id, echoes it and logs it on every line of the request", async () => {
    const id = 'lb-7f3a.c2:19';
    const res = await t.call('/api/health', { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const lines = linesOf(id);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('generates an id when none is given, and replaces one that is too long or not plain', async () => {
    const none = await t.call('/api/health');
    expect(none.headers.get('x-request-id')).toMatch(UUID);
    for (const bad of ['x'.repeat(129), 'a b', 'id"}{"admin":true', 'é']) {
      const res = await fetch(`${t.baseUrl}/api/health`, { headers: { 'x-request-id': encodeURI(bad) } });
      const echoed = res.headers.get('x-request-id') ?? '';
      expect(echoed).toMatch(UUID);
      expect(linesOf(echoed).length).toBe(2);
    }
  });

  it('echoes the id on refusals and errors: bad input, unknown path, undecodable URL', async () => {
    const bad = await t.call('/api/auth/login', { body: '{not json', headers: { 'x-request-id': 'bad-1' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-request-id')).toBe('bad-1');
    expect(linesOf('bad-1').length).toBeGreaterThanOrEqual(2);
    const missing = await t.call('/api/nope', { headers: { 'x-request-id': 'missing-1' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('missing-1');
    const undecodable = await fetch(`${t.baseUrl}/api/%E0%A4%A`, { headers: { 'x-request-id': 'url-1' } });
    expect(undecodable.status).toBe(400);
    expect(undecodable.headers.get('x-request-id')).toBe('url-1');
  });
});
