export { TrialEntryButton } from './components/trial-entry-button';
export {
  useExitTrial,
  useResetTrial,
  useStartTrial,
  useTrialActive,
  useTrialWallet,
} from './hooks/use-trial';
export { enterTrial, leaveTrial } from './model/trial-session';
