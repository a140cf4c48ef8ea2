import type { ProtectionSession } from '@qilin/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getProtectionSession } from '../api/protection-api';
import { delayUntil, MAX_TIMER_MS, nextRealityCheckAt } from '../model/reality-check';
import { useRealityCheckVersion } from './reality-check-store';

export type RealityCheckState = { open: false } | { open: true; session: ProtectionSession };

/**
 * Arms a timer for the member's next reality check (every `reality_check_minutes` of the login
 * session, on the server's clock); when it fires, reads the session afresh and opens the popup.
 * `dismiss` closes it and arms the next one. Nothing runs while `active` is false (a guest, a trial).
 */
export function useRealityCheck(active: boolean) {
  const [state, setState] = useState<RealityCheckState>({ open: false });
  const [generation, setGeneration] = useState(0);
  const acknowledged = useRef(0);
  const version = useRealityCheckVersion((s) => s.version);

  useEffect(() => {
    // Re-armed on each dismissal (`generation`) and each new interval (`version`).
    if (!active || generation < 0 || version < 0) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (session: ProtectionSession) => {
      const offset = session.server_time - Date.now();
      const after = Math.max(session.server_time, acknowledged.current);
      const due = nextRealityCheckAt(session.started_at, session.reality_check_minutes, after);
      const wait = delayUntil(due, offset, Date.now());
      timer = setTimeout(
        () => {
          if (wait > MAX_TIMER_MS) {
            setGeneration((g) => g + 1);
            return;
          }
          void getProtectionSession()
            .then((fresh) => {
              if (cancelled) return;
              acknowledged.current = fresh.server_time;
              setState({ open: true, session: fresh });
            })
            .catch(() => {
              // A failed read waits for the next mark rather than showing stale figures.
              if (!cancelled) acknowledged.current = due;
              if (!cancelled) setGeneration((g) => g + 1);
            });
        },
        Math.min(wait, MAX_TIMER_MS),
      );
    };
    void getProtectionSession()
      .then((session) => {
        if (!cancelled) arm(session);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [active, generation, version]);

  const dismiss = useCallback(() => {
    setState({ open: false });
    setGeneration((g) => g + 1);
  }, []);
  return { state, dismiss };
}
