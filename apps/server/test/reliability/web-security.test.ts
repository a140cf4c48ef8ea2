import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, DEPOSITOR, loginMember, type TestApp, testDbKind } from '../helpers';
import { createOrder, upload } from '../payment/payment-kit';

/** A stand-in for the built client: the headers must reach HTML the way they reach the API. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qilin-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/i.js"></script></body></html>',
  );
  return dir;
}

export const XSS_CORPUS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '"><svg/onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe srcdoc="<script>alert(1)</script>">',
  '{{constructor.constructor("alert(1)")()}}',
];

describe(`web security (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      WEB_DIST: fakeDist(),
      LINES: 'https://line1.example.com,http://line2.example.com:8080',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('HTML, API, refusals and /sbin all carry the CSP and the usual security headers', async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    const answers = [
      await t.call('/home/hall'),
      await t.call('/api/member/info', { token }),
      await t.call('/api/member/info'),
      await t.call('/api/nope'),
      await t.call('/sbin', { body: { jkid: 'nope' } }),
      await t.call('/config'),
    ];
    expect(answers[0]?.headers.get('content-type')).toContain('text/html');
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toMatch(
        /connect-src 'self' ws: wss: https:\/\/line1\.example\.com wss:\/\/line1\.example\.com http:\/\/line2\.example\.com:8080 ws:\/\/line2\.example\.com:8080/,
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('XSS payloads in nicknames shown to other members come back as inert JSON text', async () => {
    const viewer = await buildMember(t.db.db, DEPOSITOR);
    const viewerToken = await loginMember(t, viewer);
    for (const nickname of XSS_CORPUS) {
      const m = await buildMember(t.db.db, { nickname });
      const token = await loginMember(t, m);
      const info = await t.call('/api/member/info', { token });
      // Stored as given and returned as a JSON string, never as markup the browser would parse.
      expect((info.body as { result: { nickname: string } }).result.nickname).toBe(nickname);
      expect(info.headers.get('content-type')).not.toContain('html');
    }
    const room = await t.call('/api/lottery/room/members?game_id=Tradition28&game_room_id=1', {
      token: viewerToken,
    });
    expect(room.status).toBeLessThan(500);
    expect(room.headers.get('content-type')).not.toContain('html');
    // Registration refuses markup in the username, the other name members see.
    const reg = await t.call('/api/auth/register', {
      body: {
        adult: true,
        username: '<img src=x onerror=alert(1)>',
        password: 'secret123',
        password_confirm: 'secret123',
      },
      headers: { 'device-id': 'xss-device' },
    });
    expect(reg.status).toBe(400);
  });

  it('uploads are sniffed by content: a renamed .exe or .html with an image name is refused', async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    const order = await createOrder(t, token);
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array(60).fill(0)]);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [bytes, name] of [
      [exe, 'receipt.png'],
      [html, 'receipt.jpg'],
      [svg, 'receipt.gif'],
    ] as const) {
      const res = await upload(t, token, order.id as number, bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ success: false, error_message: expect.stringContaining('图片') });
    }
  });
});
