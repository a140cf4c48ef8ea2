import { DEV_DATA_KEY_HEX } from '@qilin/contract/encryption';

/**
 * The only place the client reads build-time environment. Values are validated once so a bad build
 * fails loudly at start rather than producing undecryptable responses later.
 */
export type SiteId = 'n7' | 'ak';

function readSite(value: unknown): SiteId {
  return value === 'ak' ? 'ak' : 'n7';
}

function readHexKey(value: unknown): string {
  const hex = typeof value === 'string' && value.trim() !== '' ? value.trim() : DEV_DATA_KEY_HEX;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('VITE_DATA_KEY must be 64 hex characters (32 bytes)');
  return hex.toLowerCase();
}

export const env = {
  site: readSite(import.meta.env.VITE_SITE),
  /** AES-256-GCM response key; also the HMAC key for request signatures while defense is on. */
  dataKeyHex: readHexKey(import.meta.env.VITE_DATA_KEY),
  appVersion: '1.0.1',
  isDev: import.meta.env.DEV,
} as const;
