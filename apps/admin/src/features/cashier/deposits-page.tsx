import { Select, Tag } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { DEPOSIT_STATUS_NAMES as STATUS_NAMES } from '../../lib/status-names';
import { localTime, yuan } from '../../lib/use-action';
import { cashierApi, type DepositRow, type DepositStatus, QUEUE_PAGE } from './cashier-api';
import { EvidenceButton } from './evidence-button';
import { ReviewQueue } from './review-queue';

const FILTERS: { value: string; label: string }[] = [
  { value: 'paid,pending', label: '待处理' },
  { value: 'paid', label: '已付款待审核' },
  { value: 'expired', label: '已过期' },
  { value: 'confirmed', label: '已入账' },
  { value: 'rejected', label: '已拒绝' },
];

/** The deposit queue: receipts, confirm (credits the member once) and reject with a reason. */
export function DepositsPage() {
  const [filter, setFilter] = useState('paid,pending');
  return (
    <ReviewQueue<DepositRow>
      title="充值审核"
      queryKey={['deposits', filter]}
      load={(afterId) => cashierApi.deposits(filter.split(',') as DepositStatus[], afterId)}
      pageSize={QUEUE_PAGE}
      toolbar={
        <Select
          aria-label="状态"
          value={filter}
          onChange={setFilter}
          options={FILTERS}
          style={{ width: 160 }}
        />
      }
      mayDecide={can(useSession(), 'cashier.deposits')}
      decidable={(r) => r.status === 'pending' || r.status === 'paid' || r.status === 'expired'}
      columns={[
        { title: '订单号', dataIndex: 'order_sn' },
        { title: '会员', dataIndex: 'username', render: (u: string, r) => `${u}（${r.member_id}）` },
        { title: '金额（元）', dataIndex: 'amount_fen', align: 'right', render: yuan },
        { title: '付款人', dataIndex: 'payer_name' },
        { title: '状态', dataIndex: 'status', render: (s: DepositStatus) => <Tag>{STATUS_NAMES[s]}</Tag> },
        { title: '提交时间', dataIndex: 'created_at', render: localTime },
        {
          title: '凭证',
          key: 'evidence',
          render: (_, r) => (r.has_evidence ? <EvidenceButton orderId={r.id} /> : '无'),
        },
      ]}
      approve={{
        label: '确认入账',
        done: '已确认入账',
        question: (r) => `确认订单 ${r.order_sn} 已到账 ${yuan(r.amount_fen)} 元？`,
        run: (id) => cashierApi.confirmDeposit(id),
      }}
      reject={{
        done: '已拒绝',
        dialogTitle: (r) => `拒绝充值 ${r.order_sn}`,
        run: (id, reason) => cashierApi.rejectDeposit(id, reason),
      }}
    />
  );
}
