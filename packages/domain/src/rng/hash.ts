import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  bytesToHex as nobleBytesToHex,
  hexToBytes as nobleHexToBytes,
  utf8ToBytes,
} from '@noble/hashes/utils.js';

// A pure-JS hash (not WebCrypto, not node:crypto) so the server and the browser verifier run the
// exact same synchronous code: WebCrypto is async-only and node:crypto does not exist in the browser.

const HEX_RE = /^(?:[0-9a-fA-F]{2})+$/;

/** Decodes hex (either case, even length, non-empty) to bytes; throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (!HEX_RE.test(hex)) throw new Error(`invalid hex string: "${hex.slice(0, 16)}"`);
  return nobleHexToBytes(hex.toLowerCase());
}

/** Lower-case hex of the bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  return nobleBytesToHex(bytes);
}

/** SHA-256 as lower-case hex. A string input is hashed as its UTF-8 bytes (not decoded as hex). */
export function sha256Hex(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? utf8ToBytes(input) : input;
  return nobleBytesToHex(sha256(bytes));
}

/** Raw SHA-256 of bytes. */
export function sha256Bytes(bytes: Uint8Array): Uint8Array {
  return sha256(bytes);
}

/** HMAC-SHA256(key, UTF-8 message) → 32 bytes. */
export function hmacSha256(key: Uint8Array, message: string): Uint8Array {
  return hmac(sha256, key, utf8ToBytes(message));
}
