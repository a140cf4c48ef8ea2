import { GIFT_TYPE_NAMES, GIFT_TYPES } from '../promotion';

/** How ledger transfer types read to a member (账变类型), grouped for the type filter. */
export const TYPE_NAMES: Record<string, string> = {
  deposit: '充值',
  withdrawal: '提现',
  withdrawal_rejected: '提现退回',
  withdrawal_cancelled: '提现撤销',
  bet_stake: '投注',
  bet_cancel: '撤单返还',
  bet_payout: '派奖',
  bet_rebate: '返点',
  bet_refund: '投注退款',
  hold_release: '冻结返还',
  venue_in: '转入场馆',
  venue_out: '场馆转回',
  agent_commission: '佣金',
  agent_recharge: '代理代充',
  red_packet_send: '发红包',
  red_packet_refund: '红包退回',
  red_packet_liability: '抢红包冻结',
  red_packet_release: '红包冻结返还',
  red_packet_mine: '红包踩雷赔付',
  red_packet_grab: '抢红包',
  red_packet_mine_win: '红包中雷收入',
  // Operator adjustments (member-desk), in the "other" group.
  manual_credit: '系统加款',
  manual_debit: '系统扣款',
  ...GIFT_TYPE_NAMES,
};

export const TYPE_GROUPS = [
  { key: 'recharge', name: '充值', types: ['deposit', 'agent_recharge'] },
  { key: 'withdraw', name: '提现', types: ['withdrawal', 'withdrawal_rejected', 'withdrawal_cancelled'] },
  {
    key: 'bet',
    name: '投注',
    types: ['bet_stake', 'bet_cancel', 'bet_refund', 'bet_payout', 'bet_rebate', 'hold_release'],
  },
  { key: 'venue', name: '场馆转账', types: ['venue_in', 'venue_out'] },
  { key: 'commission', name: '佣金', types: ['agent_commission'] },
  {
    key: 'redpacket',
    name: '红包',
    types: [
      'red_packet_send',
      'red_packet_refund',
      'red_packet_liability',
      'red_packet_release',
      'red_packet_mine',
      'red_packet_grab',
      'red_packet_mine_win',
    ],
  },
  { key: 'gift', name: '礼金', types: GIFT_TYPES },
] as const;

export const typeNameOf = (type: string) => TYPE_NAMES[type] ?? '其他';

export function groupOf(type: string): string {
  return TYPE_GROUPS.find((g) => (g.types as readonly string[]).includes(type))?.key ?? 'other';
}
