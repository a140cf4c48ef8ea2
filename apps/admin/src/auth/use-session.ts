import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
