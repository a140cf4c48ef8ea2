import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { renderPage } from '../../test/render';
import { ReviewQueue } from './review-queue';

afterEach(() => {
  sessionStore.signOut();
});

type Row = { id: number; name: string };
const ALL: Row[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `row-${id}` }));

describe('review queue paging', () => {
  it('loads the next page after the last id while pages come back full, then stops', async () => {
    const load = vi.fn(async (afterId: number | undefined) =>
      ALL.filter((r) => r.id > (afterId ?? 0)).slice(0, 2),
    );
    renderPage(
      <ReviewQueue<Row>
        title="队列"
        queryKey={['queue-test']}
        load={load}
        pageSize={2}
        mayDecide={false}
        columns={[{ title: '名称', dataIndex: 'name' }]}
        approve={{ label: '通过', done: '', question: () => '', run: async () => null }}
        reject={{ done: '', dialogTitle: () => '', run: async () => null }}
      />,
    );
    expect(await screen.findByText('已加载 2 笔')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已加载 4 笔')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已加载 5 笔')).toBeTruthy();
    expect(load.mock.calls.map((c) => c[0])).toEqual([undefined, 2, 4]);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });
});
