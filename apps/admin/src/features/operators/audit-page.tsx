import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AuditEntryView } from '../../lib/operator-types';
import { localTime } from '../../lib/use-action';
import { operatorApi } from './operator-api';

const PAGE = 50;
type Filter = { operator_id?: number; action?: string };

/** The audit log, newest first, paged backwards by id (the API's cursor), filtered by operator or action. */
export function AuditPage() {
  const [filter, setFilter] = useState<Filter>({});
  /** before_id of each page shown so far; the last is the current page. */
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const query = useQuery({
    queryKey: ['audit', filter, before],
    queryFn: () => operatorApi.audit({ ...filter, before_id: before, limit: PAGE }),
  });
  const rows = query.data ?? [];
  const last = rows[rows.length - 1];

  return (
    <section aria-labelledby="audit-title">
      <Typography.Title id="audit-title" level={2}>
        审计日志
      </Typography.Title>
      <Form<Filter>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(f) => {
          setFilter({ operator_id: f.operator_id ?? undefined, action: f.action?.trim() || undefined });
          setCursors([undefined]);
        }}
      >
        <Form.Item label="运营账号编号" name="operator_id">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item label="操作" name="action">
          <Input placeholder="如 operator.login" />
        </Form.Item>
        <Button htmlType="submit">筛选</Button>
      </Form>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<AuditEntryView>
        rowKey="id"
        loading={query.isFetching}
        dataSource={rows}
        pagination={false}
        expandable={{
          expandedRowRender: (r) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {JSON.stringify(
                { before: r.before, after: r.after, request_id: r.request_id, hash: r.hash },
                null,
                2,
              )}
            </pre>
          ),
        }}
        columns={[
          { title: '编号', dataIndex: 'id' },
          { title: '时间', dataIndex: 'at', render: localTime },
          { title: '操作人', dataIndex: 'actor_name' },
          { title: '操作', dataIndex: 'action' },
          { title: '对象', dataIndex: 'target' },
          { title: '来源 IP', dataIndex: 'ip' },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          上一页
        </Button>
        <Button
          disabled={!last || rows.length < PAGE}
          onClick={() => last && setCursors([...cursors, last.id])}
        >
          下一页
        </Button>
      </Space>
    </section>
  );
}
