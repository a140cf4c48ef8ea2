import type { Permission } from '../lib/operator-types';

/**
 * A page's permission, or 'signed-in': any operator (the approvals queue checks each action's own);
 * the development token is no operator and cannot propose or approve, so it does not see those.
 */
export type MenuEntry = { path: string; label: string; permission: Permission | 'signed-in'; group: string };

/** Every console page with the permission that shows it; the server refuses the calls anyway. */
export const MENU: readonly MenuEntry[] = [
  { group: '概览', path: '/dashboard', label: '运营概览', permission: 'reports.read' },
  { group: '概览', path: '/reports', label: '报表', permission: 'reports.read' },
  { group: '财务', path: '/cashier/deposits', label: '充值审核', permission: 'cashier.read' },
  { group: '财务', path: '/cashier/withdrawals', label: '提现审核', permission: 'cashier.read' },
  { group: '会员', path: '/members', label: '会员管理', permission: 'members.read' },
  { group: '会员', path: '/agents', label: '代理管理', permission: 'members.read' },
  { group: '游戏', path: '/games/issues', label: '游戏与期号', permission: 'games.read' },
  { group: '游戏', path: '/games/rooms', label: '房间与赔率', permission: 'games.read' },
  { group: '游戏', path: '/games/member-limits', label: '会员限额与返点', permission: 'members.read' },
  { group: '会员', path: '/vip/levels', label: 'VIP 等级', permission: 'members.read' },
  { group: '内容', path: '/content/notices', label: '公告', permission: 'content.write' },
  { group: '内容', path: '/content/customer-service', label: '客服', permission: 'content.read' },
  { group: '内容', path: '/content/chat', label: '聊天室', permission: 'content.read' },
  { group: '客服', path: '/support', label: '客服会话', permission: 'support.read' },
  { group: '内容', path: '/protection/help-contacts', label: '理性投注求助机构', permission: 'content.read' },
  { group: '运营账号', path: '/operators', label: '运营账号', permission: 'operators.read' },
  { group: '运营账号', path: '/audit', label: '审计日志', permission: 'audit.read' },
  { group: '审批', path: '/approvals', label: '待审批操作', permission: 'signed-in' },
];

export function menuFor(permissions: readonly Permission[], operator = true): MenuEntry[] {
  return MENU.filter((m) => (m.permission === 'signed-in' ? operator : permissions.includes(m.permission)));
}
