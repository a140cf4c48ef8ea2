import { afterEach, describe, expect, it, vi } from 'vitest';
import { can, SESSION_KEY, sessionStore, watchIdle } from './session';

afterEach(() => {
  vi.useRealTimers();
  sessionStore.signOut();
});

describe('console session', () => {
  it('keeps the session in sessionStorage so a reload of the tab stays signed in', () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 't1' },
      operator: null,
      permissions: ['cashier.read'],
      mfa: true,
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      credential: { token: 't1' },
    });
    sessionStore.reload();
    expect(sessionStore.get()?.credential.token).toBe('t1');
    sessionStore.signOut();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("answers permissions from the operator's role; the development token has them all", () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 't' },
      operator: null,
      permissions: ['content.read'],
      mfa: true,
    });
    expect(can(sessionStore.get(), 'content.read')).toBe(true);
    expect(can(sessionStore.get(), 'cashier.deposits')).toBe(false);
    sessionStore.signInWithToken('dev');
    expect(can(sessionStore.get(), 'cashier.deposits')).toBe(true);
    expect(can(null, 'content.read')).toBe(false);
  });

  it('signs out after the idle time, and input restarts the count', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle, 1000);
    vi.advanceTimersByTime(900);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
