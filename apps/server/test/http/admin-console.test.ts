import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testDbKind } from '../helpers/test-db';

/** A console build as `vite build` (base /admin/) writes it, beside a member client build. */
function fakeDists() {
  const admin = mkdtempSync(path.join(tmpdir(), 'qilin-admin-dist-'));
  mkdirSync(path.join(admin, 'assets'));
  writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(path.join(admin, 'assets', 'index-abc123.js'), 'console.log("console")');
  const web = mkdtempSync(path.join(tmpdir(), 'qilin-web-dist-'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>Member</title></head></html>',
  );
  return { admin, web };
}

describe(`admin console serving (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const dists = fakeDists();
    t = await buildTestApp({ ADMIN_DIST: dists.admin, WEB_DIST: dists.web });
  });
  afterAll(() => t.close());

  it("serves the console's hashed assets as immutable", async () => {
    const res = await fetch(`${t.baseUrl}/admin/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('console.log("console")');
  });

  it("answers the console's client routes with its own index.html, never cached", async () => {
    for (const page of [
      '/admin/',
      '/admin/cashier/deposits',
      '/admin/audit?before_id=3',
      '/admin/index.html',
    ]) {
      const res = await fetch(`${t.baseUrl}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<title>Console</title>');
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
    }
  });

  it('redirects /admin to /admin/ so relative asset paths resolve', async () => {
    const res = await fetch(`${t.baseUrl}/admin`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/');
  });

  it('answers a missing console file 404, not a page', async () => {
    for (const file of ['/admin/assets/gone-000.js', '/admin/robots.txt']) {
      const res = await fetch(`${t.baseUrl}${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.json(), file).toMatchObject({ success: false });
    }
  });

  it("leaves the member client's routes to the member client", async () => {
    const res = await fetch(`${t.baseUrl}/home/hall`);
    expect(await res.text()).toContain('<title>Member</title>');
  });
});

describe(`admin console without a build (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_DIST: '/nonexistent-qilin-admin-dist' });
  });
  afterAll(() => t.close());

  it('answers /admin 404 instead of the member client', async () => {
    for (const page of ['/admin', '/admin/cashier/deposits']) {
      expect((await fetch(`${t.baseUrl}${page}`)).status, page).toBe(404);
    }
  });
});
