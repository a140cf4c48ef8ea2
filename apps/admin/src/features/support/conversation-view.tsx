import type { SupportMessage } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Dropdown, Empty, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { localTime, useAction } from '../../lib/use-action';
import { CANNED_KEY } from './canned-replies';
import { supportApi } from './support-api';
import { SupportImage } from './support-image';

/** The open conversation refreshes this often while the console has no socket of its own. */
export const DETAIL_POLL_MS = 3000;

const WHO: Record<SupportMessage['sender'], string> = { member: '会员', operator: '客服', system: '系统' };

function Line({ message }: { message: SupportMessage }) {
  const mine = message.sender !== 'member';
  return (
    <li
      data-testid="support-line"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: 2,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {WHO[message.sender]} · {localTime(message.createdAt)}
      </Typography.Text>
      <div
        style={{
          maxWidth: '80%',
          padding: '6px 10px',
          borderRadius: 8,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background:
            message.sender === 'member' ? '#f0f0f0' : message.sender === 'system' ? '#fffbe6' : '#e6f4ff',
        }}
      >
        {message.image ? <SupportImage {...message.image} /> : message.content}
      </div>
    </li>
  );
}

/** One conversation: its messages (polled), 接入 (assign to me), reply with canned replies, 结束会话. */
export function ConversationView({
  id,
  me,
  mayReply,
  poll = true,
}: {
  id: number;
  me: number | null;
  mayReply: boolean;
  poll?: boolean;
}) {
  const detail = useQuery({
    queryKey: ['support', 'detail', id],
    queryFn: () => supportApi.detail(id),
    refetchInterval: poll ? DETAIL_POLL_MS : false,
  });
  const canned = useQuery({ queryKey: CANNED_KEY, queryFn: supportApi.canned, enabled: mayReply });
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const refresh = ['support'];
  const assign = useAction(() => supportApi.assign(id), { done: '已接入', refresh });
  const reply = useAction((content: string) => supportApi.reply(id, content), { done: '已发送', refresh });
  const close = useAction(() => supportApi.close(id), { done: '会话已结束', refresh });
  const lastId = detail.data?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (listRef.current && lastId) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [lastId]);

  if (detail.error) return <Alert type="error" showIcon message={detail.error.message} />;
  const data = detail.data;
  if (!data) return <Card loading />;
  const c = data.conversation;
  const open = c.status === 'open';
  const mine = c.operatorId !== null && c.operatorId === me;
  const send = () => {
    const content = text.trim();
    if (content) reply.mutate(content, { onSuccess: () => setText('') });
  };
  return (
    <Card
      title={
        <Space wrap>
          <span>
            会话 #{c.id} · {c.nickname || c.username}（{c.username}）
          </span>
          <Tag>{open ? '进行中' : '已结束'}</Tag>
          {c.operatorId === null ? (
            <Tag>待接入</Tag>
          ) : mine ? (
            <Tag>我接待</Tag>
          ) : (
            <Tag>客服 #{c.operatorId}</Tag>
          )}
        </Space>
      }
      extra={
        mayReply &&
        open && (
          <Space>
            {!mine && (
              <Button onClick={() => assign.mutate(undefined)} loading={assign.isPending}>
                接入（分配给我）
              </Button>
            )}
            <Popconfirm
              title="结束这个会话？会员会看到会话已结束。"
              onConfirm={() => close.mutate(undefined)}
            >
              <Button danger loading={close.isPending}>
                结束会话
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <ol
        ref={listRef}
        aria-label="会话消息"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          maxHeight: 420,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 10,
        }}
      >
        {data.messages.length === 0 ? <Empty description="暂无消息" /> : null}
        {data.messages.map((m) => (
          <Line key={m.id} message={m} />
        ))}
      </ol>
      {mayReply && open && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Dropdown
            trigger={['click']}
            disabled={(canned.data ?? []).length === 0}
            menu={{
              items: (canned.data ?? []).map((r) => ({
                key: String(r.id),
                label: `${r.title}：${r.content}`,
              })),
              onClick: ({ key }) => {
                const found = canned.data?.find((r) => String(r.id) === key);
                if (found) setText((t) => (t ? `${t}\n${found.content}` : found.content));
              },
            }}
          >
            <Button>插入快捷回复</Button>
          </Dropdown>
          <Input.TextArea
            aria-label="回复内容"
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="输入回复，Ctrl+Enter 发送"
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
            }}
          />
          <Button type="primary" onClick={send} loading={reply.isPending} disabled={text.trim() === ''}>
            发送回复
          </Button>
        </Space>
      )}
    </Card>
  );
}
