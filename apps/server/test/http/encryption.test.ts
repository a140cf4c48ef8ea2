import { createDecipheriv } from 'node:crypto';
import { DEV_DATA_KEY_HEX, ENCRYPTION, ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/lib/crypto';
import { asRecord, buildTestApp, type TestApp, testDbKind } from '../helpers';

/** Decrypts exactly as the contract describes, independently of the server's helper. */
function contractDecrypt(keyHex: string, text: string): string {
  const raw = Buffer.from(text, 'base64');
  const iv = raw.subarray(0, ENCRYPTION.ivBytes);
  const tag = raw.subarray(raw.length - ENCRYPTION.tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(raw.subarray(ENCRYPTION.ivBytes, raw.length - ENCRYPTION.tagBytes)),
    decipher.final(),
  ]).toString('utf8');
}

describe(`response encryption (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('encrypts API answers — success and failure — as base64(iv‖ciphertext‖tag) text', async () => {
    const reg = await t.call('/api/auth/register', {
      body: { adult: true, username: 'encuser1', password: 'pass1234' },
    });
    expect(reg.encrypted).toBe(true);
    expect(reg.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reg.raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(reg.raw).not.toContain('encuser1');
    const plain = JSON.parse(contractDecrypt(DEV_DATA_KEY_HEX, reg.raw));
    expect(plain).toMatchObject({ success: true, result: { member: { username: 'encuser1' } } });

    const fail = await t.call('/api/member/info', { token: 'nope' });
    expect(fail.encrypted).toBe(true);
    expect(JSON.parse(contractDecrypt(DEV_DATA_KEY_HEX, fail.raw)).error_code).toBe(ErrorCode.SessionExpired);

    const sbin = await t.call('/sbin', { body: { jkid: 'nope' } });
    expect(sbin.encrypted).toBe(true);
  });

  it('uses a fresh IV per answer, and a tampered body fails authentication', async () => {
    const a = await t.call('/api/site/flags');
    const b = await t.call('/api/site/flags');
    expect(a.raw).not.toBe(b.raw);
    expect(a.body).toEqual(b.body);
    const bytes = Buffer.from(a.raw, 'base64');
    bytes[ENCRYPTION.ivBytes] = (bytes[ENCRYPTION.ivBytes] ?? 0) ^ 1;
    expect(() => decryptText(t.env.dataKey, bytes.toString('base64'))).toThrow();
  });

  it('never repeats an IV, across the refills of the pooled random IVs', () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 1500; i++) {
      const text = `answer ${i}`;
      const sealed = encryptText(t.env.dataKey, text);
      expect(contractDecrypt(DEV_DATA_KEY_HEX, sealed)).toBe(text);
      ivs.add(Buffer.from(sealed, 'base64').subarray(0, ENCRYPTION.ivBytes).toString('hex'));
    }
    expect(ivs.size).toBe(1500);
  });

  it('leaves /config and /api/health plain', async () => {
    for (const path of ['/config', '/api/health']) {
      const res = await t.call(path);
      expect(res.encrypted).toBe(false);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(res.raw)).toEqual(res.body);
    }
  });

  it('round-trips non-ASCII text', () => {
    const text = JSON.stringify({ msg: '登录状态已过期 ，请重新登录' });
    expect(contractDecrypt(DEV_DATA_KEY_HEX, encryptText(Buffer.from(DEV_DATA_KEY_HEX, 'hex'), text))).toBe(
      text,
    );
  });

  it('sends plain JSON when ENCRYPT_RESPONSES=0, and encrypts with a custom DATA_KEY', async () => {
    const off = await buildTestApp({ ENCRYPT_RESPONSES: '0' }, { db: t.db });
    const key = 'ab'.repeat(32);
    const custom = await buildTestApp({ DATA_KEY: key }, { db: t.db });
    try {
      const res = await off.call('/api/site/flags');
      expect(res.encrypted).toBe(false);
      expect(asRecord(JSON.parse(res.raw)).success).toBe(true);
      const enc = await custom.call('/api/site/flags');
      expect(JSON.parse(contractDecrypt(key, enc.raw)).success).toBe(true);
      expect(() => contractDecrypt(DEV_DATA_KEY_HEX, enc.raw)).toThrow();
    } finally {
      await off.close();
      await custom.close();
    }
  });
});
