import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { DEV_DATA_KEY_HEX, SIGNATURE_KEY_LABEL, signaturePayload } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { decryptResponse, hmacSha256Hex, signPayload } from './crypto';
import { moneyText } from './money';

/** Encrypts exactly as the server does: base64(iv[12] ‖ ciphertext ‖ tag[16]). */
function nodeEncrypt(plain: string, keyHex: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

describe('response decryption', () => {
  it('decrypts what Node AES-256-GCM encrypted, Chinese text included', async () => {
    const plain = JSON.stringify({ success: true, result: { msg: '登录成功 欢迎 小麒', n: 42 } });
    await expect(decryptResponse(nodeEncrypt(plain, DEV_DATA_KEY_HEX), DEV_DATA_KEY_HEX)).resolves.toBe(
      plain,
    );
  });

  it('refuses a tampered body (the tag protects it)', async () => {
    const sealed = Buffer.from(nodeEncrypt('{"a":1}', DEV_DATA_KEY_HEX), 'base64');
    sealed[14] = (sealed[14] ?? 0) ^ 0xff;
    await expect(decryptResponse(sealed.toString('base64'), DEV_DATA_KEY_HEX)).rejects.toThrow();
  });

  it('refuses a body encrypted under another key', async () => {
    const other = 'ab'.repeat(32);
    await expect(decryptResponse(nodeEncrypt('{}', other), DEV_DATA_KEY_HEX)).rejects.toThrow();
  });
});

describe('request signature', () => {
  it('matches a Node HMAC-SHA256 over the contract payload', async () => {
    const payload = signaturePayload('post', '/api/auth/login', '1700000000000', '{"username":"demo01"}');
    const expected = createHmac('sha256', Buffer.from(DEV_DATA_KEY_HEX, 'hex')).update(payload).digest('hex');
    await expect(hmacSha256Hex(DEV_DATA_KEY_HEX, payload)).resolves.toBe(expected);
  });

  it('signs with the key derived from DATA_KEY and the contract label, as the server checks', async () => {
    const payload = signaturePayload('POST', '/api/auth/login', '1700000000000', '{"username":"demo01"}');
    const key = createHmac('sha256', Buffer.from(DEV_DATA_KEY_HEX, 'hex'))
      .update(SIGNATURE_KEY_LABEL)
      .digest();
    const expected = createHmac('sha256', key).update(payload).digest('hex');
    await expect(signPayload(DEV_DATA_KEY_HEX, payload)).resolves.toBe(expected);
    // The raw DATA_KEY would be refused by the server: make sure it is not what we send.
    const raw = createHmac('sha256', Buffer.from(DEV_DATA_KEY_HEX, 'hex')).update(payload).digest('hex');
    await expect(signPayload(DEV_DATA_KEY_HEX, payload)).resolves.not.toBe(raw);
  });
});

describe('moneyText', () => {
  it('shows yuan with two decimals and drops .00', () => {
    expect(moneyText(12345)).toBe('123.45');
    expect(moneyText(12300)).toBe('123');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(-250)).toBe('-2.50');
    expect(() => moneyText(1.5)).toThrow();
  });
});
