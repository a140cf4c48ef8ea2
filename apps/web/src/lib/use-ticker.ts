import { useSyncExternalStore } from 'react';

type Clock = {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | undefined;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
};

const clocks = new Map<number, Clock>();
const CATCH_UP_MS = 100;

/**
 * One interval per period for every component that ticks with it: the hall's game cards each show a
 * countdown, and a timer per card meant a dozen timers started in one commit's effects and a dozen
 * separate re-render tasks every second; with one clock they install nothing and re-render together.
 */
function clockOf(intervalMs: number): Clock {
  const existing = clocks.get(intervalMs);
  if (existing) return existing;
  const clock: Clock = {
    now: Date.now(),
    listeners: new Set(),
    timer: undefined,
    subscribe(listener) {
      clock.listeners.add(listener);
      clock.timer ??= setInterval(() => {
        clock.now = Date.now();
        for (const notify of clock.listeners) notify();
      }, intervalMs);
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size > 0 || clock.timer === undefined) return;
        clearInterval(clock.timer);
        clock.timer = undefined;
      };
    },
    read() {
      // While nobody ticks, the clock stands still and a reader catches it up; reads within CATCH_UP_MS
      // of each other agree, as React's repeated reads of one render must.
      if (clock.timer === undefined && Date.now() - clock.now >= CATCH_UP_MS) clock.now = Date.now();
      return clock.now;
    },
  };
  clocks.set(intervalMs, clock);
  return clock;
}

/**
 * Re-renders every `intervalMs` with the current local time. It only triggers renders: countdowns
 * recompute from the server clock on each render, so a missed tick never accumulates drift.
 */
export function useTicker(intervalMs = 1000): number {
  const clock = clockOf(intervalMs);
  return useSyncExternalStore(clock.subscribe, clock.read, clock.read);
}
