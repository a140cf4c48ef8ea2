import type { TokenResult } from '@qilin/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  ACTIVE_WINDOW_MS,
  RENEW_CHECK_MS,
  RENEW_WHEN_LEFT_MS,
  shouldRenew,
  startTokenRenewal,
} from './token-renewal';

const DAY = 24 * 3600 * 1000;
const T0 = Date.parse('2026-03-01T10:00:00+08:00');

describe('token renewal', () => {
  let session: { isLogin: boolean; token: string; tokenExpiresAt: number };
  let renew: Mock<() => Promise<TokenResult>>;
  let setToken: Mock<(token: string, expiresIn: number) => void>;
  let target: EventTarget;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    session = { isLogin: true, token: 'old', tokenExpiresAt: T0 + 7 * DAY };
    let n = 0;
    renew = vi.fn(async (): Promise<TokenResult> => ({ token: `fresh-${++n}`, expires_in: 7 * 24 * 3600 }));
    setToken = vi.fn((token: string, expiresIn: number) => {
      session = { ...session, token, tokenExpiresAt: Date.now() + expiresIn * 1000 };
    });
    target = new EventTarget();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  const start = () => {
    stop = startTokenRenewal({ getSession: () => session, renew, setToken, target });
  };
  /** Advance in steps, touching the screen every `touchEveryMs` (an active member). */
  const useAppFor = async (ms: number, touchEveryMs = 10 * 60 * 1000) => {
    for (let t = 0; t < ms; t += touchEveryMs) {
      target.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(Math.min(touchEveryMs, ms - t));
    }
  };

  it('keeps an active member logged in past the 7-day limit, renewing once a day is left', async () => {
    start();
    await useAppFor(6 * DAY - 60_000);
    expect(renew).not.toHaveBeenCalled();
    await useAppFor(2 * 60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(session.token).toBe('fresh-1');
    // Ten days of use: the token never comes within the last day unrenewed, so it never expires.
    await useAppFor(10 * DAY);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(session.tokenExpiresAt - Date.now()).toBeGreaterThan(RENEW_WHEN_LEFT_MS);
  });

  it('leaves an idle member alone, and renews when they come back before expiry', async () => {
    start();
    await vi.advanceTimersByTimeAsync(6.5 * DAY);
    expect(renew).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(RENEW_CHECK_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(session.token).toBe('fresh-1');
  });

  it('renews at once a session whose expiry is unknown, and never a guest', async () => {
    session = { isLogin: true, token: 'legacy', tokenExpiresAt: 0 };
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    stop();
    renew.mockClear();
    session = { isLogin: false, token: '', tokenExpiresAt: 0 };
    start();
    await useAppFor(8 * DAY);
    expect(renew).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after a logout, and retries after a failure', async () => {
    session.tokenExpiresAt = T0 + DAY / 2;
    let release: (v: TokenResult) => void = () => {};
    renew.mockImplementationOnce(() => new Promise((r) => (release = r)));
    start();
    session = { isLogin: false, token: '', tokenExpiresAt: 0 };
    release({ token: 'late', expires_in: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(setToken).not.toHaveBeenCalled();
    stop();

    session = { isLogin: true, token: 'again', tokenExpiresAt: Date.now() + DAY / 2 };
    renew.mockRejectedValueOnce(new Error('network'));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.token).toBe('again');
    await useAppFor(RENEW_CHECK_MS);
    expect(session.token).toMatch(/^fresh-/);
  });

  it('decides from activity and time left', () => {
    const s = { isLogin: true, token: 't', tokenExpiresAt: T0 + DAY - 1 };
    expect(shouldRenew(s, T0, T0)).toBe(true);
    expect(shouldRenew({ ...s, tokenExpiresAt: T0 + DAY + 1 }, T0, T0)).toBe(false);
    expect(shouldRenew(s, T0, T0 - ACTIVE_WINDOW_MS - 1)).toBe(false);
    expect(shouldRenew({ ...s, token: '' }, T0, T0)).toBe(false);
  });
});
