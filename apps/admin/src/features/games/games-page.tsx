import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { localTime, useAction, yuan } from '../../lib/use-action';
import {
  type AdminEpoch,
  type AdminGame,
  type AdminIssue,
  type AdminIssueState,
  gamesApi,
} from './games-api';
import { VoidIssueDialog } from './void-issue-dialog';

export const ISSUE_STATE_NAMES: Record<AdminIssueState, string> = {
  PENDING: '待开售',
  OPEN: '销售中',
  CLOSED: '已封盘',
  DRAWN: '已开奖',
  SETTLED: '已结算',
  VOID: '已作废',
};
const STATE_COLORS: Partial<Record<AdminIssueState, string>> = {
  OPEN: 'green',
  CLOSED: 'orange',
  VOID: 'red',
};
const EPOCH_NAMES: Record<AdminEpoch['state'], string> = {
  announced: '已公布',
  active: '使用中',
  retired: '已用完',
};
const CLASS_NAMES: Record<number, string> = { 1: '数字', 2: '彩票', 3: '红包' };
const PAGE_SIZE = 20;

/** A 32-byte hex value, shortened, copyable whole; a dash while it is not public. */
function Hash({ value }: { value: string | null }) {
  if (!value) return <Typography.Text type="secondary">未公开</Typography.Text>;
  return (
    <Typography.Text code copyable={{ text: value }} title={value}>
      {`${value.slice(0, 10)}…`}
    </Typography.Text>
  );
}

const resultText = (result: unknown) => {
  if (result === null || result === undefined) return '';
  const text = JSON.stringify(result);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

/** Whether the server would take a void of this issue (on sale or closed, not drawn). */
const voidable = (i: AdminIssue) => i.state === 'OPEN' || i.state === 'CLOSED';

/**
 * The games catalogue; per self-drawn game its issues (paged, by state: commitment once public, seed
 * and result once revealed, bets and money) and its hash-chain epochs; voiding an issue (two-person).
 */
export function GamesPage() {
  const mayVoid = can(useSession(), 'games.rules');
  const [gameId, setGameId] = useState<string | null>(null);
  const [state, setState] = useState<AdminIssueState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<AdminIssue | null>(null);
  const games = useQuery({ queryKey: ['admin-games'], queryFn: gamesApi.games });
  const issues = useQuery({
    queryKey: ['admin-issues', gameId, state, page],
    queryFn: () => gamesApi.issues(gameId ?? '', page, PAGE_SIZE, state),
    enabled: gameId !== null,
  });
  const epochs = useQuery({
    queryKey: ['admin-epochs', gameId],
    queryFn: () => gamesApi.epochs(gameId ?? ''),
    enabled: gameId !== null,
  });
  const voidIssue = useAction((v: { id: number; reason: string }) => gamesApi.voidIssue(v.id, v.reason), {
    done: '已作废，注单已退款',
    refresh: ['admin-issues'],
  });
  const error = games.error ?? issues.error ?? epochs.error;
  const scheduled = (games.data?.list ?? []).filter((g) => g.scheduled);

  return (
    <section aria-labelledby="games-title">
      <Typography.Title id="games-title" level={2}>
        游戏与期号
      </Typography.Title>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title="游戏目录">
          <Table<AdminGame>
            rowKey="code"
            size="small"
            loading={games.isFetching}
            dataSource={games.data?.list ?? []}
            pagination={false}
            scroll={{ y: 240 }}
            columns={[
              { title: '代码', dataIndex: 'code' },
              { title: '名称', dataIndex: 'name' },
              { title: '类别', dataIndex: 'class_type', render: (c: number) => CLASS_NAMES[c] ?? c },
              { title: '玩法类型', dataIndex: 'game_type' },
              {
                title: '开奖周期',
                key: 'period',
                render: (_, g) =>
                  g.scheduled ? `${g.period_sec ?? '—'} 秒（封盘 ${g.close_sec ?? '—'} 秒）` : '不自开奖',
              },
              {
                title: '操作',
                key: 'actions',
                render: (_, g) =>
                  g.scheduled && (
                    <Button
                      size="small"
                      onClick={() => {
                        setGameId(g.code);
                        setPage(1);
                      }}
                    >
                      查看期号
                    </Button>
                  ),
              },
            ]}
          />
        </Card>
        <Card
          title={gameId ? `${gameId} 的期号` : '期号'}
          extra={
            <Space>
              <Select<string>
                aria-label="游戏"
                placeholder="选择游戏"
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 200 }}
                value={gameId ?? undefined}
                options={scheduled.map((g) => ({ value: g.code, label: `${g.name}（${g.code}）` }))}
                onChange={(v) => {
                  setGameId(v);
                  setPage(1);
                }}
              />
              <Select<AdminIssueState>
                aria-label="状态"
                placeholder="全部状态"
                allowClear
                style={{ width: 140 }}
                value={state}
                options={Object.entries(ISSUE_STATE_NAMES).map(([value, label]) => ({ value, label }))}
                onChange={(v) => {
                  setState(v);
                  setPage(1);
                }}
              />
            </Space>
          }
        >
          <Table<AdminIssue>
            rowKey="id"
            size="small"
            loading={issues.isFetching}
            dataSource={issues.data?.list ?? []}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: issues.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              { title: '期号', dataIndex: 'issue' },
              {
                title: '状态',
                dataIndex: 'state',
                render: (s: AdminIssueState, i) => (
                  <Tag color={STATE_COLORS[s]} title={i.void_reason ?? undefined}>
                    {ISSUE_STATE_NAMES[s]}
                  </Tag>
                ),
              },
              {
                title: '开奖时间',
                dataIndex: 'draw_at',
                render: (ms: number) => localTime(new Date(ms).toISOString()),
              },
              { title: '链', key: 'chain', render: (_, i) => `${i.chain_epoch} / ${i.chain_index}` },
              { title: '承诺', dataIndex: 'commitment', render: (h: string | null) => <Hash value={h} /> },
              { title: '种子', dataIndex: 'seed', render: (h: string | null) => <Hash value={h} /> },
              { title: '信标轮次', dataIndex: 'beacon_round', render: (r: number | null) => r ?? '—' },
              { title: '结果', dataIndex: 'result', render: resultText },
              { title: '注数', dataIndex: 'bets', align: 'right' },
              { title: '投注额', dataIndex: 'stake_fen', align: 'right', render: (f: number) => yuan(f) },
              { title: '派奖', dataIndex: 'payout_fen', align: 'right', render: (f: number) => yuan(f) },
              {
                title: '操作',
                key: 'actions',
                render: (_, i) =>
                  mayVoid &&
                  voidable(i) && (
                    <Button danger size="small" onClick={() => setVoiding(i)}>
                      作废本期
                    </Button>
                  ),
              },
            ]}
          />
        </Card>
        {gameId && (
          <Card title={`${gameId} 的哈希链周期`}>
            <Table<AdminEpoch>
              rowKey="epoch"
              size="small"
              loading={epochs.isFetching}
              dataSource={epochs.data?.list ?? []}
              pagination={false}
              columns={[
                { title: '周期', dataIndex: 'epoch' },
                { title: '终端哈希', dataIndex: 'terminal_hash', render: (h: string) => <Hash value={h} /> },
                { title: '链长', dataIndex: 'chain_length' },
                {
                  title: '公布时间',
                  dataIndex: 'announced_at',
                  render: (ms: number) => localTime(new Date(ms).toISOString()),
                },
                { title: '首期', dataIndex: 'first_issue', render: (v: string | null) => v ?? '—' },
                { title: '状态', dataIndex: 'state', render: (s: AdminEpoch['state']) => EPOCH_NAMES[s] },
              ]}
            />
          </Card>
        )}
      </Space>
      <VoidIssueDialog
        issue={voiding?.issue ?? null}
        busy={voidIssue.isPending}
        onCancel={() => setVoiding(null)}
        onSubmit={(reason) =>
          voiding &&
          voidIssue
            .mutateAsync({ id: voiding.id, reason })
            .then(() => setVoiding(null))
            .catch(() => undefined)
        }
      />
    </section>
  );
}
