import type { TokenResult } from '@qilin/contract';

/** Renew once less than this is left of the token's life (the server's default life is 7 days). */
export const RENEW_WHEN_LEFT_MS = 24 * 3600 * 1000;
/** A member counts as active this long after their last touch, key press or return to the tab. */
export const ACTIVE_WINDOW_MS = 30 * 60 * 1000;
/** How often the renewal looks at the clock. */
export const RENEW_CHECK_MS = 60 * 1000;

type Session = { isLogin: boolean; token: string; tokenExpiresAt: number };

export type TokenRenewalDeps = {
  getSession: () => Session;
  /** GET /api/auth/token with the current token. */
  renew: () => Promise<TokenResult>;
  setToken: (token: string, expiresIn: number) => void;
  now?: () => number;
  /** Where interactions are heard (the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The page's visibility (document); a return to the tab is activity and checks at once. */
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
};

/** Whether a session should be renewed now: logged in, active, and near (or of unknown) expiry. */
export function shouldRenew(session: Session, now: number, lastActiveAt: number): boolean {
  if (!session.isLogin || session.token === '') return false;
  if (now - lastActiveAt > ACTIVE_WINDOW_MS) return false;
  // A session stored before expiries were kept is renewed once to learn its expiry.
  return session.tokenExpiresAt === 0 || session.tokenExpiresAt - now < RENEW_WHEN_LEFT_MS;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Keeps an active member's session alive past the server's fixed token life: while the member uses
 * the app, the token is swapped for a fresh one (spec §4 Token refresh) once less than a day is left.
 * An idle member is left alone and meets the 7-day limit. Returns the stop function.
 */
export function startTokenRenewal(deps: TokenRenewalDeps): () => void {
  const now = deps.now ?? Date.now;
  let lastActiveAt = now();
  let inFlight = false;

  const check = async () => {
    if (inFlight) return;
    const session = deps.getSession();
    if (!shouldRenew(session, now(), lastActiveAt)) return;
    inFlight = true;
    try {
      const fresh = await deps.renew();
      // A logout or another login while the call ran wins over this answer.
      if (deps.getSession().token === session.token) deps.setToken(fresh.token, fresh.expires_in);
    } catch {
      // An expired session is the central handler's business on the next call; retry on a later check.
    } finally {
      inFlight = false;
    }
  };
  const onActivity = () => {
    lastActiveAt = now();
  };
  const onVisibility = () => {
    if (deps.visibility?.visibilityState !== 'visible') return;
    onActivity();
    void check();
  };

  for (const name of ACTIVITY_EVENTS) deps.target?.addEventListener(name, onActivity, { passive: true });
  deps.visibility?.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(() => void check(), RENEW_CHECK_MS);
  void check();
  return () => {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) deps.target?.removeEventListener(name, onActivity);
    deps.visibility?.removeEventListener('visibilitychange', onVisibility);
  };
}
