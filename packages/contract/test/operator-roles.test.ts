import { describe, expect, it } from 'vitest';
import { mayGrantRole, OPERATOR_ROLES } from '../src/operator';

describe('mayGrantRole: no one hands out more than they hold', () => {
  it('an owner grants every role, and every role grants itself', () => {
    for (const role of OPERATOR_ROLES) {
      expect(mayGrantRole('owner', role)).toBe(true);
      expect(mayGrantRole(role, role)).toBe(true);
    }
  });

  it('no other role makes an owner', () => {
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner'))
      expect(mayGrantRole(role, 'owner')).toBe(false);
  });
});
