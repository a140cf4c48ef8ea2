import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { wireApp } from '../../app/wiring';
import { useSessionStore } from '../../lib/session';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../test/utils';
import { runLoginNotice } from './login-notice';

const important = {
  id: 7,
  title: '重要通知',
  content: '请仔细阅读本公告',
  send_time: '2026-03-01 10:00:00',
  name: '',
  important: true,
  read: false,
};

function server(initiallyRead = false) {
  let read = initiallyRead;
  const calls = mockFetch({
    '/api/common/message/important': () => json({ success: true, result: read ? null : important }),
    '/api/common/message/read': () => {
      read = true;
      return json({ success: true, result: { unreadNum: 0 } });
    },
  });
  return calls;
}

describe('important notice after login', () => {
  beforeEach(() =>
    resetSession({
      token: 'tok',
      userData: demoMember,
      isLogin: true,
      noticeMark: { pending: true, seen: {} },
    }),
  );

  it('pops once after login; acknowledging reads it on the server and lowers the flag', async () => {
    const calls = server();
    renderRoutes([{ path: '*', element: null }], '/');
    const done = runLoginNotice(new QueryClient());
    expect(await screen.findByText('请仔细阅读本公告')).toBeTruthy();
    expect(useSessionStore.getState().noticeMark.pending).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(await done).toBe(true);
    const post = calls.find((c) => c.url.pathname === '/api/common/message/read');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ id: 7 });
    // Without a new login the flag stays down: nothing pops.
    expect(await runLoginNotice(new QueryClient())).toBe(false);
    expect(calls.filter((c) => c.url.pathname === '/api/common/message/important')).toHaveLength(1);
  });

  it('shows nothing when the member has no unread important notice, and never for a guest', async () => {
    server(true);
    renderRoutes([{ path: '*', element: null }], '/');
    expect(await runLoginNotice(new QueryClient())).toBe(false);
    expect(screen.queryByText('请仔细阅读本公告')).toBeNull();
    resetSession({ noticeMark: { pending: true, seen: {} } });
    const calls = server();
    expect(await runLoginNotice(new QueryClient())).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('pops on the screen a login lands on, not again once acknowledged', async () => {
    mockFetch({
      '/api/common/message/important': () => json({ success: true, result: important }),
      '/api/common/message/read': () => json({ success: true, result: { unreadNum: 0 } }),
    });
    const view = renderRoutes(routes, '/home/personCenter');
    wireApp(view.router, view.queryClient);
    expect(await screen.findByText('请仔细阅读本公告')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByText('请仔细阅读本公告')).toBeNull());
    expect(useSessionStore.getState().noticeMark.pending).toBe(false);
  });
});
