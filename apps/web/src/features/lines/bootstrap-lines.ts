import type { LineConfig } from '@qilin/contract';
import { isUnderMaintenance, type LineEnv, loadLines } from './load-lines';

export type LineBootstrapDeps = {
  env: LineEnv;
  setLines: (mainLine: string, lines: string[]) => void;
  setConfig: (config: LineConfig) => void;
  /** Shows the '网络波动异常' popup; resolves when the member taps "get line". */
  showNetworkError: () => Promise<unknown>;
  showMaintenance: (startTime: string, endTime: string) => void;
};

/**
 * Loads the line list until one line answers: every failure shows the network-error popup and its
 * "get line" button tries again. Resolves with the chosen main line.
 */
export async function bootstrapLines(deps: LineBootstrapDeps): Promise<string> {
  let maintenanceShown = false;
  for (;;) {
    const outcome = await loadLines(deps.env);
    if (outcome.config) deps.setConfig(outcome.config);
    if (!maintenanceShown && isUnderMaintenance(outcome.config)) {
      maintenanceShown = true;
      deps.showMaintenance(outcome.config.android.startTime, outcome.config.android.endTime);
    }
    if (outcome.status === 'ok') {
      deps.setLines(outcome.mainLine, outcome.lines);
      return outcome.mainLine;
    }
    await deps.showNetworkError();
  }
}
