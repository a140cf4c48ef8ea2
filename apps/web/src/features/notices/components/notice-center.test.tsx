import type { NoticeView } from '@qilin/contract/notice-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { wireApp } from '../../../app/wiring';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';

const notice = (id: number, title: string, extra: Partial<NoticeView> = {}): NoticeView => ({
  id,
  title,
  content: `${title}的内容`,
  send_time: '2026-03-01 10:00:00',
  name: '系统公告',
  important: false,
  ...extra,
});

/** A notice server holding read state like the real one. */
function server() {
  const read = new Set<number>([1]);
  const all = [notice(2, '维护通知', { important: true }), notice(1, '欢迎光临')];
  const view = () => all.map((n) => ({ ...n, read: read.has(n.id) }));
  const calls = mockFetch({
    '/api/site/flags': () =>
      json({ success: true, result: { registrable: '1', captcha: '0', onlinePay: false, serviceLink: '' } }),
    '/api/common/message': () =>
      json({
        success: true,
        result: { list: view(), total: 2, page: 1, pageSize: 50, unreadNum: 2 - read.size },
      }),
    '/api/common/message/detail': (url) => {
      const id = Number(url.searchParams.get('id'));
      read.add(id);
      return json({ success: true, result: view().find((n) => n.id === id) });
    },
    '/api/common/message/read': () => {
      for (const n of all) read.add(n.id);
      return json({ success: true, result: { unreadNum: 0 } });
    },
    '/api/member/info': () => json({ success: true, result: { ...demoMember, unreadNum: 2 - read.size } }),
  });
  return { calls, read };
}

function open(path: string) {
  const view = renderRoutes(routes, path);
  wireApp(view.router, view.queryClient);
  return view;
}

describe('notice center', () => {
  beforeEach(() => resetSession({ token: 'tok', userData: demoMember, isLogin: true }));

  it('lists notices newest first, marking the unread and the important', async () => {
    server();
    open('/noticeCenter');
    expect(await screen.findByText('维护通知')).toBeTruthy();
    const items = document.querySelectorAll('[data-unread]');
    expect([...items].map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(within(items[0] as HTMLElement).getByText('重要')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('未读')).toBeTruthy();
  });

  it('opens a notice (which reads it) and shows it read back in the list', async () => {
    const { read } = server();
    const view = open('/noticeCenter');
    fireEvent.click(await screen.findByText('维护通知'));
    expect(await screen.findByText('维护通知的内容')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?id=2');
    expect(read.has(2)).toBe(true);
    await view.router.navigate(-1);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-unread]')].map((i) => i.getAttribute('data-unread')),
      ).toEqual(['false', 'false']),
    );
  });

  it('marks all read from the bar', async () => {
    const { calls } = server();
    open('/noticeCenter');
    fireEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '全部已读' })).toBeNull());
    const post = calls.find((c) => c.url.pathname === '/api/common/message/read');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ all: true });
  });

  it('shows the empty state without notices', async () => {
    mockFetch({
      '/api/common/message': () =>
        json({ success: true, result: { list: [], total: 0, page: 1, pageSize: 50 } }),
    });
    open('/noticeCenter');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });
});
