import { PLAIN_PATHS } from '@qilin/contract';

/** The path part of a request URL, without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Routes that speak the JSON envelope (API, legacy /sbin, the socket upgrade path). */
export function isApiPath(path: string): boolean {
  return path === '/sbin' || path.startsWith('/api/') || path === '/api' || path.startsWith('/ws');
}

/** The OpenAPI document and its UI (plugins/route-schemas.ts), served only when API docs are on. */
export function isDocsPath(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

export function isAdminPath(path: string): boolean {
  return path.startsWith('/api/admin/');
}

/**
 * Paths whose answers are encrypted and whose requests are signed when defense is on: the API and
 * /sbin, except the spec's plain paths (config, health, watch) and operator calls (plain so curl works).
 */
export function isProtectedPath(path: string): boolean {
  if (path !== '/sbin' && !path.startsWith('/api/')) return false;
  return !PLAIN_PATHS.includes(path) && !isAdminPath(path) && !isDocsPath(path);
}
