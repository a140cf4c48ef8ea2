import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { RejectDialog } from '../../lib/reject-dialog';
import { localTime, useAction, yuan } from '../../lib/use-action';
import { cashierApi, type WithdrawalRow } from './cashier-api';
import { WithdrawalRisk } from './withdrawal-risk';

/**
 * Pending withdrawals: open a row for the member's risk facts; approve (marks paid from the hold; above
 * the threshold a second operator approves it) or reject with a reason (releases the hold).
 */
export function WithdrawalsPage() {
  const mayDecide = can(useSession(), 'cashier.withdrawals');
  const [rejecting, setRejecting] = useState<WithdrawalRow | null>(null);
  const query = useQuery({ queryKey: ['withdrawals'], queryFn: () => cashierApi.withdrawals() });
  const approve = useAction((id: number) => cashierApi.approveWithdrawal(id), {
    done: '已通过',
    refresh: ['withdrawals'],
  });
  const reject = useAction(
    (v: { id: number; reason: string }) => cashierApi.rejectWithdrawal(v.id, v.reason),
    {
      done: '已拒绝',
      refresh: ['withdrawals'],
    },
  );

  return (
    <section aria-labelledby="withdrawals-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id="withdrawals-title" level={2} style={{ margin: 0 }}>
          提现审核
        </Typography.Title>
        <Button onClick={() => query.refetch()}>刷新</Button>
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<WithdrawalRow>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 笔` }}
        expandable={{ expandedRowRender: (r) => <WithdrawalRisk id={r.id} />, columnTitle: '风控' }}
        columns={[
          { title: '编号', dataIndex: 'id' },
          { title: '会员 ID', dataIndex: 'memberId' },
          { title: '金额（元）', dataIndex: 'amountFen', align: 'right', render: yuan },
          { title: '方式', dataIndex: 'typeName' },
          { title: '收款账号', dataIndex: 'account' },
          { title: '申请时间', dataIndex: 'createdAt', render: localTime },
          {
            title: '操作',
            key: 'actions',
            render: (_, r) =>
              mayDecide ? (
                <Space>
                  <Popconfirm
                    title={`确认已向会员 ${r.memberId} 付款 ${yuan(r.amountFen)} 元？`}
                    okText="通过"
                    cancelText="取消"
                    onConfirm={() => approve.mutateAsync(r.id).catch(() => undefined)}
                  >
                    <Button type="primary" size="small">
                      通过
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
        title={rejecting ? `拒绝提现 #${rejecting.id}` : ''}
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
