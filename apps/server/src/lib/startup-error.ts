/**
 * A start-up refusal an operator can act on (port taken, database down, data directory in use):
 * `server.ts` prints its message as one line and exits 1, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
