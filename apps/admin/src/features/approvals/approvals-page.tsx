import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import type { ApprovalView, Permission } from '../../lib/operator-types';
import { RejectDialog } from '../../lib/reject-dialog';
import { localTime, useAction } from '../../lib/use-action';
import { approvalsApi } from './approvals-api';

/** What each two-person action is, by its route (approval-policies.ts on the server). */
const ACTIONS: Record<string, string> = {
  'POST /api/admin/withdrawals/:id/approve': '大额提现付款',
  'PUT /api/admin/game-rooms/config': '修改房间赔率/规则',
  'DELETE /api/admin/game-rooms/config': '删除房间赔率/规则',
  'PUT /api/admin/operators/:id/role': '修改运营账号角色',
  'POST /api/admin/games/issues/:id/void': '作废期号（退还投注）',
};

// Plain tags: antd's coloured presets fall below WCAG AA contrast.
const STATUS: Record<ApprovalView['status'], { text: string }> = {
  pending: { text: '待审批' },
  executing: { text: '执行中' },
  executed: { text: '已执行' },
  failed: { text: '执行失败' },
  rejected: { text: '已拒绝' },
};

function failureOf(result: unknown): string {
  const message = (result as { error_message?: unknown } | null)?.error_message;
  return typeof message === 'string' ? message : '未知错误';
}

/** JSON as the approver reads it: compact, one line per key. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

/**
 * Sensitive actions waiting for a second operator: what, who proposed it and when, before → after.
 * Approving needs the action's own permission and is never offered to the proposer; anyone who may
 * decide it (or the proposer, withdrawing it) may reject it with a reason.
 */
export function ApprovalsPage() {
  const session = useSession();
  const me = session?.operator?.id ?? null;
  const [status, setStatus] = useState<ApprovalView['status']>('pending');
  const [rejecting, setRejecting] = useState<ApprovalView | null>(null);
  const query = useQuery({ queryKey: ['approvals', status], queryFn: () => approvalsApi.list(status) });
  // An approved action that then failed (its route refused it) is an error, with the route's own message.
  const approve = useAction(
    async (id: number) => {
      const done = await approvalsApi.approve(id);
      if (done.status === 'failed') throw new Error(`已批准，但执行失败：${failureOf(done.result)}`);
      return done;
    },
    { done: '已批准并执行', refresh: ['approvals'] },
  );
  const reject = useAction((v: { id: number; reason: string }) => approvalsApi.reject(v.id, v.reason), {
    done: '已拒绝',
    refresh: ['approvals'],
  });
  const mayDecide = (a: ApprovalView) => can(session, a.permission as Permission);

  return (
    <section aria-labelledby="approvals-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id="approvals-title" level={2} style={{ margin: 0 }}>
          待审批操作
        </Typography.Title>
        <Space>
          <Segmented<ApprovalView['status']>
            value={status}
            onChange={setStatus}
            options={(['pending', 'executed', 'failed', 'rejected'] as const).map((s) => ({
              value: s,
              label: STATUS[s].text,
            }))}
          />
          <Button onClick={() => query.refetch()}>刷新</Button>
        </Space>
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<ApprovalView>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 项` }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          {
            title: '操作',
            key: 'what',
            render: (_, a) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{ACTIONS[a.route] ?? a.route}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {a.method} {a.url}
                </Typography.Text>
                <Typography.Text style={{ fontSize: 12 }}>{a.summary}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '提交人',
            key: 'who',
            render: (_, a) => (
              <span>
                {a.proposed_by_name || `#${a.proposed_by}`}
                {a.proposed_by === me && <Tag style={{ marginLeft: 4 }}>我</Tag>}
              </span>
            ),
          },
          { title: '提交时间', dataIndex: 'proposed_at', render: localTime },
          { title: '变更前', dataIndex: 'before', render: (v) => <Json value={v} /> },
          { title: '变更后（请求内容）', dataIndex: 'body', render: (v) => <Json value={v} /> },
          {
            title: '状态',
            key: 'status',
            render: (_, a) => (
              <Space direction="vertical" size={0}>
                <Tag>{STATUS[a.status].text}</Tag>
                {a.decided_by !== null && (
                  <Typography.Text style={{ fontSize: 12 }}>
                    {a.decided_by_name || `#${a.decided_by}`} · {localTime(a.decided_at)}
                  </Typography.Text>
                )}
                {a.reason && <Typography.Text style={{ fontSize: 12 }}>原因：{a.reason}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: '审批',
            key: 'actions',
            render: (_, a) => {
              if (a.status !== 'pending') return null;
              const own = a.proposed_by === me;
              return (
                <Space>
                  {!own && mayDecide(a) && (
                    <Popconfirm
                      title={`批准并执行：${ACTIONS[a.route] ?? a.route}（#${a.id}）？`}
                      okText="批准"
                      cancelText="取消"
                      onConfirm={() => approve.mutateAsync(a.id).catch(() => query.refetch())}
                    >
                      <Button type="primary" size="small">
                        批准
                      </Button>
                    </Popconfirm>
                  )}
                  {(own || mayDecide(a)) && (
                    <Button danger size="small" onClick={() => setRejecting(a)}>
                      {own ? '撤回' : '拒绝'}
                    </Button>
                  )}
                  {own && <Typography.Text type="secondary">需另一位运营人员审批</Typography.Text>}
                </Space>
              );
            },
          },
        ]}
      />
      <RejectDialog
        title={rejecting ? `拒绝审批 #${rejecting.id}` : ''}
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
