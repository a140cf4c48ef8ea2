import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { useAction } from '../../lib/use-action';
import { gamesApi, type RoomConfigView } from './games-api';

type Target = { gameId: string; roomId: string };
type Fields = { odds: string; rules: string };

/** JSON text → object, or the reason it is not one (the server checks the fields themselves). */
function parseObject(text: string): { value?: Record<string, unknown>; error?: string } {
  if (!text.trim()) return { value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { error: '须为 JSON 对象' };
    return { value: value as Record<string, unknown> };
  } catch {
    return { error: 'JSON 格式错误' };
  }
}

const jsonRule = {
  validator: async (_: unknown, text: string | undefined) => {
    const { error } = parseObject(text ?? '');
    if (error) throw new Error(error);
  },
};

const pretty = (v: unknown) => (v && Object.keys(v).length ? JSON.stringify(v, null, 2) : '');

/**
 * A room's odds and rules: the rows stored for the game (the default '' and each room's own), the
 * effective settings the room plays, and a change of the room's row (a second operator approves it).
 */
export function RoomsPage() {
  const mayWrite = can(useSession(), 'games.rules');
  const [target, setTarget] = useState<Target | null>(null);
  const [form] = Form.useForm<Fields>();
  const games = useQuery({ queryKey: ['admin-games'], queryFn: gamesApi.games });
  const config = useQuery({
    queryKey: ['room-config', target?.gameId, target?.roomId],
    queryFn: () => gamesApi.roomConfig(target?.gameId ?? '', target?.roomId ?? ''),
    enabled: target !== null,
  });
  const save = useAction(
    (f: Fields) =>
      gamesApi.setRoomConfig({
        game_id: target?.gameId ?? '',
        game_room_id: target?.roomId ?? '',
        odds: parseObject(f.odds).value ?? {},
        rules: parseObject(f.rules).value ?? {},
      }),
    { done: '房间配置已保存', refresh: ['room-config'] },
  );
  const view: RoomConfigView | undefined = config.data;
  const own = view?.rows.find((r) => r.room_id === view.room_id);
  const error = games.error ?? config.error;

  return (
    <section aria-labelledby="rooms-title">
      <Typography.Title id="rooms-title" level={2}>
        房间与赔率
      </Typography.Title>
      <Form<{ game: string; room?: string }>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={({ game, room }) => {
          setTarget({ gameId: game, roomId: room?.trim() ?? '' });
          form.resetFields();
        }}
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
        <Form.Item label="房间 ID" name="room">
          <Input placeholder="留空为默认配置" />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
      </Form>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      {view && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card title={`${view.game_id} ${view.room_id ? `房间 ${view.room_id}` : '默认'} 的生效赔率`}>
            <Table<{ key: string; odds: string }>
              rowKey="key"
              size="small"
              pagination={{ pageSize: 10, showSizeChanger: false }}
              dataSource={Object.entries(view.effective.odds).map(([key, odds]) => ({
                key,
                odds: typeof odds === 'string' ? odds : JSON.stringify(odds),
              }))}
              columns={[
                { title: '玩法', dataIndex: 'key' },
                { title: '赔率', dataIndex: 'odds' },
              ]}
            />
            {view.effective.rules && (
              <Typography.Paragraph>
                <Typography.Text strong>生效规则：</Typography.Text>
                <Typography.Text code>{JSON.stringify(view.effective.rules)}</Typography.Text>
              </Typography.Paragraph>
            )}
          </Card>
          <Card title="已保存的配置行">
            <Table
              rowKey="room_id"
              size="small"
              pagination={false}
              dataSource={view.rows}
              columns={[
                { title: '房间', dataIndex: 'room_id', render: (r: string) => r || '默认' },
                { title: '赔率', dataIndex: 'odds', render: (o: unknown) => JSON.stringify(o) },
                { title: '规则', dataIndex: 'rules', render: (o: unknown) => JSON.stringify(o) },
              ]}
            />
          </Card>
          {mayWrite && (
            <Card title="修改本房间配置（需另一位运营人员审批）">
              <Form<Fields>
                key={`${view.game_id}/${view.room_id}/${own ? 'row' : 'none'}`}
                form={form}
                layout="vertical"
                initialValues={{ odds: pretty(own?.odds), rules: pretty(own?.rules) }}
                onFinish={(f) => save.mutate(f)}
              >
                <Form.Item label="赔率（JSON：玩法 → 赔率）" name="odds" rules={[jsonRule]}>
                  <Input.TextArea rows={6} spellCheck={false} />
                </Form.Item>
                <Form.Item label="规则（JSON）" name="rules" rules={[jsonRule]}>
                  <Input.TextArea rows={4} spellCheck={false} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  提交修改
                </Button>
              </Form>
            </Card>
          )}
        </Space>
      )}
    </section>
  );
}
