/**
 * The 免费试玩 action offered in the 请先登录 dialog. The popup system cannot import the trial feature,
 * so the app wires the starter in (app/wiring.ts); without one the dialog offers no trial.
 */
let starter: (() => Promise<void>) | null = null;

export function setTrialStarter(start: (() => Promise<void>) | null): void {
  starter = start;
}

export function trialStarter(): (() => Promise<void>) | null {
  return starter;
}
