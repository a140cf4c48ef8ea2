/** How long after start-up warm-up work waits when the member does not touch the page first. */
export const SETTLE_MS = 5000;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` once the page has settled: at the member's first interaction, or at an idle moment at
 * least SETTLE_MS after the call. For warm-up work (prefetching popup and toast code): evaluating those
 * chunks during start-up competes with the first screen's own rendering for the main thread, and
 * nothing needs them before the member acts. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let done = false;
  let idleId: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(run, { timeout: 2000 });
    } else run();
  }, SETTLE_MS);
  for (const type of INTERACTIONS) window.addEventListener(type, run, { once: true, passive: true });
  function cancel(): void {
    window.clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    for (const type of INTERACTIONS) window.removeEventListener(type, run);
  }
  return () => {
    done = true;
    cancel();
  };
}
