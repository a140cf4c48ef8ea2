import { useEffect, useState } from 'react';

/**
 * Re-renders every `intervalMs` with the current local time. It only triggers renders: countdowns
 * recompute from the server clock on each render, so a missed tick never accumulates drift.
 */
export function useTicker(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
