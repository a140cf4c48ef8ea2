export { trialMayCall } from './trial-scope';
export { TRIAL_DEMO_FEN, TrialService } from './trial.service';
export { type TrialRoutesOptions, trialRoutes } from './trial.routes';
