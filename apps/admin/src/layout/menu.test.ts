import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';

describe('the menu', () => {
  it('opens the dashboard first to whoever reads reports, the deposits to a cashier', () => {
    expect(menuFor(['reports.read', 'cashier.read'])[0]?.path).toBe('/dashboard');
    expect(menuFor(['members.read', 'cashier.read', 'cashier.deposits'])[0]?.path).toBe('/cashier/deposits');
  });

  it('shows the approvals queue to every operator, never to the development token', () => {
    expect(menuFor(['content.read']).map((m) => m.path)).toContain('/approvals');
    expect(menuFor(['reports.read'], false).map((m) => m.path)).not.toContain('/approvals');
  });
});
