import { ENCRYPTION } from '@qilin/contract/encryption';
import { SIGNATURE_KEY_LABEL } from '@qilin/contract/headers';

/** WebCrypto helpers: response decryption (AES-256-GCM) and request signing (HMAC-SHA256). */

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('invalid hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (const b of view) out += b.toString(16).padStart(2, '0');
  return out;
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.trim());
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

const aesKeys = new Map<string, Promise<CryptoKey>>();

function aesKey(hex: string): Promise<CryptoKey> {
  let key = aesKeys.get(hex);
  if (!key) {
    key = crypto.subtle.importKey('raw', hexToBytes(hex), { name: 'AES-GCM' }, false, ['decrypt']);
    aesKeys.set(hex, key);
  }
  return key;
}

/** Decodes base64(iv[12] ‖ ciphertext ‖ tag[16]); WebCrypto expects the tag appended, as sent. */
export async function decryptResponse(body: string, keyHex: string): Promise<string> {
  const bytes = base64ToBytes(body);
  if (bytes.length < ENCRYPTION.ivBytes + ENCRYPTION.tagBytes) throw new Error('encrypted body too short');
  const iv = bytes.slice(0, ENCRYPTION.ivBytes);
  const sealed = bytes.slice(ENCRYPTION.ivBytes);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv, tagLength: ENCRYPTION.tagBytes * 8 },
    await aesKey(keyHex),
    sealed,
  );
  return new TextDecoder().decode(plain);
}

export async function hmacSha256Hex(keyHex: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    hexToBytes(keyHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return bytesToHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

const signingKeys = new Map<string, Promise<string>>();

/**
 * The request-signing key as the contract documents it: HMAC-SHA256(DATA_KEY bytes,
 * SIGNATURE_KEY_LABEL), so a signature never reuses the raw encryption key. Cached per DATA_KEY.
 */
export function deriveSigningKeyHex(dataKeyHex: string): Promise<string> {
  let key = signingKeys.get(dataKeyHex);
  if (!key) {
    key = hmacSha256Hex(dataKeyHex, SIGNATURE_KEY_LABEL);
    signingKeys.set(dataKeyHex, key);
  }
  return key;
}

/** The `signature` header value for a contract `signaturePayload(...)`. */
export async function signPayload(dataKeyHex: string, payload: string): Promise<string> {
  return hmacSha256Hex(await deriveSigningKeyHex(dataKeyHex), payload);
}

export async function sha256Hex(message: string): Promise<string> {
  return bytesToHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(message)));
}
