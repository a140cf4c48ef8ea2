export { protectionKeys } from './api/protection-api';
export { BreaksScreen } from './components/breaks-screen';
export { LimitsScreen } from './components/limits-screen';
export { ProtectionCentreScreen } from './components/protection-centre-screen';
export { RealityCheckHost } from './components/reality-check-host';
export { StatementScreen } from './components/statement-screen';
