import { adminAuditAs } from '../../src/modules/operator';

/** The audit recorder a test hands an admin service called directly (as a route would hand request.adminAudit). */
export const testAudit = adminAuditAs({ kind: 'system', operatorId: null, name: 'test' });
