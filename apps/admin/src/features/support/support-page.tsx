import type { SupportQueueRow } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Col, Row, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { localTime } from '../../lib/use-action';
import { CannedReplies } from './canned-replies';
import { ConversationView } from './conversation-view';
import { mergeQueue, QUEUE_PAGE, type QueueFilter, supportApi } from './support-api';

/** The queue refreshes this often: the console has no socket, so it polls. */
export const QUEUE_POLL_MS = 5000;

/**
 * 客服会话: the queue of members' conversations (oldest first, paged by after_id, polled), the chosen
 * conversation with 接入 / reply / 结束会话, and the canned replies. `poll` off: only writes and
 * filters refresh (unit tests, where timers would only slow the render).
 */
export function SupportPage({ poll = true }: { poll?: boolean }) {
  const session = useSession();
  const mayReply = can(session, 'support.reply');
  const me = session?.operator?.id ?? null;
  const [filter, setFilter] = useState<QueueFilter>({ status: 'open', assigned: 'all' });
  const [more, setMore] = useState<SupportQueueRow[]>([]);
  const [done, setDone] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const first = useQuery({
    queryKey: ['support', 'queue', filter],
    queryFn: () => supportApi.queue(filter),
    refetchInterval: poll ? QUEUE_POLL_MS : false,
  });
  const rows = mergeQueue(first.data ?? [], more);
  const hasMore = !done && (more.length > 0 || (first.data?.length ?? 0) >= QUEUE_PAGE);
  const loadMore = async () => {
    const page = await supportApi.queue(filter, rows.at(-1)?.id);
    setMore((m) => mergeQueue(m, page));
    if (page.length < QUEUE_PAGE) setDone(true);
  };
  const change = (next: Partial<QueueFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setMore([]);
    setDone(false);
  };

  return (
    <section aria-labelledby="support-title">
      <Typography.Title id="support-title" level={2}>
        客服会话
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Segmented
              aria-label="会话状态"
              value={filter.status}
              options={[
                { label: '进行中', value: 'open' },
                { label: '已结束', value: 'closed' },
              ]}
              onChange={(v) => change({ status: v as QueueFilter['status'] })}
            />
            <Segmented
              aria-label="接待人"
              value={filter.assigned}
              options={[
                { label: '全部', value: 'all' },
                { label: '待接入', value: 'unassigned' },
                { label: '我接待的', value: 'mine' },
              ]}
              onChange={(v) => change({ assigned: v as QueueFilter['assigned'] })}
            />
          </Space>
          {first.error && <Alert type="error" showIcon message={first.error.message} />}
          <Table<SupportQueueRow>
            rowKey="id"
            size="small"
            loading={first.isLoading}
            dataSource={rows}
            pagination={false}
            rowClassName={(r) => (r.id === selected ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setSelected(r.id) })}
            columns={[
              {
                title: '会员',
                key: 'member',
                width: 190,
                render: (_, r) => (
                  <Space size={4}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setSelected(r.id)}
                      aria-label={`打开会话 ${r.id} ${r.username}`}
                    >
                      {r.nickname || r.username}
                    </Button>
                    {r.unread > 0 && <Badge count={r.unread} size="small" title={`${r.unread} 条未读`} />}
                  </Space>
                ),
              },
              { title: '最新消息', dataIndex: 'lastPreview', ellipsis: true },
              { title: '时间', dataIndex: 'lastMessageAt', width: 150, render: (v: string) => localTime(v) },
              {
                title: '接待',
                dataIndex: 'operatorId',
                width: 80,
                render: (v: number | null) => (v === null ? '待接入' : v === me ? '我' : `#${v}`),
              },
            ]}
          />
          {hasMore && (
            <Button block style={{ marginTop: 8 }} onClick={() => void loadMore()}>
              加载更多
            </Button>
          )}
        </Col>
        <Col xs={24} xl={14}>
          {selected === null ? (
            <Alert type="info" message="从左侧队列选择一个会话" />
          ) : (
            <ConversationView key={selected} id={selected} me={me} mayReply={mayReply} poll={poll} />
          )}
        </Col>
        <Col span={24}>
          <CannedReplies mayWrite={mayReply} />
        </Col>
      </Row>
    </section>
  );
}
