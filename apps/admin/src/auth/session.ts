import { type Credential, configureClient } from '../lib/api-client';
import { type OperatorView, PERMISSIONS, type Permission } from '../lib/operator-types';

/** Who is signed in: an operator with their role's permissions, or the development token (everything). */
export type Session = {
  credential: Credential;
  operator: OperatorView | null;
  permissions: readonly Permission[];
  /** Operator sessions enrolled in TOTP; a session without it may only enrol or sign out. */
  mfa: boolean;
};

/** sessionStorage: the session survives a reload of this tab, never a new tab or a closed browser. */
export const SESSION_KEY = 'qilin-admin-session';
/** Signed out after this long without a click, key or scroll. */
export const IDLE_MS = 15 * 60_000;

let current: Session | null = read();
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function set(next: Session | null): void {
  current = next;
  if (next) sessionStorage.setItem(SESSION_KEY, JSON.stringify(next));
  else sessionStorage.removeItem(SESSION_KEY);
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (session: Session) => set(session),
  /** The development token: every page, as the server treats the shared token. */
  signInWithToken: (token: string) =>
    set({ credential: { kind: 'dev-token', token }, operator: null, permissions: PERMISSIONS, mfa: true }),
  signOut: () => set(null),
  /** Re-reads sessionStorage (tests, and another module writing it). */
  reload: () => set(read()),
};

export function can(session: Session | null, permission: Permission): boolean {
  return !!session?.permissions.includes(permission);
}

configureClient({ credential: () => current?.credential ?? null, onUnauthorized: () => set(null) });

/**
 * Signs out after IDLE_MS without input. Returns the stop function. `now` and the timer functions
 * are the real ones; tests drive them with fake timers.
 */
export function watchIdle(onIdle: () => void, idleMs = IDLE_MS): () => void {
  let timer = setTimeout(onIdle, idleMs);
  const reset = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, idleMs);
  };
  const events = ['pointerdown', 'keydown', 'wheel', 'scroll'] as const;
  for (const e of events) window.addEventListener(e, reset, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, reset);
  };
}
