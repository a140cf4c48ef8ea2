import { useCallback, useEffect, useState } from 'react';

/** Spec §9: a sent SMS code blocks resending for 60 s, shown as a countdown. */
export const SMS_COOLDOWN_S = 60;

export function useSmsCooldown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(SMS_COOLDOWN_S), []);
  return { left, start, running: left > 0 };
}
