import { HALL_NOTICE_TAG } from '@qilin/contract';
import { Button, Card, Checkbox, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useAction } from '../../lib/use-action';
import { contentApi } from './content-api';

type NoticeFields = {
  title: string;
  content: string;
  name?: string;
  important: boolean;
  push: boolean;
  marketing: boolean;
};

/** Publishes a hall notice (pushed to connected members) and takes one down by its id. */
export function NoticesPage() {
  const [publishForm] = Form.useForm<NoticeFields>();
  const [hideForm] = Form.useForm<{ id: number }>();
  const publish = useAction(
    (f: NoticeFields) =>
      contentApi.publishNotice({ ...f, name: f.name?.trim() ?? '', tag: HALL_NOTICE_TAG }).then((r) => {
        publishForm.resetFields();
        return r;
      }),
    { done: '公告已发布', refresh: [] },
  );
  const hide = useAction((id: number) => contentApi.hideNotice(id).then(() => hideForm.resetFields()), {
    done: '公告已下架',
    refresh: [],
  });

  return (
    <section aria-labelledby="notices-title">
      <Typography.Title id="notices-title" level={2}>
        公告
      </Typography.Title>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
        <Card title="发布公告">
          <Form<NoticeFields>
            form={publishForm}
            layout="vertical"
            initialValues={{ important: false, push: true, marketing: false }}
            onFinish={(f) => publish.mutate(f)}
          >
            <Form.Item
              label="标题"
              name="title"
              rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 100 }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              label="内容"
              name="content"
              rules={[{ required: true, whitespace: true, message: '请输入内容' }, { max: 2000 }]}
            >
              <Input.TextArea rows={5} />
            </Form.Item>
            <Form.Item label="署名" name="name" rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="important" valuePropName="checked">
              <Checkbox>重要公告</Checkbox>
            </Form.Item>
            <Form.Item name="push" valuePropName="checked">
              <Checkbox>立即推送给在线会员</Checkbox>
            </Form.Item>
            <Form.Item name="marketing" valuePropName="checked">
              <Checkbox>营销公告（暂停期内的会员不会收到）</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={publish.isPending}>
              发布
            </Button>
          </Form>
        </Card>
        <Card title="下架公告">
          <Form<{ id: number }> form={hideForm} layout="inline" onFinish={({ id }) => hide.mutate(id)}>
            <Form.Item label="公告编号" name="id" rules={[{ required: true, message: '请输入公告编号' }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Button danger htmlType="submit" loading={hide.isPending}>
              下架
            </Button>
          </Form>
        </Card>
      </Space>
    </section>
  );
}
