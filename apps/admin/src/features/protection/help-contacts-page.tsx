import type { ProtectionHelpContact } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { useAction } from '../../lib/use-action';
import { protectionApi } from './protection-api';

type FormValues = { list: ProtectionHelpContact[] };

const blank: ProtectionHelpContact = { name: '', phone: '', url: '', hours: '', note: '' };

/**
 * 理性投注 → 求助机构: the help organisations members see in their 理性投注 centre, in this order. A save
 * replaces the whole list (audited, before → after).
 */
export function HelpContactsPage() {
  const mayWrite = can(useSession(), 'content.write');
  const [form] = Form.useForm<FormValues>();
  const query = useQuery({ queryKey: ['protection-help-contacts'], queryFn: protectionApi.helpContacts });
  const save = useAction((list: ProtectionHelpContact[]) => protectionApi.saveHelpContacts(list), {
    done: '求助机构已保存',
    refresh: ['protection-help-contacts'],
  });
  useEffect(() => {
    if (query.data) form.setFieldsValue({ list: query.data.list });
  }, [query.data, form]);

  return (
    <section aria-labelledby="help-contacts-title">
      <Typography.Title id="help-contacts-title" level={2}>
        求助机构
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        会员在「理性投注」中看到的求助机构与联系方式，按此顺序显示。请核实号码与网址后再保存。
      </Typography.Paragraph>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={!mayWrite}
        onFinish={({ list }) =>
          save.mutate(
            (list ?? []).map((c) => ({
              name: c.name?.trim() ?? '',
              phone: c.phone?.trim() ?? '',
              url: c.url?.trim() ?? '',
              hours: c.hours?.trim() ?? '',
              note: c.note?.trim() ?? '',
            })),
          )
        }
      >
        <Form.List name="list">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={`第 ${index + 1} 个`}
                  style={{ marginBottom: 12 }}
                  extra={
                    mayWrite && (
                      <Space>
                        <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                          上移
                        </Button>
                        <Button size="small" danger onClick={() => remove(field.name)}>
                          删除
                        </Button>
                      </Space>
                    )
                  }
                >
                  <Form.Item
                    label="机构名称"
                    name={[field.name, 'name']}
                    rules={[
                      { required: true, whitespace: true, max: 60, message: '请填写机构名称（60 字以内）' },
                    ]}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item
                    label="电话"
                    name={[field.name, 'phone']}
                    rules={[{ pattern: /^[0-9+\-() ]*$/, max: 40, message: '电话只能包含数字、空格和 +-()' }]}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item
                    label="网址"
                    name={[field.name, 'url']}
                    rules={[{ pattern: /^(https:\/\/\S+)?$/, max: 200, message: '网址须以 https:// 开头' }]}
                  >
                    <Input placeholder="https://" />
                  </Form.Item>
                  <Form.Item label="服务时间" name={[field.name, 'hours']} rules={[{ max: 60 }]}>
                    <Input placeholder="如：24小时" />
                  </Form.Item>
                  <Form.Item label="说明" name={[field.name, 'note']} rules={[{ max: 200 }]}>
                    <Input />
                  </Form.Item>
                </Card>
              ))}
              {mayWrite && (
                <Space>
                  <Button onClick={() => add({ ...blank })} disabled={fields.length >= 20}>
                    添加机构
                  </Button>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    保存
                  </Button>
                </Space>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </section>
  );
}
