import { localDate } from '@qilin/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { yuan } from '../../lib/use-action';
import { type ReportKind, type ReportRange, type ReportRows, reportsApi } from './reports-api';

const PAGE_SIZE = 20;

/** 'YYYY-MM-DD' of an instant on the platform's calendar (Asia/Shanghai). */
export function shanghaiDay(ms: number): string {
  const { year, month, day } = localDate(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last seven days, today included. */
export function defaultRange(now = Date.now()): ReportRange {
  return { from: shanghaiDay(now - 6 * 86_400_000), to: shanghaiDay(now) };
}

const money = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: yuan,
});
const bets = [
  { title: '注单数', dataIndex: 'bet_count', align: 'right' as const },
  money('投注额（元）', 'stake_fen'),
  money('派彩（元）', 'payout_fen'),
  money('平台盈亏（元）', 'ggr_fen'),
];

const COLUMNS: { [K in ReportKind]: { rowKey: keyof ReportRows[K]; columns: ColumnsType<ReportRows[K]> } } = {
  daily: {
    rowKey: 'day',
    columns: [
      { title: '日期', dataIndex: 'day' },
      { title: '充值笔数', dataIndex: 'deposit_count', align: 'right' },
      money('充值金额（元）', 'deposit_fen'),
      { title: '提现笔数', dataIndex: 'withdrawal_count', align: 'right' },
      money('提现金额（元）', 'withdrawal_fen'),
      ...bets,
    ],
  },
  'per-game': {
    rowKey: 'game_code',
    columns: [
      { title: '游戏', dataIndex: 'game_name' },
      { title: '游戏代码', dataIndex: 'game_code' },
      ...bets,
    ],
  },
  'per-member': {
    rowKey: 'member_id',
    columns: [
      { title: '会员 ID', dataIndex: 'member_id' },
      { title: '用户名', dataIndex: 'username' },
      money('充值金额（元）', 'deposit_fen'),
      money('提现金额（元）', 'withdrawal_fen'),
      ...bets,
    ],
  },
};

const TABS: { key: ReportKind; label: string }[] = [
  { key: 'daily', label: '每日汇总' },
  { key: 'per-game', label: '按游戏' },
  { key: 'per-member', label: '按会员' },
];

function ReportTable<K extends ReportKind>({ kind, range }: { kind: K; range: ReportRange }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['report', kind, range, page],
    queryFn: () => reportsApi.page(kind, range, page, PAGE_SIZE),
  });
  const { rowKey, columns } = COLUMNS[kind];
  return (
    <>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<ReportRows[K]>
        rowKey={rowKey as string}
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.rows ?? []}
        columns={columns}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 行`,
          onChange: setPage,
        }}
      />
    </>
  );
}

/** Reports over a range of Asia/Shanghai days: daily summary, per game, per member; each exports to CSV. */
export function ReportsPage() {
  const { message } = App.useApp();
  const [range, setRange] = useState<ReportRange>(() => defaultRange());
  const [kind, setKind] = useState<ReportKind>('daily');
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await reportsApi.csv(kind, range);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      message.error(e instanceof Error ? e.message : '导出失败');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="reports-title">
      <Typography.Title id="reports-title" level={2}>
        报表
      </Typography.Title>
      <Form<ReportRange>
        layout="inline"
        initialValues={range}
        style={{ marginBottom: 16 }}
        onFinish={(r) => setRange({ from: r.from, to: r.to })}
      >
        <Form.Item label="开始日期" name="from" rules={[{ required: true, message: '请选择开始日期' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="结束日期" name="to" rules={[{ required: true, message: '请选择结束日期' }]}>
          <Input type="date" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={exportCsv} loading={exporting}>
            导出 CSV
          </Button>
        </Space>
      </Form>
      <Typography.Paragraph type="secondary">
        日期按北京时间计；金额单位为元；注单按结算时间统计，平台盈亏 = 计入平台的投注 − 派彩。
      </Typography.Paragraph>
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as ReportKind)}
        items={TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: <ReportTable key={`${t.key}-${range.from}-${range.to}`} kind={t.key} range={range} />,
        }))}
      />
    </section>
  );
}
