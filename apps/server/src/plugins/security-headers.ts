import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer (HTML, assets, API). The CSP fits the built Vite client: one
 * external module script from 'self' and no inline script; styles allow 'unsafe-inline' because
 * antd-mobile sets style attributes; connect-src adds the socket schemes and the configured line
 * hosts (the client may switch lines, spec §7 /config). Images may come from payment channels.
 */
export function contentSecurityPolicy(lines: string[]): string {
  const lineOrigins = lines.flatMap((l) => {
    try {
      const u = new URL(l);
      const ws = u.protocol === 'https:' ? 'wss:' : 'ws:';
      return [u.origin, `${ws}//${u.host}`];
    } catch {
      return [];
    }
  });
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", 'ws:', 'wss:', ...new Set(lineOrigins)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function securityHeaders(app: FastifyInstance, opts: { lines: string[] }) {
  const csp = contentSecurityPolicy(opts.lines);
  // Callback style, like the other per-request hooks: an async hook costs a promise and a microtask turn.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'qilin-security-headers' });
