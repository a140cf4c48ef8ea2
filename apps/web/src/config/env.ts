import { DATA_KEY_META, DEV_DATA_KEY_HEX } from '@qilin/contract/encryption';

/**
 * The only place the client reads its environment: build-time values, and the response key the
 * server wrote into the page. Values are validated once so a bad page fails loudly at start rather
 * than producing undecryptable responses later.
 */
export type SiteId = 'n7' | 'ak';

function readSite(value: unknown): SiteId {
  return value === 'ak' ? 'ak' : 'n7';
}

/**
 * The DATA_KEY of the server that served this page, from its `<meta name="qilin-data-key">`
 * (apps/server web-client plugin; data-key-meta.ts writes the build's own). Unit tests render no
 * served page and use the development key, which production builds leave out.
 */
export function readDataKey(doc: Document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${DATA_KEY_META}"]`);
  const hex = meta?.content ?? (import.meta.env.DEV ? DEV_DATA_KEY_HEX : '');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`index.html lacks a valid ${DATA_KEY_META} meta`);
  return hex.toLowerCase();
}

export const env = {
  site: readSite(import.meta.env.VITE_SITE),
  /** AES-256-GCM response key; also the HMAC key for request signatures while defense is on. */
  dataKeyHex: readDataKey(document),
  appVersion: '1.0.1',
  isDev: import.meta.env.DEV,
} as const;
