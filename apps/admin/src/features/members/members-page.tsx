import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { localTime } from '../../lib/use-action';
import { MemberProfileDrawer } from './member-profile';
import { type MemberSummary, membersApi } from './members-api';
import { ProtectionTag } from './protection-panel';

/** Member search (username prefix, phone, id), paged; a row opens the member's profile. */
export function MembersPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({ queryKey: ['members', q, page], queryFn: () => membersApi.search(q, page) });

  return (
    <section aria-labelledby="members-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id="members-title" level={2} style={{ margin: 0 }}>
          会员管理
        </Typography.Title>
        <Input.Search
          aria-label="搜索会员"
          placeholder="用户名、手机号或会员 ID"
          allowClear
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
        />
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<MemberSummary>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: membersApi.pageSize,
          total: query.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 人`,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: '用户名', dataIndex: 'username' },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '手机', dataIndex: 'phone' },
          { title: '注册时间', dataIndex: 'created_at', render: localTime },
          {
            title: '状态',
            key: 'state',
            render: (_, m) =>
              m.frozen ? <Tag color="red">已冻结</Tag> : m.is_trial ? <Tag>试玩</Tag> : <Tag>正常</Tag>,
          },
          { title: '理性投注', key: 'protection', render: (_, m) => <ProtectionTag state={m.protection} /> },
          {
            title: '操作',
            key: 'actions',
            render: (_, m) => (
              <Button size="small" onClick={() => setOpen(m.id)} aria-label={`查看 ${m.username}`}>
                查看
              </Button>
            ),
          },
        ]}
      />
      <MemberProfileDrawer memberId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
