/**
 * Errors meaning "the database server cannot be reached right now" (restart, crash, failover,
 * network), as opposed to a bug or a refused statement. The request's transaction did not commit,
 * or — when the connection was lost at COMMIT — its outcome is unknown to the server; either way the
 * caller should try again later (with its idempotency key, which makes the retry safe).
 */

/** Socket-level failures reaching or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: 57P01 admin_shutdown (fast stop, pg_terminate_backend), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up / shutting down / in recovery), 53300 too_many_connections.
 * Class 08 (connection exception) is matched as a class.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost connection without a code, only with these texts. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((p) => p.test(message))) return true;
  // AggregateError (a host with several addresses, all refused) carries the socket errors inside.
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) && inner.length > 0 && inner.every(isDatabaseUnavailable);
}
