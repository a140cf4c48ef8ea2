/** Request headers the client sends on API calls (spec §7 Common). */
export const Header = {
  token: 'token',
  deviceId: 'device-id',
  fingerprint: 'x-api-xxx',
  from: 'from',
  device: 'device',
  signature: 'signature',
  timestamp: 'timestamp',
  /** Response header set when the body is encrypted text. */
  encrypted: 'x-enc',
} as const;

export const DEVICE_TYPES = ['h5', 'ios', 'android'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Signature freshness window: a signed request whose timestamp is further off than this is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * The canonical string signed with HMAC-SHA256 when defense is on:
 * method, path (with query), timestamp and raw body, newline-separated.
 */
export function signaturePayload(method: string, path: string, timestamp: string, body: string): string {
  return `${method.toUpperCase()}\n${path}\n${timestamp}\n${body}`;
}

/**
 * The HMAC key for `signature` is derived from the shared DATA_KEY (the same 32 bytes the client
 * already holds to decrypt responses): key = HMAC-SHA256(DATA_KEY bytes, SIGNATURE_KEY_LABEL).
 * The header value is the lowercase hex HMAC-SHA256(key, signaturePayload(...)); `timestamp` is
 * milliseconds since the epoch as a decimal string.
 */
export const SIGNATURE_KEY_LABEL = 'qilin-signature-v1';
