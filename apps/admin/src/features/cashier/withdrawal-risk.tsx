import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Spin, Table, Typography } from 'antd';
import { localTime, yuan } from '../../lib/use-action';
import { cashierApi } from './cashier-api';

/** A withdrawal's risk facts, read when its row is opened: turnover, recent wins and bound accounts. */
export function WithdrawalRisk({ id }: { id: number }) {
  const query = useQuery({ queryKey: ['withdrawal-risk', id], queryFn: () => cashierApi.withdrawalRisk(id) });
  if (query.error) return <Alert type="error" title={query.error.message} showIcon />;
  const r = query.data;
  if (!r) return <Spin />;
  const days = `近 ${r.window_days} 天`;
  return (
    <section aria-label={`提现 #${id} 风控信息`}>
      <Descriptions size="small" column={4} bordered title="风控信息">
        <Descriptions.Item label="会员">
          {r.username}（{r.member_id}）
        </Descriptions.Item>
        <Descriptions.Item label="当前余额（元）">{yuan(r.balance_fen)}</Descriptions.Item>
        <Descriptions.Item label="剩余打码量（元）">
          {r.turnover_required_fen > 0 ? (
            <Typography.Text type="danger" strong>
              {yuan(r.turnover_required_fen)}
            </Typography.Text>
          ) : (
            '0.00'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={`${days}流水（元）`}>{yuan(r.turnover_fen)}</Descriptions.Item>
        <Descriptions.Item label={`${days}中奖`}>
          {r.wins.count} 次，共 {yuan(r.wins.payout_fen)} 元
        </Descriptions.Item>
        <Descriptions.Item label={`${days}最大单注派彩（元）`}>{yuan(r.wins.biggest_fen)}</Descriptions.Item>
        <Descriptions.Item label={`${days}充值（元）`}>{yuan(r.deposits_fen)}</Descriptions.Item>
        <Descriptions.Item label="本次提现（元）">{yuan(r.amount_fen)}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey={(a) => `${a.type}-${a.account}-${a.created_at}`}
        pagination={false}
        style={{ marginTop: 8 }}
        title={() => '绑定的收款账号'}
        dataSource={r.accounts}
        locale={{ emptyText: <Typography.Text type="secondary">没有绑定的收款账号</Typography.Text> }}
        columns={[
          { title: '账号', dataIndex: 'account' },
          { title: '户名', dataIndex: 'holder_name' },
          { title: '银行', dataIndex: 'bank_name' },
          { title: '绑定时间', dataIndex: 'created_at', render: localTime },
          {
            title: '状态',
            dataIndex: 'deleted',
            render: (d: boolean) => (d ? '已删除' : '使用中'),
          },
        ]}
      />
    </section>
  );
}
