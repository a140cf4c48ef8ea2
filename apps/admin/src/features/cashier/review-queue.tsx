import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { RejectDialog } from '../../lib/reject-dialog';
import { useAction } from '../../lib/use-action';

/** What a cashier queue (deposits, withdrawals) is made of; the page supplies only its own facts. */
export type ReviewQueueProps<Row extends { id: number }> = {
  /** The page heading (also the section's label). */
  title: string;
  /** The query key prefix: refreshed after each decision. */
  queryKey: readonly unknown[];
  /** One page, oldest first, after the given id (none: the first page). */
  load: (afterId: number | undefined) => Promise<Row[]>;
  /** The page size `load` asks for: a shorter page is the last. */
  pageSize: number;
  /** Controls beside the refresh button (a status filter). */
  toolbar?: ReactNode;
  columns: TableColumnsType<Row>;
  /** Whether this operator may decide at all (their permission). */
  mayDecide: boolean;
  /** Whether this row can still be decided (its state). */
  decidable?: (row: Row) => boolean;
  approve: {
    label: string;
    done: string;
    question: (row: Row) => string;
    run: (id: number) => Promise<unknown>;
  };
  reject: {
    done: string;
    dialogTitle: (row: Row) => string;
    run: (id: number, reason: string) => Promise<unknown>;
  };
};

/**
 * A review queue: heading, refresh, the error, the table with an approve (confirmed in a popover) and a
 * reject (with a reason) on each decidable row. The decision refreshes the queue.
 */
export function ReviewQueue<Row extends { id: number }>(props: ReviewQueueProps<Row>) {
  const { approve, reject } = props;
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const refresh = [props.queryKey[0] as string];
  const query = useInfiniteQuery({
    queryKey: props.queryKey,
    queryFn: ({ pageParam }) => props.load(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: Row[]) => (last.length < props.pageSize ? undefined : last.at(-1)?.id),
  });
  const rows = query.data?.pages.flat() ?? [];
  const approveAction = useAction((id: number) => approve.run(id), { done: approve.done, refresh });
  const rejectAction = useAction((v: { id: number; reason: string }) => reject.run(v.id, v.reason), {
    done: reject.done,
    refresh,
  });
  const titleId = `${refresh[0]}-title`;

  const actions: TableColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    render: (_, r) =>
      props.mayDecide && (props.decidable?.(r) ?? true) ? (
        <Space>
          <Popconfirm
            title={approve.question(r)}
            okText={approve.label}
            cancelText="取消"
            onConfirm={() => approveAction.mutateAsync(r.id).catch(() => undefined)}
          >
            <Button type="primary" size="small">
              {approve.label}
            </Button>
          </Popconfirm>
          <Button danger size="small" onClick={() => setRejecting(r)}>
            拒绝
          </Button>
        </Space>
      ) : null,
  };

  return (
    <section aria-labelledby={titleId}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title id={titleId} level={2} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Space>
          {props.toolbar}
          <Button onClick={() => query.refetch()}>刷新</Button>
        </Space>
      </Space>
      {query.error && (
        <Alert type="error" title={query.error.message} showIcon style={{ marginBottom: 16 }} />
      )}
      <Table<Row>
        rowKey="id"
        loading={query.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, showTotal: (n) => `已加载 ${n} 笔` }}
        columns={[...props.columns, actions]}
      />
      {query.hasNextPage && (
        <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          加载更多
        </Button>
      )}
      <RejectDialog
        title={rejecting ? reject.dialogTitle(rejecting) : ''}
        open={rejecting !== null}
        busy={rejectAction.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          rejectAction.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })
        }
      />
    </section>
  );
}
