import type { SupportCannedReply } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useAction } from '../../lib/use-action';
import { type CannedInput, supportApi } from './support-api';

export const CANNED_KEY = ['support', 'canned'];

/** The desk's canned replies: add, edit, remove (each audited by the server). */
export function CannedReplies({ mayWrite }: { mayWrite: boolean }) {
  const query = useQuery({ queryKey: CANNED_KEY, queryFn: supportApi.canned });
  const [editing, setEditing] = useState<SupportCannedReply | 'new' | null>(null);
  const [form] = Form.useForm<CannedInput>();
  const save = useAction(
    (body: CannedInput) =>
      editing !== null && editing !== 'new'
        ? supportApi.editCanned(editing.id, body)
        : supportApi.addCanned(body),
    { done: '快捷回复已保存', refresh: CANNED_KEY },
  );
  const remove = useAction((id: number) => supportApi.removeCanned(id), {
    done: '已删除',
    refresh: CANNED_KEY,
  });
  const open = (row: SupportCannedReply | 'new') => {
    setEditing(row);
    form.setFieldsValue(row === 'new' ? { title: '', content: '', sort: 0 } : row);
  };
  return (
    <Card
      title="快捷回复"
      extra={
        mayWrite && (
          <Button type="primary" onClick={() => open('new')}>
            新增快捷回复
          </Button>
        )
      }
    >
      <Table<SupportCannedReply>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title', width: 140 },
          { title: '内容', dataIndex: 'content' },
          { title: '排序', dataIndex: 'sort', width: 70 },
          ...(mayWrite
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 150,
                  render: (_: unknown, row: SupportCannedReply) => (
                    <Space>
                      <Button size="small" onClick={() => open(row)}>
                        编辑
                      </Button>
                      <Popconfirm title="删除这条快捷回复？" onConfirm={() => remove.mutate(row.id)}>
                        <Button size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增快捷回复' : '编辑快捷回复'}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => save.mutate(values, { onSuccess: () => setEditing(null) })}
        >
          <Form.Item name="title" label="标题" rules={[{ required: true, max: 32 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="content" label="内容" rules={[{ required: true, max: 1000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={-9999} max={9999} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
