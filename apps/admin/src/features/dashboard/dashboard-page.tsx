import type { GameReportRow } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import { localTime, yuan } from '../../lib/use-action';
import { dashboardApi } from './dashboard-api';

/** How often the figures refresh while the page is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

function Figure(props: { title: string; value: string | number; suffix?: string; danger?: boolean }) {
  return (
    <Card size="small">
      <Statistic
        title={props.title}
        value={props.value}
        suffix={props.suffix}
        // As given: amounts are already the domain formatter's yuan text, counts plain integers.
        formatter={(v) => String(v)}
        valueStyle={props.danger ? { color: '#cf1322' } : undefined}
      />
    </Card>
  );
}

/**
 * Today on the platform's calendar (Asia/Shanghai): money in and out, settled bets and the house's
 * result per game, who is online, the queues waiting for an operator and how late the draws are.
 */
export function DashboardPage() {
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dashboardApi.today(),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const d = query.data;
  const lagging = (d?.draw_lag.overdue_issues ?? 0) > 0;

  return (
    <section aria-labelledby="dashboard-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id="dashboard-title" level={2} style={{ margin: 0 }}>
          运营概览
        </Typography.Title>
        <Space>
          {d && (
            <Typography.Text type="secondary">
              {d.day}（北京时间）· 更新于 {localTime(d.at)}
            </Typography.Text>
          )}
          <Button onClick={() => query.refetch()}>刷新</Button>
        </Space>
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      {d && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Figure
                title="今日充值（元）"
                value={yuan(d.deposits.amount_fen)}
                suffix={`/ ${d.deposits.count} 笔`}
              />
            </Col>
            <Col span={6}>
              <Figure
                title="今日提现（元）"
                value={yuan(d.withdrawals.amount_fen)}
                suffix={`/ ${d.withdrawals.count} 笔`}
              />
            </Col>
            <Col span={6}>
              <Figure
                title="今日投注（元）"
                value={yuan(d.bets.stake_fen)}
                suffix={`/ ${d.bets.bet_count} 注`}
              />
            </Col>
            <Col span={6}>
              <Figure title="今日平台盈亏（元）" value={yuan(d.bets.ggr_fen)} danger={d.bets.ggr_fen < 0} />
            </Col>
            <Col span={6}>
              <Figure title="在线会员" value={d.online_members} suffix="人" />
            </Col>
            <Col span={6}>
              <Figure title="待审核充值" value={d.pending.deposits} suffix="笔" />
            </Col>
            <Col span={6}>
              <Figure title="待审核提现" value={d.pending.withdrawals} suffix="笔" />
            </Col>
            <Col span={6}>
              <Figure title="待审批操作" value={d.pending.approvals} suffix="项" />
            </Col>
          </Row>
          {lagging ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={`开奖延迟：${d.draw_lag.overdue_issues} 期已过开奖时间未开奖，最久 ${d.draw_lag.max_lag_sec} 秒`}
            />
          ) : (
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 16 }}
              title="开奖正常：没有超时未开的期号"
            />
          )}
        </>
      )}
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        今日各游戏盈亏
      </Typography.Title>
      <Table<GameReportRow>
        rowKey="game_code"
        size="small"
        loading={query.isFetching && !d}
        dataSource={d?.games ?? []}
        pagination={false}
        // antd draws a bare empty text in its disabled grey (below AA contrast): the secondary text instead.
        locale={{ emptyText: <Typography.Text type="secondary">今日暂无已结算注单</Typography.Text> }}
        columns={[
          { title: '游戏', dataIndex: 'game_name' },
          { title: '注单数', dataIndex: 'bet_count', align: 'right' },
          { title: '投注额（元）', dataIndex: 'stake_fen', align: 'right', render: yuan },
          { title: '派彩（元）', dataIndex: 'payout_fen', align: 'right', render: yuan },
          { title: '平台盈亏（元）', dataIndex: 'ggr_fen', align: 'right', render: yuan },
        ]}
      />
    </section>
  );
}
