import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { RejectDialog } from '../../lib/reject-dialog';
import { localTime, useAction, yuan } from '../../lib/use-action';
import { cashierApi, type DepositRow, type DepositStatus } from './cashier-api';
import { EvidenceButton } from './evidence-button';

const STATUS_NAMES: Record<DepositStatus, string> = {
  pending: '待付款',
  paid: '已付款待审核',
  confirmed: '已入账',
  rejected: '已拒绝',
  cancelled: '已取消',
  expired: '已过期',
};
const FILTERS: { value: string; label: string }[] = [
  { value: 'paid,pending', label: '待处理' },
  { value: 'paid', label: '已付款待审核' },
  { value: 'expired', label: '已过期' },
  { value: 'confirmed', label: '已入账' },
  { value: 'rejected', label: '已拒绝' },
];

/** The deposit queue: receipts, confirm (credits the member once) and reject with a reason. */
export function DepositsPage() {
  const session = useSession();
  const mayDecide = can(session, 'cashier.deposits');
  const [filter, setFilter] = useState('paid,pending');
  const [rejecting, setRejecting] = useState<DepositRow | null>(null);
  const query = useQuery({
    queryKey: ['deposits', filter],
    queryFn: () => cashierApi.deposits(filter.split(',') as DepositStatus[]),
  });
  const confirm = useAction((id: number) => cashierApi.confirmDeposit(id), {
    done: '已确认入账',
    refresh: ['deposits'],
  });
  const reject = useAction((v: { id: number; reason: string }) => cashierApi.rejectDeposit(v.id, v.reason), {
    done: '已拒绝',
    refresh: ['deposits'],
  });
  const open = (s: DepositStatus) => s === 'pending' || s === 'paid' || s === 'expired';

  return (
    <section aria-labelledby="deposits-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id="deposits-title" level={2} style={{ margin: 0 }}>
          充值审核
        </Typography.Title>
        <Space>
          <Select
            aria-label="状态"
            value={filter}
            onChange={setFilter}
            options={FILTERS}
            style={{ width: 160 }}
          />
          <Button onClick={() => query.refetch()}>刷新</Button>
        </Space>
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<DepositRow>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 笔` }}
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
          {
            title: '操作',
            key: 'actions',
            render: (_, r) =>
              mayDecide && open(r.status) ? (
                <Space>
                  <Popconfirm
                    title={`确认订单 ${r.order_sn} 已到账 ${yuan(r.amount_fen)} 元？`}
                    okText="确认入账"
                    cancelText="取消"
                    onConfirm={() => confirm.mutateAsync(r.id).catch(() => undefined)}
                  >
                    <Button type="primary" size="small">
                      确认入账
                    </Button>
                  </Popconfirm>
                  <Button danger size="small" onClick={() => setRejecting(r)}>
                    拒绝
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <RejectDialog
        title={rejecting ? `拒绝充值 ${rejecting.order_sn}` : ''}
        open={rejecting !== null}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting && reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })
        }
      />
    </section>
  );
}
