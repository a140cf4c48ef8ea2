import { useSyncExternalStore } from 'react';

/**
 * Whether the realtime socket is open. While it is, the server pushes the issue on sale and the
 * red-packet room changes, so the queries that would poll them stop polling; while it is down they
 * fall back to a slow poll.
 */
let up = false;
const listeners = new Set<() => void>();

export function setSocketUp(next: boolean): void {
  if (next === up) return;
  up = next;
  for (const listener of listeners) listener();
}

export function isSocketUp(): boolean {
  return up;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketUp(): boolean {
  return useSyncExternalStore(subscribe, isSocketUp, isSocketUp);
}
