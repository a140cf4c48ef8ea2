import { popups } from '../../components/popups';
import { sessionStore } from '../../lib/session';
import { bootstrapLines } from './bootstrap-lines';
import type { LineEnv } from './load-lines';

export function browserLineEnv(): LineEnv {
  return { fetch: (...args) => window.fetch(...args), origin: window.location.origin };
}

let inFlight: Promise<string> | null = null;

/** App-wide line loading; concurrent callers (start-up, socket newLine) share one run. */
export function reloadLines(env: LineEnv = browserLineEnv()): Promise<string> {
  inFlight ??= bootstrapLines({
    env,
    setLines: (mainLine, lines) => sessionStore.get().setLines(mainLine, lines),
    setConfig: (config) => sessionStore.get().setLineConfig(config),
    showNetworkError: () => popups.lineError(),
    showMaintenance: (start, end) => void popups.maintenance(start, end),
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
