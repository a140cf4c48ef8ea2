export { trialPlugin } from './trial.plugin';
export { TRIAL_DEMO_FEN, TrialService } from './trial.service';
export { trialMayCall } from './trial-scope.rules';
