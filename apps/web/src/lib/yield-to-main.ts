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

const waiting: (() => void)[] = [];
let draining = false;

async function drain(scheduler: Required<TaskScheduler>): Promise<void> {
  try {
    while (waiting.length > 0) {
      await scheduler.yield();
      // The resumed caller runs in this task's microtasks, after this loop has asked for the next task.
      waiting.shift()?.();
    }
  } catch {
    // A yield that fails must not strand anyone: they all continue now.
    for (const resume of waiting.splice(0)) resume();
  }
  draining = false;
}

/**
 * Where the browser has `scheduler.yield()`: resolves in a task of its own, one caller per task, in
 * call order; a dozen callers from one commit's effects (the hall's queries) schedule one yield there,
 * not a dozen (each is a traced call under DevTools). Elsewhere nothing to wait for: the caller
 * continues in the same task, as before (a setTimeout hop would only add latency).
 */
export function ownTask(): Promise<void> | undefined {
  const scheduler = taskScheduler();
  if (typeof scheduler?.yield !== 'function') return undefined;
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (draining) return;
    draining = true;
    void drain(scheduler as Required<TaskScheduler>);
  });
}
