import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DATA_KEY_META } from '@qilin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT } from '../lib/server-root';

/** apps/web/dist beside this app (from src/ under tsx and from dist/ when compiled). */
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers index.html for client-side routes; false when no built client is present. */
    sendSpaIndex: ((reply: FastifyReply) => FastifyReply) | false;
  }
}

export type WebClientOptions = {
  dist: string | undefined;
  /** DATA_KEY in hex, written into the served index.html for the client's decryption. */
  dataKeyHex: string;
};

const META_PATTERN = new RegExp(`<meta name="${DATA_KEY_META}" content="[^"]*"\\s*/?>`);

/**
 * The page with this server's response key in its `<meta name="qilin-data-key">` (the build writes the
 * build's own key there; a page without one gets it before `</head>`, or after the doctype when the page
 * has no head tag). The key is hex, so it needs no escaping.
 */
export function withDataKey(html: string, dataKeyHex: string): string {
  const meta = `<meta name="${DATA_KEY_META}" content="${dataKeyHex}">`;
  if (META_PATTERN.test(html)) return html.replace(META_PATTERN, meta);
  if (html.includes('</head>')) return html.replace('</head>', `${meta}</head>`);
  return html.replace(/^(\s*<!doctype[^>]*>)?/i, `$1${meta}`);
}

/** index.html as served: with the key, compressed once at start like the build's other text files. */
function indexPage(root: string, dataKeyHex: string) {
  const html = Buffer.from(withDataKey(readFileSync(path.join(root, 'index.html'), 'utf8'), dataKeyHex));
  return {
    identity: html,
    gzip: gzipSync(html, { level: 9 }),
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * Serves the built client from one process with the API (spec quick start). index.html is always
 * this server's own (`/`, `/index.html` and the client-route fallback in app.ts), so it carries the
 * DATA_KEY the server encrypts with.
 */
export async function registerWebClient(app: FastifyInstance, opts: WebClientOptions) {
  const root = path.resolve(opts.dist ?? DEFAULT_WEB_DIST);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.decorate('sendSpaIndex', false);
    app.log.info({ root }, 'no built web client; serving the API only');
    return;
  }
  const page = indexPage(root, opts.dataKeyHex);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    // The client build writes .br/.gz beside every asset; phones on slow links get them as-is.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite's /assets/ names carry a content hash, so they never change; other files can.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) => {
    const accepted = String(reply.request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));
  app.decorate('sendSpaIndex', sendIndex);
}
