import { type KefuAdminView, KefuType } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { useAction } from '../../lib/use-action';
import { contentApi, type KefuInput } from './content-api';

const TYPE_NAMES: Record<number, string> = {
  [KefuType.chat]: '在线客服',
  [KefuType.wechat]: '微信',
  [KefuType.qq]: 'QQ',
};
const SCENE_NAMES: Record<number, string> = { 1: '游客', 2: '会员' };

/** The online-chat link members open, and the kefu contacts listed to guests and members. */
export function CustomerServicePage() {
  const mayWrite = can(useSession(), 'content.write');
  const [adding, setAdding] = useState(false);
  const [linkForm] = Form.useForm<{ key: string }>();
  const [kefuForm] = Form.useForm<KefuInput>();
  const query = useQuery({ queryKey: ['customer-service'], queryFn: contentApi.customerService });
  const setLink = useAction((key: string) => contentApi.setServiceLink(key), {
    done: '客服链接已保存',
    refresh: ['customer-service'],
  });
  const add = useAction((body: KefuInput) => contentApi.addKefu(body), {
    done: '已添加',
    refresh: ['customer-service'],
  });
  const remove = useAction((id: number) => contentApi.removeKefu(id), {
    done: '已删除',
    refresh: ['customer-service'],
  });

  useEffect(() => {
    if (query.data) linkForm.setFieldsValue({ key: query.data.key });
  }, [query.data, linkForm]);

  return (
    <section aria-labelledby="cs-title">
      <Typography.Title id="cs-title" level={2}>
        客服
      </Typography.Title>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Card title="在线客服链接" style={{ marginBottom: 16 }}>
        <Form<{ key: string }>
          form={linkForm}
          layout="inline"
          onFinish={({ key }) => setLink.mutate(key.trim())}
        >
          <Form.Item
            label="链接"
            name="key"
            style={{ flex: 1 }}
            rules={[{ pattern: /^(https?:\/\/\S+)?$/, message: '须为 http(s) 链接或留空' }]}
          >
            <Input placeholder="留空则使用默认链接" disabled={!mayWrite} />
          </Form.Item>
          {mayWrite && (
            <Button type="primary" htmlType="submit" loading={setLink.isPending}>
              保存
            </Button>
          )}
        </Form>
        {query.data && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            会员当前打开：{query.data.effectiveKey || '（无）'}
          </Typography.Paragraph>
        )}
      </Card>
      <Card
        title="客服联系人"
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setAdding(true)}>
              添加
            </Button>
          )
        }
      >
        <Table<KefuAdminView>
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          pagination={false}
          columns={[
            { title: '昵称', dataIndex: 'nickname' },
            { title: '类型', dataIndex: 'type', render: (t: number) => TYPE_NAMES[t] },
            { title: '账号', dataIndex: 'account' },
            {
              title: '展示给',
              dataIndex: 'scenes',
              render: (s: number[]) => s.map((x) => <Tag key={x}>{SCENE_NAMES[x]}</Tag>),
            },
            { title: '排序', dataIndex: 'sort' },
            { title: '启用', dataIndex: 'enabled', render: (e: boolean) => (e ? '是' : '否') },
            {
              title: '操作',
              key: 'actions',
              render: (_, r) =>
                mayWrite && (
                  <Popconfirm
                    title={`删除 ${r.nickname}？`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
                  >
                    <Button danger size="small">
                      删除
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <Modal
        title="添加客服联系人"
        open={adding}
        okText="添加"
        okButtonProps={{ loading: add.isPending }}
        onCancel={() => setAdding(false)}
        onOk={() => kefuForm.submit()}
        afterClose={() => kefuForm.resetFields()}
      >
        <Form<KefuInput>
          form={kefuForm}
          layout="vertical"
          initialValues={{ type: KefuType.chat, scenes: [1, 2], sort: 0, enabled: true, avatar: '' }}
          onFinish={(body) =>
            add.mutate({ ...body, avatar: body.avatar ?? '' }, { onSuccess: () => setAdding(false) })
          }
        >
          <Form.Item
            label="昵称"
            name="nickname"
            rules={[{ required: true, whitespace: true, message: '昵称不能为空' }, { max: 32 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item label="类型" name="type" rules={[{ required: true }]}>
            <Select
              options={Object.entries(TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
            />
          </Form.Item>
          <Form.Item
            label="账号"
            name="account"
            rules={[{ required: true, whitespace: true, message: '账号不能为空' }, { max: 512 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item label="头像地址" name="avatar" rules={[{ max: 512 }]}>
            <Input placeholder="https 图片地址，可留空" />
          </Form.Item>
          <Form.Item label="展示给" name="scenes" rules={[{ required: true, message: '至少选择一个' }]}>
            <Checkbox.Group
              options={[
                { value: 1, label: '游客' },
                { value: 2, label: '会员' },
              ]}
            />
          </Form.Item>
          <Form.Item label="排序（小的在前）" name="sort">
            <InputNumber min={-9999} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" valuePropName="checked">
            <Checkbox>启用</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
