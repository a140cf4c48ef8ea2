import { useEffect, useState } from 'react';

/** Whole seconds left until `deadlineMs` (a Date.now() instant), ticking every second; 0 at the end. */
export function useCountdown(deadlineMs: number | null): number {
  const left = () => (deadlineMs === null ? 0 : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (deadlineMs === null) return;
    const tick = () => setSeconds(Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return seconds;
}

export function formatClock(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
