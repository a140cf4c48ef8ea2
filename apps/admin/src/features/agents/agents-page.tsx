import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { localTime, useAction, yuan } from '../../lib/use-action';
import { type AgentRow, agentsApi, bpText, type CommissionRun } from './agents-api';

/** 代理管理: agents with their level, rate and line size; the plans; make an agent; pay a day's bet or a week's profit commission. */
export function AgentsPage() {
  const mayManage = can(useSession(), 'agents.manage');
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<{ memberId: number; planId?: number }>();
  const agents = useQuery({ queryKey: ['agents', page], queryFn: () => agentsApi.agents(page) });
  const plans = useQuery({ queryKey: ['agent-plans'], queryFn: agentsApi.plans });
  const make = useAction(
    (v: { memberId: number; planId?: number }) => agentsApi.makeAgent(v.memberId, v.planId),
    {
      done: '已设为代理',
      refresh: ['agents'],
    },
  );
  const run = useAction((kind: 'bet' | 'profit') => agentsApi.runCommission(kind), {
    done: '佣金已结算',
    refresh: ['agents'],
  });
  // useAction's result is untyped; the run answers a CommissionRun.
  const runResult = run.data as CommissionRun | undefined;
  const planName = (id: number | null) => plans.data?.list.find((p) => p.planId === id)?.name ?? '';

  return (
    <section aria-labelledby="agents-title">
      <Typography.Title id="agents-title" level={2}>
        代理管理
      </Typography.Title>
      {mayManage ? (
        <Card title="设为代理">
          <Form form={form} layout="inline" onFinish={(v) => make.mutate(v)}>
            <Form.Item name="memberId" label="会员ID" rules={[{ required: true, message: '请输入会员ID' }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="planId" label="方案">
              <Select
                allowClear
                style={{ minWidth: 160 }}
                options={(plans.data?.list ?? []).map((p) => ({ value: p.planId, label: p.name }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={make.isPending}>
              设为代理
            </Button>
          </Form>
          <Button style={{ marginTop: 12 }} loading={run.isPending} onClick={() => run.mutate('bet')}>
            结算昨日投注佣金
          </Button>
          <Button
            style={{ marginTop: 12, marginLeft: 8 }}
            loading={run.isPending}
            onClick={() => run.mutate('profit')}
          >
            结算上周负盈利佣金
          </Button>
          {runResult ? (
            <Typography.Paragraph style={{ marginTop: 8 }}>
              {runResult.periodKey}：{runResult.agentsPaid} 位代理，共 {yuan(runResult.commissionFen)} 元
            </Typography.Paragraph>
          ) : null}
        </Card>
      ) : null}
      <Card title="代理列表" style={{ marginTop: 16 }}>
        <Table<AgentRow>
          rowKey="memberId"
          loading={agents.isPending}
          dataSource={agents.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: agentsApi.pageSize,
            total: agents.data?.total ?? 0,
            onChange: setPage,
          }}
          columns={[
            { title: '会员ID', dataIndex: 'memberId' },
            { title: '用户名', dataIndex: 'username' },
            { title: '方案', dataIndex: 'planId', render: (id: number | null) => planName(id) },
            { title: '级别', dataIndex: 'level' },
            { title: '返佣比例', dataIndex: 'rateBp', render: (bp: number) => bpText(bp) },
            { title: '团队人数', dataIndex: 'descendants' },
            { title: '成为代理时间', dataIndex: 'agentSince', render: (v: string | null) => localTime(v) },
          ]}
        />
      </Card>
      <Card title="方案" style={{ marginTop: 16 }}>
        <Table
          rowKey="planId"
          loading={plans.isPending}
          pagination={false}
          dataSource={plans.data?.list ?? []}
          columns={[
            { title: '方案', dataIndex: 'name' },
            {
              title: '各级返佣（级差）',
              dataIndex: 'betCommission',
              render: (levels: { scale: number; scaleDiff: number }[]) =>
                levels.map((l, i) => `${i + 1}级 ${bpText(l.scale)}（留 ${bpText(l.scaleDiff)}）`).join('；'),
            },
          ]}
        />
      </Card>
    </section>
  );
}
