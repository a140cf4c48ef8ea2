import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_PAUSE_MS, sessionEndMs, sessionOver, sessionStartAfterLogin } from './session';

const MIN = 60_000;

describe('session length', () => {
  it('is over once it has lasted the limit, and names when a new login may begin a new one', () => {
    expect(sessionOver(0, 60, 60 * MIN - 1)).toBeNull();
    expect(sessionOver(0, 60, 60 * MIN)).toEqual({ endedMs: 60 * MIN, againMs: 60 * MIN + SESSION_PAUSE_MS });
    expect(sessionOver(0, null, 10_000 * MIN)).toBeNull();
    expect(sessionOver(null, 60, 10_000 * MIN)).toBeNull();
  });

  it('a login during the session or before the pause is over carries the session on', () => {
    expect(sessionStartAfterLogin(0, 60, 30 * MIN)).toBe(0);
    expect(sessionStartAfterLogin(0, 60, 60 * MIN)).toBe(0);
    expect(sessionStartAfterLogin(0, 60, 60 * MIN + SESSION_PAUSE_MS - 1)).toBe(0);
  });

  it('a login after the pause, without a limit or without a known session begins a new one', () => {
    expect(sessionStartAfterLogin(0, 60, 60 * MIN + SESSION_PAUSE_MS)).toBe(60 * MIN + SESSION_PAUSE_MS);
    expect(sessionStartAfterLogin(0, null, 5 * MIN)).toBe(5 * MIN);
    expect(sessionStartAfterLogin(null, 60, 5 * MIN)).toBe(5 * MIN);
  });

  it('no sequence of logins lets money move past the limit without a pause (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1440 }),
        fc.array(fc.integer({ min: 0, max: 4 * 60 * MIN }), { minLength: 1, maxLength: 30 }),
        (limit, gaps) => {
          let start: number | null = null;
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            const before: number | null = start;
            start = sessionStartAfterLogin(start, limit, now);
            // A new session only begins a pause after the last one ended.
            if (before !== null && start !== before)
              expect(now).toBeGreaterThanOrEqual(sessionEndMs(before, limit) + SESSION_PAUSE_MS);
            // Right after a login, the session is over exactly when its limit has elapsed.
            expect(sessionOver(start, limit, now) !== null).toBe(now >= sessionEndMs(start, limit));
          }
        },
      ),
    );
  });
});
