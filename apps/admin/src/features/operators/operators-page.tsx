import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { OPERATOR_ROLES, type OperatorRole, type OperatorView, ROLE_NAMES } from '../../lib/operator-types';
import { localTime, useAction } from '../../lib/use-action';
import { operatorApi } from './operator-api';

const ROLE_OPTIONS = OPERATOR_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }));
type NewOperator = { username: string; password: string; role: OperatorRole };

/** Operator accounts and their roles (a role change waits for a second operator's approval). */
export function OperatorsPage() {
  const mayManage = can(useSession(), 'operators.manage');
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<NewOperator>();
  const query = useQuery({ queryKey: ['operators'], queryFn: operatorApi.list });
  const create = useAction((body: NewOperator) => operatorApi.create(body), {
    done: '已创建',
    refresh: ['operators'],
  });
  const setRole = useAction((v: { id: number; role: OperatorRole }) => operatorApi.setRole(v.id, v.role), {
    done: '角色已修改',
    refresh: ['operators'],
  });

  return (
    <section aria-labelledby="operators-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id="operators-title" level={2} style={{ margin: 0 }}>
          运营账号
        </Typography.Title>
        {mayManage && (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建账号
          </Button>
        )}
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<OperatorView>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '编号', dataIndex: 'id' },
          { title: '用户名', dataIndex: 'username' },
          {
            title: '角色',
            dataIndex: 'role',
            render: (role: OperatorRole, r) =>
              mayManage ? (
                <Select
                  aria-label={`${r.username} 的角色`}
                  value={role}
                  options={ROLE_OPTIONS}
                  style={{ width: 140 }}
                  onChange={(next) => setRole.mutate({ id: r.id, role: next })}
                />
              ) : (
                ROLE_NAMES[role]
              ),
          },
          {
            title: '动态验证码',
            dataIndex: 'totp_enabled',
            render: (on: boolean) => (on ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>),
          },
          { title: '锁定至', dataIndex: 'locked_until', render: localTime },
          { title: '创建时间', dataIndex: 'created_at', render: localTime },
        ]}
      />
      <Modal
        title="新建运营账号"
        open={creating}
        okText="创建"
        okButtonProps={{ loading: create.isPending }}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        afterClose={() => form.resetFields()}
      >
        <Form<NewOperator>
          form={form}
          layout="vertical"
          onFinish={(body) => create.mutate(body, { onSuccess: () => setCreating(false) })}
        >
          <Form.Item
            label="用户名"
            name="username"
            rules={[
              {
                required: true,
                pattern: /^[a-z][a-z0-9_.-]{2,31}$/,
                message: '小写字母开头，3–32 位字母、数字或 _ . -',
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="初始密码"
            name="password"
            rules={[{ required: true, min: 12, max: 200, message: '至少 12 位' }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
