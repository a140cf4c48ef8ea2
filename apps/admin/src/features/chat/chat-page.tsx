import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { useAction } from '../../lib/use-action';
import { gamesApi } from '../games/games-api';
import { type AdminChatMessage, type ChatSanction, chatApi, type SanctionInput } from './chat-api';

type Target = { gameId: string; roomId: string };
const time = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

/**
 * Chat moderation: a room's messages (or only the reported ones) with their senders, withdrawal, a staff
 * message, the word list, and mutes and bans for a time. Every write is in the audit log.
 */
export function ChatPage() {
  const mayWrite = can(useSession(), 'content.write');
  const [target, setTarget] = useState<Target | null>(null);
  const [reported, setReported] = useState(false);
  const games = useQuery({ queryKey: ['admin-games'], queryFn: gamesApi.games });
  const messages = useQuery({
    queryKey: ['chat-messages', target?.gameId, target?.roomId, reported],
    queryFn: () => chatApi.messages(target?.gameId ?? '', target?.roomId ?? '', reported),
    enabled: target !== null,
  });
  const words = useQuery({ queryKey: ['chat-words'], queryFn: chatApi.words });
  const sanctions = useQuery({ queryKey: ['chat-sanctions'], queryFn: chatApi.sanctions });
  const [wordsForm] = Form.useForm<{ words: string }>();
  const [postForm] = Form.useForm<{ content: string }>();
  const [sanctionForm] = Form.useForm<SanctionInput>();
  useEffect(() => {
    if (words.data) wordsForm.setFieldsValue({ words: words.data.words.join('\n') });
  }, [words.data, wordsForm]);

  const recall = useAction((id: number) => chatApi.recall(id), {
    done: '消息已撤回',
    refresh: ['chat-messages'],
  });
  const post = useAction(
    (content: string) =>
      chatApi.post(target?.gameId ?? '', target?.roomId ?? '', content).then(() => postForm.resetFields()),
    { done: '官方消息已发送', refresh: ['chat-messages'] },
  );
  const saveWords = useAction(
    (text: string) =>
      chatApi.setWords(
        text
          .split('\n')
          .map((w) => w.trim())
          .filter(Boolean),
      ),
    { done: '违禁词已保存', refresh: ['chat-words'] },
  );
  const sanction = useAction(
    (s: SanctionInput) => chatApi.sanction(s).then(() => sanctionForm.resetFields()),
    {
      done: '处罚已生效',
      refresh: ['chat-sanctions'],
    },
  );
  const lift = useAction((id: number) => chatApi.lift(id), {
    done: '处罚已解除',
    refresh: ['chat-sanctions'],
  });
  const error = games.error ?? messages.error ?? words.error ?? sanctions.error;

  return (
    <section aria-labelledby="chat-title">
      <Typography.Title id="chat-title" level={2}>
        聊天室管理
      </Typography.Title>
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title="房间消息">
          <Form<{ game: string; room: string }>
            layout="inline"
            style={{ marginBottom: 16 }}
            onFinish={({ game, room }) => setTarget({ gameId: game, roomId: room.trim() })}
          >
            <Form.Item label="游戏" name="game" rules={[{ required: true, message: '请选择游戏' }]}>
              <Select<string>
                style={{ width: 200 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={(games.data?.list ?? []).map((g) => ({
                  value: g.code,
                  label: `${g.name}（${g.code}）`,
                }))}
              />
            </Form.Item>
            <Form.Item
              label="房间号"
              name="room"
              rules={[{ required: true, whitespace: true, message: '请输入房间号' }]}
            >
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Checkbox checked={reported} onChange={(e) => setReported(e.target.checked)}>
              仅看被举报
            </Checkbox>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Form>
          <Table<AdminChatMessage>
            rowKey="id"
            size="small"
            loading={messages.isFetching}
            dataSource={messages.data?.list ?? []}
            pagination={false}
            columns={[
              { title: '编号', dataIndex: 'id', width: 80 },
              { title: '时间', dataIndex: 'time', width: 170, render: (t: number) => time(t) },
              {
                title: '发送者',
                key: 'sender',
                render: (_, m) => (
                  <Space>
                    {m.name}
                    {m.memberId !== null && <Typography.Text type="secondary">#{m.memberId}</Typography.Text>}
                    {m.ext.isRobot && <Tag>机器人</Tag>}
                    {m.ext.official && <Tag color="blue">官方</Tag>}
                  </Space>
                ),
              },
              {
                title: '内容',
                key: 'content',
                render: (_, m) => (
                  <Space>
                    {m.originalContent}
                    {m.ext.recalled && <Tag>已撤回</Tag>}
                  </Space>
                ),
              },
              { title: '举报', dataIndex: 'reports', width: 70 },
              {
                title: '操作',
                key: 'actions',
                width: 90,
                render: (_, m) =>
                  mayWrite && !m.ext.recalled ? (
                    <Button
                      size="small"
                      danger
                      onClick={() => recall.mutate(m.id)}
                      aria-label={`撤回消息 ${m.id}`}
                    >
                      撤回
                    </Button>
                  ) : null,
              },
            ]}
          />
          {mayWrite && target && (
            <Form<{ content: string }>
              form={postForm}
              layout="inline"
              style={{ marginTop: 16 }}
              onFinish={({ content }) => post.mutate(content)}
            >
              <Form.Item
                label="官方消息"
                name="content"
                rules={[{ required: true, whitespace: true, message: '请输入内容' }, { max: 500 }]}
              >
                <Input style={{ width: 360 }} />
              </Form.Item>
              <Button htmlType="submit" loading={post.isPending}>
                发送
              </Button>
            </Form>
          )}
        </Card>
        <Card title="违禁词">
          <Form<{ words: string }>
            form={wordsForm}
            layout="vertical"
            onFinish={({ words: w }) => saveWords.mutate(w ?? '')}
          >
            <Form.Item label="违禁词（每行一个）" name="words">
              <Input.TextArea rows={6} disabled={!mayWrite} />
            </Form.Item>
            {mayWrite && (
              <Button type="primary" htmlType="submit" loading={saveWords.isPending}>
                保存违禁词
              </Button>
            )}
          </Form>
        </Card>
        <Card title="禁言与封禁">
          {mayWrite && (
            <Form<SanctionInput>
              form={sanctionForm}
              layout="inline"
              initialValues={{ kind: 'mute', minutes: 60 }}
              style={{ marginBottom: 16 }}
              onFinish={(s) => sanction.mutate(s)}
            >
              <Form.Item
                label="会员 ID"
                name="member_id"
                rules={[{ required: true, message: '请输入会员 ID' }]}
              >
                <InputNumber min={1} precision={0} />
              </Form.Item>
              <Form.Item label="类型" name="kind">
                <Select
                  style={{ width: 100 }}
                  options={[
                    { value: 'mute', label: '禁言' },
                    { value: 'ban', label: '封禁' },
                  ]}
                />
              </Form.Item>
              <Form.Item
                label="时长（分钟）"
                name="minutes"
                rules={[{ required: true, message: '请输入时长' }]}
              >
                <InputNumber min={1} max={525600} precision={0} />
              </Form.Item>
              <Form.Item
                label="原因"
                name="reason"
                rules={[{ required: true, whitespace: true, message: '请输入原因' }, { max: 200 }]}
              >
                <Input />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sanction.isPending}>
                执行
              </Button>
            </Form>
          )}
          <Table<ChatSanction>
            rowKey="id"
            size="small"
            dataSource={sanctions.data?.list ?? []}
            pagination={false}
            columns={[
              { title: '会员 ID', dataIndex: 'memberId' },
              { title: '类型', dataIndex: 'kind', render: (k: string) => (k === 'ban' ? '封禁' : '禁言') },
              { title: '至', dataIndex: 'until', render: (t: number) => time(t) },
              { title: '原因', dataIndex: 'reason' },
              {
                title: '状态',
                key: 'state',
                render: (_, s) =>
                  s.liftedAt !== null ? '已解除' : s.until > Date.now() ? '生效中' : '已到期',
              },
              {
                title: '操作',
                key: 'actions',
                render: (_, s) =>
                  mayWrite && s.liftedAt === null && s.until > Date.now() ? (
                    <Button size="small" onClick={() => lift.mutate(s.id)} aria-label={`解除处罚 ${s.id}`}>
                      解除
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Card>
      </Space>
    </section>
  );
}
