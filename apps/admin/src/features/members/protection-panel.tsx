import {
  type MemberProtectionState,
  type ProtectionAdminBreak,
  type ProtectionAdminView,
  ProtectionBreakLabels,
  type ProtectionLimitKey,
  ProtectionLimitLabels,
} from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { ReasonDialog } from '../../lib/reason-dialog';
import { localTime, useAction, yuan } from '../../lib/use-action';
import { membersApi } from './members-api';

/** Protection instants are epoch milliseconds on the wire. */
const at = (ms: number | null) => (ms === null ? '' : localTime(new Date(ms).toISOString()));

/** A limit's amount: fen as yuan, the session length in minutes, 未设置 for none. */
function limitText(key: ProtectionLimitKey, value: number | null): string {
  if (value === null) return '未设置';
  return key === 'session_minutes' ? `${value} 分钟` : `${yuan(value)} 元`;
}

type BreakState = 'running' | 'ended' | 'lifted' | 'waiting';

function breakState(b: ProtectionAdminBreak, nowMs: number): BreakState {
  if (b.lifted_at !== null && b.lifted_at <= nowMs) return 'lifted';
  if (b.starts_at > nowMs) return 'waiting';
  return b.ends_at > nowMs ? 'running' : 'ended';
}

const BREAK_STATE_TAGS: Record<BreakState, { text: string; color?: string }> = {
  running: { text: '进行中', color: 'red' },
  waiting: { text: '未开始' },
  ended: { text: '已结束' },
  lifted: { text: '已解除' },
};

/** A member sets their own time-out or self-exclusion; an exclusion names its operator (none: the admin token). */
function setBy(b: ProtectionAdminBreak): string {
  if (b.kind !== 'operator_exclusion') return '会员本人';
  return b.operator_id === null ? '管理令牌' : `运营人员 #${b.operator_id}`;
}

/** Only an operator's exclusion ends early, and only while it runs (the domain's `mayLiftEarly`). */
export const mayLift = (b: ProtectionAdminBreak, nowMs: number) =>
  b.kind === 'operator_exclusion' && breakState(b, nowMs) === 'running';

/** The members list's and the profile's tag: the break in force, else 已设限额, else `fallback`. */
export function ProtectionTag({
  state,
  fallback = null,
}: {
  state: MemberProtectionState;
  fallback?: string | null;
}) {
  if (state.break_kind !== null)
    return (
      <Tag color="red" title={`至 ${localTime(state.break_ends_at)}`}>
        {ProtectionBreakLabels[state.break_kind]}
      </Tag>
    );
  if (state.has_limits) return <Tag color="blue">已设限额</Tag>;
  return fallback;
}

const USAGE_ROWS = [
  { key: 'day', name: '今日' },
  { key: 'week', name: '本周' },
  { key: 'month', name: '本月' },
] as const;

/**
 * 理性投注 on a member's profile: every limit with its pending change, the usage of the day, week and
 * month, the break in force and every break. Operators with `members.limits` set an operator exclusion
 * and lift one; a member's own time-out or self-exclusion has no lift (the server refuses it with 403).
 */
export function ProtectionPanel(props: { memberId: number; username: string }) {
  const session = useSession();
  const { memberId: id } = props;
  const [excluding, setExcluding] = useState(false);
  const query = useQuery({
    queryKey: ['member', id, 'protection'],
    queryFn: () => membersApi.protection(id),
  });
  const refresh = ['member'];
  const exclude = useAction((body: { days: number; reason: string }) => membersApi.exclude(id, body), {
    done: '已设置平台限制期',
    refresh,
  });
  const lift = useAction((breakId: number) => membersApi.lift(id, breakId), { done: '已解除', refresh });
  const mayWrite = can(session, 'members.limits');
  const view = query.data;

  return (
    <section aria-label="理性投注">
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      {view && (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            <Typography.Text strong>当前暂停：</Typography.Text>
            <CurrentBreak view={view} />
            {mayWrite && (
              <Button danger onClick={() => setExcluding(true)}>
                设置平台限制期
              </Button>
            )}
          </Space>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            限额
          </Typography.Title>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={view.limits}
            style={{ marginBottom: 16 }}
            columns={[
              {
                title: '限额',
                dataIndex: 'key',
                render: (k: ProtectionLimitKey) => ProtectionLimitLabels[k],
              },
              { title: '当前', key: 'value', render: (_, l) => limitText(l.key, l.value) },
              {
                title: '待生效',
                key: 'pending',
                render: (_, l) =>
                  l.pending === null
                    ? '—'
                    : l.pending.value === null
                      ? '取消限额'
                      : limitText(l.key, l.pending.value),
              },
              { title: '可确认时间', key: 'due', render: (_, l) => (l.pending ? at(l.pending.due_at) : '—') },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            用量
          </Typography.Title>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            style={{ marginBottom: 16 }}
            dataSource={USAGE_ROWS.map((r) => ({ ...r, ...view.usage[r.key] }))}
            columns={[
              { title: '周期', dataIndex: 'name' },
              { title: '充值（元）', dataIndex: 'deposit_fen', align: 'right', render: yuan },
              { title: '投注（元）', dataIndex: 'stake_fen', align: 'right', render: yuan },
              { title: '返还（元）', dataIndex: 'return_fen', align: 'right', render: yuan },
              { title: '净输赢（元）', dataIndex: 'net_fen', align: 'right', render: yuan },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            暂停记录
          </Typography.Title>
          <Table<ProtectionAdminBreak>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={view.breaks}
            locale={{ emptyText: '没有暂停记录' }}
            columns={[
              {
                title: '类型',
                dataIndex: 'kind',
                render: (k: ProtectionAdminBreak['kind']) => ProtectionBreakLabels[k],
              },
              { title: '开始', dataIndex: 'starts_at', render: at },
              { title: '结束', dataIndex: 'ends_at', render: at },
              {
                title: '设置人',
                key: 'by',
                render: (_, b) => setBy(b),
              },
              { title: '原因', dataIndex: 'reason', render: (r: string) => r || '—' },
              {
                title: '状态',
                key: 'state',
                render: (_, b) => {
                  const s = BREAK_STATE_TAGS[breakState(b, view.server_time)];
                  return (
                    <>
                      <Tag color={s.color}>{s.text}</Tag>
                      {b.lifted_at !== null && at(b.lifted_at)}
                    </>
                  );
                },
              },
              ...(mayWrite
                ? [
                    {
                      title: '操作',
                      key: 'actions',
                      render: (_: unknown, b: ProtectionAdminBreak) =>
                        mayLift(b, view.server_time) ? (
                          <Popconfirm
                            title="提前解除这条平台限制期？"
                            okText="解除"
                            cancelText="取消"
                            onConfirm={() => lift.mutateAsync(b.id).catch(() => undefined)}
                          >
                            <Button size="small" aria-label={`解除平台限制期 ${b.id}`}>
                              解除
                            </Button>
                          </Popconfirm>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
      <ReasonDialog
        title={`设置平台限制期：${props.username}`}
        okText="设置"
        danger
        open={excluding}
        busy={exclude.isPending}
        onCancel={() => setExcluding(false)}
        fields={
          <Form.Item
            label="天数"
            name="days"
            rules={[{ required: true, message: '请输入天数' }]}
            extra="期间会员不能投注、追号、收发红包、充值或转入场馆；提现和查询不受影响"
          >
            <InputNumber min={1} max={36_500} precision={0} style={{ width: 160 }} />
          </Form.Item>
        }
        onSubmit={(reason, values) =>
          exclude.mutate({ days: values.days as number, reason }, { onSuccess: () => setExcluding(false) })
        }
      />
    </section>
  );
}

function CurrentBreak({ view }: { view: ProtectionAdminView }) {
  const b = view.break;
  if (b === null) return <Tag>无</Tag>;
  return (
    <>
      <Tag color="red">{ProtectionBreakLabels[b.kind]}</Tag>
      <Typography.Text>
        {at(b.starts_at)} 至 {at(b.ends_at)}
      </Typography.Text>
    </>
  );
}
