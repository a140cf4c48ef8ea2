import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomFillSync,
  timingSafeEqual,
} from 'node:crypto';
import { ENCRYPTION, SIGNATURE_KEY_LABEL } from '@qilin/contract';

/**
 * Fresh random IVs, drawn from the CSPRNG 512 at a time: one randomFillSync per 512 answers instead of
 * one per answer. Each slice is handed out once and copied (into the cipher and the output) before the
 * buffer can be refilled, so no IV is ever used twice.
 */
const ivPool = Buffer.alloc(ENCRYPTION.ivBytes * 512);
let ivAt = ivPool.length;

function nextIv(): Buffer {
  if (ivAt + ENCRYPTION.ivBytes > ivPool.length) {
    randomFillSync(ivPool);
    ivAt = 0;
  }
  ivAt += ENCRYPTION.ivBytes;
  return ivPool.subarray(ivAt - ENCRYPTION.ivBytes, ivAt);
}

/** Response encryption of spec §7: base64(iv[12] ‖ ciphertext ‖ tag[16]) under AES-256-GCM. */
export function encryptText(key: Buffer, plaintext: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = cipher.update(plaintext, 'utf8');
  const last = cipher.final();
  return Buffer.concat([iv, body, last, cipher.getAuthTag()]).toString('base64');
}

/** The inverse of `encryptText`; throws when the text was tampered with or the key is wrong. */
export function decryptText(key: Buffer, encoded: string): string {
  const raw = Buffer.from(encoded, 'base64');
  const iv = raw.subarray(0, ENCRYPTION.ivBytes);
  const tag = raw.subarray(raw.length - ENCRYPTION.tagBytes);
  const body = raw.subarray(ENCRYPTION.ivBytes, raw.length - ENCRYPTION.tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Opaque random token (session tokens, captcha ids): 32 bytes of entropy, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Signature key = HMAC-SHA256(DATA_KEY, SIGNATURE_KEY_LABEL); see contract headers.ts. */
export function deriveSigningKey(dataKey: Buffer): Buffer {
  return createHmac('sha256', dataKey).update(SIGNATURE_KEY_LABEL).digest();
}

export function hmacHex(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('hex');
}

/** Constant-time string comparison; hashing first equalises lengths so length leaks nothing. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(a), digest(b));
}
