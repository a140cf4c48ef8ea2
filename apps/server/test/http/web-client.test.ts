import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testDbKind } from '../helpers/test-db';

// A built client with a pre-compressed asset, as `vite build` + precompress writes it.
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qilin-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Qilin</title>');
  const js = 'console.log("hall");'.repeat(50);
  writeFileSync(path.join(dir, 'assets', 'hall-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'hall-abc123.js.gz'), gzipSync(js));
  return dir;
}

describe(`web client serving (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: fakeDist() });
  });
  afterAll(() => t.close());

  it('serves the pre-compressed asset with an immutable cache header', async () => {
    const res = await fetch(`${t.baseUrl}/assets/hall-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('console.log("hall")');
  });

  it('answers history routes with index.html that is never cached as immutable', async () => {
    const res = await fetch(`${t.baseUrl}/home/hall`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Qilin</title>');
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
