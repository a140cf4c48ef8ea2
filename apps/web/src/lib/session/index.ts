export type { NoticeMark, PersistedSession } from './persisted';
export { hasSeenNotice, memberKey, type SessionState, sessionStore, useSessionStore } from './store';
export {
  ACTIVE_WINDOW_MS,
  RENEW_CHECK_MS,
  RENEW_WHEN_LEFT_MS,
  shouldRenew,
  startTokenRenewal,
} from './token-renewal';
export type { ParkedSession, TrialSession } from './trial';
