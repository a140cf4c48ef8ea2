import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { useAction, yuan } from '../../lib/use-action';
import { gamesApi, type MemberLimitRow } from './games-api';

type LimitFields = { game_id?: string; per_bet?: number | null; per_issue?: number | null };

const toFen = (yuanValue: number | null | undefined) =>
  yuanValue === null || yuanValue === undefined ? null : Math.round(yuanValue * 100);

/** One member's own bet limits per game and their rebate ceiling (basis points). */
export function MemberLimitsPage() {
  const mayWrite = can(useSession(), 'members.limits');
  const [memberId, setMemberId] = useState<number | null>(null);
  const [limitForm] = Form.useForm<LimitFields>();
  const limits = useQuery({
    queryKey: ['member-limits', memberId],
    queryFn: () => gamesApi.memberLimits(memberId ?? 0),
    enabled: memberId !== null,
  });
  const rebate = useQuery({
    queryKey: ['member-rebate', memberId],
    queryFn: () => gamesApi.rebate(memberId ?? 0),
    enabled: memberId !== null,
  });
  const refresh = ['member-limits'];
  const setLimit = useAction(
    (f: LimitFields) =>
      gamesApi.setMemberLimit({
        member_id: memberId ?? 0,
        game_id: f.game_id?.trim() ?? '',
        max_per_bet_fen: toFen(f.per_bet),
        max_per_issue_fen: toFen(f.per_issue),
      }),
    { done: '限额已保存', refresh },
  );
  const removeLimit = useAction((gameId: string) => gamesApi.removeMemberLimit(memberId ?? 0, gameId), {
    done: '已删除',
    refresh,
  });
  const setRebate = useAction((maxBp: number | null) => gamesApi.setRebate(memberId ?? 0, maxBp), {
    done: '返点上限已保存',
    refresh: ['member-rebate'],
  });
  const error = limits.error ?? rebate.error;

  return (
    <section aria-labelledby="limits-title">
      <Typography.Title id="limits-title" level={2}>
        会员限额与返点
      </Typography.Title>
      <Form<{ id: number }>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={({ id }) => setMemberId(id)}
      >
        <Form.Item label="会员 ID" name="id" rules={[{ required: true, message: '请输入会员 ID' }]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
      </Form>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      {memberId !== null && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card title={`会员 ${memberId} 的限额`}>
            <Table<MemberLimitRow>
              rowKey="gameCode"
              loading={limits.isFetching}
              dataSource={limits.data?.list ?? []}
              pagination={false}
              columns={[
                { title: '游戏', dataIndex: 'gameCode', render: (g: string) => g || '全部游戏' },
                {
                  title: '单注上限（元）',
                  dataIndex: 'maxPerBetFen',
                  render: (f: number | null) => (f === null ? '不限' : yuan(f)),
                },
                {
                  title: '单期上限（元）',
                  dataIndex: 'maxPerIssueFen',
                  render: (f: number | null) => (f === null ? '不限' : yuan(f)),
                },
                {
                  title: '操作',
                  key: 'actions',
                  render: (_, r) =>
                    mayWrite && (
                      <Popconfirm
                        title="删除这条限额？"
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => removeLimit.mutateAsync(r.gameCode).catch(() => undefined)}
                      >
                        <Button danger size="small">
                          删除
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]}
            />
            {mayWrite && (
              <Form<LimitFields>
                form={limitForm}
                layout="inline"
                style={{ marginTop: 16 }}
                onFinish={(f) => setLimit.mutate(f)}
              >
                <Form.Item label="游戏代码" name="game_id">
                  <Input placeholder="留空为全部游戏" />
                </Form.Item>
                <Form.Item label="单注上限（元）" name="per_bet">
                  <InputNumber min={0.01} precision={2} />
                </Form.Item>
                <Form.Item label="单期上限（元）" name="per_issue">
                  <InputNumber min={0.01} precision={2} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={setLimit.isPending}>
                  保存
                </Button>
              </Form>
            )}
          </Card>
          <Card title="返点上限">
            {rebate.data && (
              <Form<{ maxBp: number | null }>
                key={`${memberId}-${rebate.data.maxBp}`}
                layout="inline"
                initialValues={{ maxBp: rebate.data.maxBp }}
                onFinish={({ maxBp }) => setRebate.mutate(maxBp ?? null)}
              >
                <Form.Item
                  label="上限（基点，100 = 1%）"
                  name="maxBp"
                  extra={`步长 ${rebate.data.stepBp} 基点；清空则恢复站点默认`}
                >
                  <InputNumber min={0} max={10_000} precision={0} disabled={!mayWrite} />
                </Form.Item>
                {mayWrite && (
                  <Button type="primary" htmlType="submit" loading={setRebate.isPending}>
                    保存
                  </Button>
                )}
              </Form>
            )}
          </Card>
        </Space>
      )}
    </section>
  );
}
