export { SMS_COOLDOWN_S } from '../../lib/use-sms-cooldown';
export { securityPaths } from './api/security-api';
export { SafeCenterScreen } from './components/safe-center-screen';
