import type { Permission } from '@qilin/contract';

/**
 * What an /api/admin route asks of its caller:
 * - a Permission: a signed-in operator (second factor passed) whose role has it, or the bootstrap token;
 * - 'signed-in': any operator with the second factor passed (the approval queue: the action's own
 *   permission is checked when deciding);
 * - 'session': any operator session, even before TOTP is enrolled (enrol it, see yourself, sign out);
 * - 'public': no one in particular (sign-in; the bootstrap route checks the shared token itself).
 */
export type RouteRule = Permission | 'signed-in' | 'session' | 'public';

/**
 * The one map from admin route (method + route url) to what it needs. The gate (admin.gate.ts) refuses
 * a route missing here, and test/operator/route-permissions.test.ts fails when a registered admin
 * route has no entry, so a new route cannot slip through unguarded.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteRule>> = {
  // operator module
  'POST /api/admin/auth/login': 'public',
  'GET /api/admin/auth/options': 'public',
  'POST /api/admin/auth/logout': 'session',
  'GET /api/admin/auth/me': 'session',
  'POST /api/admin/auth/totp/setup': 'session',
  'POST /api/admin/auth/totp/confirm': 'session',
  'POST /api/admin/operators/bootstrap': 'public',
  'GET /api/admin/operators': 'operators.read',
  'POST /api/admin/operators': 'operators.manage',
  'PUT /api/admin/operators/:id/role': 'operators.manage',
  'GET /api/admin/audit': 'audit.read',
  'GET /api/admin/api-keys': 'operators.api-keys',
  'POST /api/admin/api-keys': 'operators.api-keys',
  'POST /api/admin/api-keys/:id/revoke': 'operators.api-keys',
  'GET /api/admin/approvals': 'signed-in',
  'POST /api/admin/approvals/:id/approve': 'signed-in',
  'POST /api/admin/approvals/:id/reject': 'signed-in',
  // admin (development SMS outbox: customer service reads the codes members were sent)
  'GET /api/admin/sms_outbox': 'members.read',
  // agent: agents, plans and commission runs
  'GET /api/admin/agents': 'members.read',
  'GET /api/admin/agents/plans': 'members.read',
  'POST /api/admin/agents/:memberId': 'agents.manage',
  'POST /api/admin/agents/commission-runs': 'agents.manage',
  // member-desk: the console's members area
  'GET /api/admin/members': 'members.read',
  'GET /api/admin/members/:memberId': 'members.read',
  'GET /api/admin/members/:memberId/ledger': 'members.read',
  'GET /api/admin/members/:memberId/bets': 'members.read',
  'GET /api/admin/members/:memberId/chases': 'members.read',
  'GET /api/admin/members/:memberId/deposits': 'members.read',
  'GET /api/admin/members/:memberId/withdrawals': 'members.read',
  'GET /api/admin/members/:memberId/sessions': 'members.read',
  'POST /api/admin/members/:memberId/freeze': 'members.freeze',
  'POST /api/admin/members/:memberId/unfreeze': 'members.freeze',
  'POST /api/admin/members/:memberId/adjust': 'members.adjust',
  // vip: the level table (its amounts are marketing money: set by those who set rebate ceilings)
  'GET /api/admin/vip/levels': 'members.read',
  'PUT /api/admin/vip/levels': 'members.limits',
  // bet: rebate ceilings and member limits
  'GET /api/admin/members/:memberId/rebate': 'members.read',
  'PUT /api/admin/members/:memberId/rebate': 'members.limits',
  'GET /api/admin/member-limits': 'members.read',
  'PUT /api/admin/member-limits': 'members.limits',
  'DELETE /api/admin/member-limits': 'members.limits',
  // protection: a member's limits and breaks; operator exclusions (a member's own are never lifted)
  'GET /api/admin/members/:memberId/protection': 'members.read',
  'POST /api/admin/members/:memberId/protection/exclusion': 'members.limits',
  'POST /api/admin/members/:memberId/protection/lift': 'members.limits',
  // protection: the help organisations the 理性投注 centre lists
  'GET /api/admin/protection/help-contacts': 'content.read',
  'PUT /api/admin/protection/help-contacts': 'content.write',
  // game: room odds and rules
  'GET /api/admin/game-rooms/config': 'games.read',
  'PUT /api/admin/game-rooms/config': 'games.rules',
  'DELETE /api/admin/game-rooms/config': 'games.rules',
  // game: catalogue, issues, epochs, voiding an issue (two-person)
  'GET /api/admin/games': 'games.read',
  'GET /api/admin/games/issues': 'games.read',
  'GET /api/admin/games/epochs': 'games.read',
  'POST /api/admin/games/issues/:id/void': 'games.rules',
  // realtime
  'POST /api/admin/realtime/push': 'system.push',
  // payment: deposit review
  'GET /api/admin/deposits': 'cashier.read',
  'GET /api/admin/deposits/:id/evidence': 'cashier.read',
  'POST /api/admin/deposits/:id/confirm': 'cashier.deposits',
  'POST /api/admin/deposits/:id/reject': 'cashier.deposits',
  // withdraw: review
  'GET /api/admin/withdrawals': 'cashier.read',
  'POST /api/admin/withdrawals/:id/approve': 'cashier.withdrawals',
  'POST /api/admin/withdrawals/:id/reject': 'cashier.withdrawals',
  // reports: the dashboard, the reports and their CSV files, a withdrawal's risk facts
  'GET /api/admin/reports/dashboard': 'reports.read',
  'GET /api/admin/reports/daily': 'reports.read',
  'GET /api/admin/reports/daily/csv': 'reports.read',
  'GET /api/admin/reports/per-game': 'reports.read',
  'GET /api/admin/reports/per-game/csv': 'reports.read',
  'GET /api/admin/reports/per-member': 'reports.read',
  'GET /api/admin/reports/per-member/csv': 'reports.read',
  'GET /api/admin/withdrawals/:id/risk': 'cashier.read',
  // customer service
  'GET /api/admin/customer/list': 'content.read',
  'POST /api/admin/customer/key': 'content.write',
  'POST /api/admin/customer/kefu': 'content.write',
  'PUT /api/admin/customer/kefu/:id': 'content.write',
  'DELETE /api/admin/customer/kefu/:id': 'content.write',
  // customer service: the in-app support chat's desk
  'GET /api/admin/support/conversations': 'support.read',
  'GET /api/admin/support/conversations/:id': 'support.read',
  'POST /api/admin/support/conversations/:id/assign': 'support.reply',
  'POST /api/admin/support/conversations/:id/reply': 'support.reply',
  'POST /api/admin/support/conversations/:id/close': 'support.reply',
  'GET /api/admin/support/canned': 'support.read',
  'POST /api/admin/support/canned': 'support.reply',
  'PUT /api/admin/support/canned/:id': 'support.reply',
  'DELETE /api/admin/support/canned/:id': 'support.reply',
  // help
  'GET /api/admin/questions': 'content.read',
  'POST /api/admin/questions': 'content.write',
  'PUT /api/admin/questions/:id': 'content.write',
  'DELETE /api/admin/questions/:id': 'content.write',
  // notice
  'POST /api/admin/notices': 'content.write',
  // chat: rooms, moderation, the word list, mutes and bans
  'GET /api/admin/chat/rooms': 'content.read',
  'PUT /api/admin/chat/rooms': 'content.write',
  'GET /api/admin/chat/messages': 'content.read',
  'POST /api/admin/chat/messages': 'content.write',
  'POST /api/admin/chat/messages/:id/recall': 'content.write',
  'GET /api/admin/chat/words': 'content.read',
  'PUT /api/admin/chat/words': 'content.write',
  'GET /api/admin/chat/sanctions': 'content.read',
  'POST /api/admin/chat/sanctions': 'content.write',
  'POST /api/admin/chat/sanctions/:id/lift': 'content.write',
  'DELETE /api/admin/notices/:id': 'content.write',
};

/** `METHOD /route/:param` of a request's matched route; HEAD is answered by its GET route. */
export function routeKey(method: string, routeUrl: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${routeUrl}`;
}

export function isAdminRouteUrl(url: string): boolean {
  return url.startsWith('/api/admin/');
}
