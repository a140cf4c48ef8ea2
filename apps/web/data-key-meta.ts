import type { Plugin } from 'vite';
// By path, not '@qilin/contract': Vite loads its config with Node, which leaves linked packages external
// and cannot import their TypeScript source.
import { DATA_KEY_META, DEV_DATA_KEY_HEX } from '../../packages/contract/src/encryption';

/**
 * Writes `<meta name="qilin-data-key">` into index.html, the one place the client reads its response
 * key (src/config/env.ts). The Qilin server replaces the content with its own DATA_KEY whenever it serves
 * the page (apps/server/src/plugins/web-client.ts), so a build needs no key; VITE_DATA_KEY only matters
 * for a page served by something else (a CDN, `vite preview`) and for `vite` in development.
 */
export function dataKeyMeta(key = process.env.VITE_DATA_KEY?.trim() || DEV_DATA_KEY_HEX): Plugin {
  if (!/^[0-9a-fA-F]{64}$/.test(key)) throw new Error('VITE_DATA_KEY must be 64 hex characters (32 bytes)');
  const meta = `<meta name="${DATA_KEY_META}" content="${key.toLowerCase()}">`;
  return {
    name: 'qilin-data-key-meta',
    transformIndexHtml: (html) => html.replace('</head>', `  ${meta}\n  </head>`),
  };
}
