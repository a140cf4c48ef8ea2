export { fairnessKeys, getEpochs } from './api/fairness-api';
export { ChainWatch } from './components/chain-watch';
export { FairnessGuide, fairnessGame } from './components/fairness-guide';
export { useChainWatch } from './hooks/use-chain-watch';
export {
  judgeTerminal,
  type TerminalMemory,
  type TerminalSighting,
  type TerminalVerdict,
  watchTerminals,
} from './model/terminal-memory';
