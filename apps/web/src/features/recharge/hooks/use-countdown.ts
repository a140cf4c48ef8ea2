import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadlineMs` (a Date.now() instant), re-rendering every second; 0 at the end.
 * Computed on every render rather than kept in state, so a deadline that just arrived is never
 * mistaken for an expired one.
 */
export function useCountdown(deadlineMs: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadlineMs === null) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return deadlineMs === null ? 0 : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
}

export function formatClock(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
