export { type TrialRoutesOptions, trialRoutes } from './trial.routes';
export { TRIAL_DEMO_FEN, TrialService } from './trial.service';
export { trialMayCall } from './trial-scope';
