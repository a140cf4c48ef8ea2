import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATA_KEY_META, DEV_DATA_KEY_HEX } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDataKey } from '../../src/plugins/web-client';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testDbKind } from '../helpers/test-db';

// A built client with a pre-compressed asset, as `vite build` + precompress writes it.
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qilin-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  // The build writes its own key (the development key unless VITE_DATA_KEY) into the page.
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Qilin</title><meta name="${DATA_KEY_META}" content="${DEV_DATA_KEY_HEX}"></head><body></body></html>`,
  );
  const js = 'console.log("hall");'.repeat(50);
  writeFileSync(path.join(dir, 'assets', 'hall-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'hall-abc123.js.gz'), gzipSync(js));
  return dir;
}

/** Not the development key: the page must carry the server's own. */
const SERVER_KEY = '5e'.repeat(32);
const keyOf = (html: string) =>
  new RegExp(`<meta name="${DATA_KEY_META}" content="([0-9a-f]*)">`).exec(html)?.[1];

describe(`web client serving (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: fakeDist(), DATA_KEY: SERVER_KEY });
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

  it("writes the server's DATA_KEY into every index.html it serves, in place of the build's", async () => {
    for (const page of ['/', '/index.html', '/home/hall', '/member/center?x=1']) {
      const res = await fetch(`${t.baseUrl}${page}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toContain('text/html');
      const html = await res.text();
      expect(keyOf(html), page).toBe(SERVER_KEY);
      expect(html.split(DATA_KEY_META)).toHaveLength(2);
    }
    // Compressed like the build's other text files, with the same page inside.
    // fetch decompresses the answer itself.
    const zipped = await fetch(`${t.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(keyOf(await zipped.text())).toBe(SERVER_KEY);
  });

  it('answers a missing file with 404, never the app page, while client routes still get it', async () => {
    for (const file of ['/assets/x.js', '/robots.txt', '/sw.js', '/home/logo.png', '/favicon.ico']) {
      const res = await fetch(`${t.baseUrl}${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.text(), file).not.toContain('<title>Qilin</title>');
    }
    const route = await fetch(`${t.baseUrl}/records/bet`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Qilin</title>');
  });

  it('puts the key into pages without a build meta too, never before the doctype', () => {
    const key = 'ab'.repeat(32);
    expect(keyOf(withDataKey('<html><head><title>x</title></head></html>', key))).toBe(key);
    const headless = withDataKey('<!doctype html><html><body></body></html>', key);
    expect(headless.startsWith('<!doctype html><meta')).toBe(true);
    expect(keyOf(headless)).toBe(key);
  });
});
