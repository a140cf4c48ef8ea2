export { bootstrapLines, type LineBootstrapDeps } from './bootstrap-lines';
export { LinePicker } from './components/line-picker';
export { LineSplash } from './components/line-splash';
export { browserLineEnv, reloadLines } from './line-service';
export {
  checkLine,
  fetchLineConfig,
  isUnderMaintenance,
  LINE_HEALTH_TIMEOUT_MS,
  type LineEnv,
  type LineLoadOutcome,
  LinesDownError,
  loadLines,
  normalizeLine,
  pickFastestLine,
} from './load-lines';
