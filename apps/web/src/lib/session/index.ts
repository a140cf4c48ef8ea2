export type { NoticeMark, PersistedSession } from './persisted';
export { hasSeenNotice, memberKey, type SessionState, sessionStore, useSessionStore } from './store';
export type { ParkedSession, TrialSession } from './trial';
