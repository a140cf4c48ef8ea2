import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { ReasonDialog } from '../../lib/reason-dialog';
import {
  BET_STATUS_NAMES,
  CHASE_STATUS_NAMES,
  DEPOSIT_STATUS_NAMES,
  statusName,
  WITHDRAW_STATUS_NAMES,
} from '../../lib/status-names';
import { localTime, useAction, yuan } from '../../lib/use-action';
import { AdjustDialog } from './adjust-dialog';
import {
  type BetRecordsResult,
  type ChaseView,
  type MemberDepositRow,
  type MemberLedgerRow,
  type MemberSessionRow,
  type MemberWithdrawalRow,
  membersApi,
  type Paged,
} from './members-api';
import { ProtectionPanel, ProtectionTag } from './protection-panel';

const TRANSFER_NAMES: Record<string, string> = {
  deposit: '充值',
  withdrawal: '提现',
  bet_stake: '投注',
  bet_payout: '派彩',
  bet_refund: '退款',
  bet_cancel: '撤单',
  bet_rebate: '返点',
  hold_release: '解冻',
  venue_in: '转入场馆',
  venue_out: '转出场馆',
  manual_credit: '人工加款',
  manual_debit: '人工扣款',
};

/** One paged table of a member's history, fetched a page at a time. */
function PagedTable<T extends object>(props: {
  queryKey: QueryKey;
  fetch: (page: number) => Promise<Paged<T>>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: [...props.queryKey, page], queryFn: () => props.fetch(page) });
  return (
    <>
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      <Table<T>
        size="small"
        rowKey={props.rowKey}
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        columns={props.columns}
        pagination={{
          current: page,
          pageSize: membersApi.pageSize,
          total: query.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: setPage,
        }}
      />
    </>
  );
}

const money = (fen: number) => yuan(fen);

type BetOrder = BetRecordsResult['list'][number];

/** A member's profile: who, balances, freeze state, the actions, and each history as a tab. */
export function MemberProfileDrawer(props: { memberId: number | null; onClose: () => void }) {
  const session = useSession();
  const id = props.memberId ?? 0;
  const [dialog, setDialog] = useState<'freeze' | 'unfreeze' | 'adjust' | null>(null);
  const profile = useQuery({
    queryKey: ['member', id],
    queryFn: () => membersApi.profile(id),
    enabled: props.memberId !== null,
  });
  const refresh = ['member'];
  const close = { onSuccess: () => setDialog(null) };
  const freeze = useAction((reason: string) => membersApi.freeze(id, reason), { done: '已冻结', refresh });
  const unfreeze = useAction((reason: string) => membersApi.unfreeze(id, reason), {
    done: '已解冻',
    refresh,
  });
  const adjust = useAction((body: Parameters<typeof membersApi.adjust>[1]) => membersApi.adjust(id, body), {
    done: '已调整',
    refresh,
  });
  const p = profile.data;
  const frozen = p?.freeze.frozen ?? false;

  return (
    <Drawer
      title={p ? `会员 ${p.member.username}（${p.member.id}）` : '会员'}
      open={props.memberId !== null}
      onClose={props.onClose}
      size="large"
      destroyOnHidden
    >
      {profile.error && <Alert type="error" title={profile.error.message} showIcon />}
      {p && (
        <>
          <Space style={{ marginBottom: 16 }}>
            {can(session, 'members.freeze') &&
              (frozen ? (
                <Button onClick={() => setDialog('unfreeze')}>解冻</Button>
              ) : (
                <Button danger onClick={() => setDialog('freeze')}>
                  冻结
                </Button>
              ))}
            {can(session, 'members.adjust') && <Button onClick={() => setDialog('adjust')}>调整余额</Button>}
          </Space>
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="状态">
              {frozen ? <Tag color="red">已冻结</Tag> : <Tag>正常</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="冻结原因">
              {frozen ? `${p.freeze.reason}（${localTime(p.freeze.frozen_at)}）` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="理性投注" span={2}>
              <ProtectionTag state={p.member.protection} fallback="无" />
            </Descriptions.Item>
            <Descriptions.Item label="昵称">{p.member.nickname}</Descriptions.Item>
            <Descriptions.Item label="手机">{p.member.phone || '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="姓名">{p.member.real_name || '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{localTime(p.member.created_at)}</Descriptions.Item>
            <Descriptions.Item label="余额（元）">{money(p.balances.balance_fen)}</Descriptions.Item>
            <Descriptions.Item label="冻结中（元）">{money(p.balances.held_fen)}</Descriptions.Item>
            <Descriptions.Item label="可提现（元）">{money(p.balances.withdrawable_fen)}</Descriptions.Item>
            <Descriptions.Item label="剩余流水（元）">{money(p.balances.turnover_fen)}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'ledger',
                label: '账变',
                children: (
                  <PagedTable<MemberLedgerRow>
                    queryKey={['member', id, 'ledger']}
                    fetch={(page) => membersApi.ledger(id, page)}
                    rowKey="id"
                    columns={[
                      { title: '时间', dataIndex: 'at', render: localTime },
                      { title: '类型', dataIndex: 'type', render: (t: string) => TRANSFER_NAMES[t] ?? t },
                      { title: '金额（元）', dataIndex: 'amount_fen', align: 'right', render: money },
                      { title: '余额（元）', dataIndex: 'balance_after_fen', align: 'right', render: money },
                      { title: '备注', dataIndex: 'memo' },
                    ]}
                  />
                ),
              },
              {
                key: 'bets',
                label: '投注',
                children: (
                  <PagedTable<BetOrder>
                    queryKey={['member', id, 'bets']}
                    fetch={(page) => membersApi.bets(id, page)}
                    rowKey="id"
                    columns={[
                      {
                        title: '时间',
                        dataIndex: 'placedAt',
                        render: (ms: number) => localTime(new Date(ms).toISOString()),
                      },
                      { title: '游戏', dataIndex: 'game_name' },
                      { title: '期号', dataIndex: 'issue' },
                      { title: '投注（元）', dataIndex: 'totalFen', align: 'right', render: money },
                      { title: '派彩（元）', dataIndex: 'payoutFen', align: 'right', render: money },
                      {
                        title: '状态',
                        dataIndex: 'status',
                        render: (v: string) => statusName(BET_STATUS_NAMES, v),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'chases',
                label: '追号',
                children: <ChasesTable memberId={id} />,
              },
              {
                key: 'deposits',
                label: '充值',
                children: (
                  <PagedTable<MemberDepositRow>
                    queryKey={['member', id, 'deposits']}
                    fetch={(page) => membersApi.deposits(id, page)}
                    rowKey="id"
                    columns={[
                      { title: '时间', dataIndex: 'created_at', render: localTime },
                      { title: '订单号', dataIndex: 'order_sn' },
                      { title: '金额（元）', dataIndex: 'amount_fen', align: 'right', render: money },
                      {
                        title: '状态',
                        dataIndex: 'status',
                        render: (v: string) => statusName(DEPOSIT_STATUS_NAMES, v),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'withdrawals',
                label: '提现',
                children: (
                  <PagedTable<MemberWithdrawalRow>
                    queryKey={['member', id, 'withdrawals']}
                    fetch={(page) => membersApi.withdrawals(id, page)}
                    rowKey="id"
                    columns={[
                      { title: '时间', dataIndex: 'createdAt', render: localTime },
                      { title: '金额（元）', dataIndex: 'amountFen', align: 'right', render: money },
                      { title: '方式', dataIndex: 'typeName' },
                      { title: '账号', dataIndex: 'account' },
                      {
                        title: '状态',
                        dataIndex: 'status',
                        render: (v: string) => statusName(WITHDRAW_STATUS_NAMES, v),
                      },
                    ]}
                  />
                ),
              },
              { key: 'sessions', label: '登录设备', children: <SessionsTable memberId={id} /> },
              {
                key: 'protection',
                label: '理性投注',
                children: <ProtectionPanel memberId={id} username={p.member.username} />,
              },
            ]}
          />
          <ReasonDialog
            title={`冻结会员 ${p.member.username}`}
            okText="冻结"
            open={dialog === 'freeze'}
            busy={freeze.isPending}
            onCancel={() => setDialog(null)}
            onSubmit={(reason) => freeze.mutate(reason, close)}
          />
          <ReasonDialog
            title={`解冻会员 ${p.member.username}（需另一位运营人员审批）`}
            okText="提交审批"
            open={dialog === 'unfreeze'}
            busy={unfreeze.isPending}
            onCancel={() => setDialog(null)}
            onSubmit={(reason) => unfreeze.mutate(reason, close)}
          />
          <AdjustDialog
            username={p.member.username}
            open={dialog === 'adjust'}
            busy={adjust.isPending}
            onCancel={() => setDialog(null)}
            onSubmit={(body) => adjust.mutate(body, close)}
          />
        </>
      )}
    </Drawer>
  );
}

function ChasesTable({ memberId }: { memberId: number }) {
  const query = useQuery({
    queryKey: ['member', memberId, 'chases'],
    queryFn: () => membersApi.chases(memberId),
  });
  return (
    <Table<ChaseView>
      size="small"
      rowKey="zhid"
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      columns={[
        {
          title: '时间',
          dataIndex: 'createdAt',
          render: (ms: number) => localTime(new Date(ms).toISOString()),
        },
        { title: '游戏', dataIndex: 'gameId' },
        { title: '期数', key: 'issues', render: (_, c) => `${c.done}/${c.issues}` },
        { title: '总额（元）', dataIndex: 'totalFen', align: 'right', render: money },
        { title: '状态', dataIndex: 'status', render: (v: string) => statusName(CHASE_STATUS_NAMES, v) },
      ]}
    />
  );
}

function SessionsTable({ memberId }: { memberId: number }) {
  const query = useQuery({
    queryKey: ['member', memberId, 'sessions'],
    queryFn: () => membersApi.sessions(memberId),
  });
  return (
    <Table<MemberSessionRow>
      size="small"
      rowKey={(s) => `${s.device_id}-${s.created_at}`}
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      columns={[
        { title: '登录时间', dataIndex: 'created_at', render: localTime },
        { title: '设备', dataIndex: 'device' },
        { title: '设备 ID', dataIndex: 'device_id' },
        { title: '到期', dataIndex: 'expires_at', render: localTime },
        {
          title: '状态',
          key: 'state',
          render: (_, s) => (s.revoked_at ? `已退出 ${localTime(s.revoked_at)}` : '有效'),
        },
      ]}
    />
  );
}
