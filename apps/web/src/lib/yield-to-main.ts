type TaskScheduler = { yield?: () => Promise<void> };

const taskScheduler = () => (globalThis as { scheduler?: TaskScheduler }).scheduler;

/**
 * Lets the browser run other tasks (input, rendering) before the caller continues: the continuation
 * runs in a task of its own. Uses `scheduler.yield()` (Chromium 129+, Firefox 142+), which keeps the
 * caller's place ahead of ordinary queued tasks; without it, a macrotask via setTimeout(0).
 * Start-up work that would otherwise pile into one long task is split at these points.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = taskScheduler();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `scheduler.yield()` where the browser has it, otherwise nothing to wait for (the caller continues in
 * the same task, as before): for hot paths where a setTimeout hop would only add latency.
 */
export function yieldIfCheap(): Promise<void> | undefined {
  const scheduler = taskScheduler();
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}
