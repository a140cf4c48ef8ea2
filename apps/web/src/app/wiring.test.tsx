import { ErrorCode, Messages, StorageKey } from '@qilin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import * as navigation from '../lib/navigation';
import { queryKeys } from '../lib/query-client';
import { useSessionStore } from '../lib/session';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../test/utils';
import { realtimeEffects } from './background';
import { routes } from './router';
import { wireApp } from './wiring';

function openApp(path: string) {
  const view = renderRoutes(routes, path);
  wireApp(view.router, view.queryClient);
  return view;
}

describe('app wiring', () => {
  beforeEach(() => {
    resetSession({ token: 'tok-1', userData: demoMember, isLogin: true, mainLine: 'http://a.test' });
    localStorage.setItem(StorageKey.token, 'tok-1');
    localStorage.setItem(StorageKey.mainLine, 'http://a.test');
    localStorage.setItem(StorageKey.userData, JSON.stringify(demoMember));
  });

  it('20004: expiry dialog, session cleared but settings kept, then /login', async () => {
    mockFetch({
      '/api/member/info': () =>
        json(
          { success: false, error_code: ErrorCode.SessionExpired, error_message: 'expired' },
          { status: 401 },
        ),
    });
    const view = openApp('/setting');
    await expect(api.get('/api/member/info')).rejects.toBeTruthy();
    expect(await screen.findByText(Messages.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.mainLine)).toBe('http://a.test');
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('20045 leads to the 403 page', async () => {
    mockFetch({
      '/api/member/info': () =>
        json({ success: false, error_code: ErrorCode.Forbidden, error_message: '无权访问' }),
    });
    const view = openApp('/about');
    await expect(api.get('/api/member/info')).rejects.toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/403'));
    expect(await screen.findByText('您暂无权限访问该页面')).toBeTruthy();
  });

  it('socket effects act on the real session store', () => {
    const view = openApp('/about');
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    const fx = realtimeEffects(view.queryClient);
    useSessionStore.setState({ mainLineList: ['http://a.test', 'http://b.test'] });
    fx.setUuid('u-7');
    fx.putLineFirst('http://n.test');
    expect(useSessionStore.getState()).toMatchObject({
      uuid: 'u-7',
      mainLine: 'http://n.test',
      mainLineList: ['http://n.test', 'http://a.test', 'http://b.test'],
    });
    fx.dropLines(['http://n.test']);
    expect(useSessionStore.getState().mainLine).toBe('http://a.test');
    fx.setDefense(true);
    expect(useSessionStore.getState().defense).toBe(true);
    fx.clearSession();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.deviceId)).not.toBeNull();
    const oldDevice = localStorage.getItem(StorageKey.deviceId);
    localStorage.setItem('someone-else', 'x');
    fx.clearAllStorage();
    // Everything goes; only a fresh device id is written back.
    expect(Object.keys(localStorage)).toEqual([StorageKey.deviceId]);
    expect(localStorage.getItem(StorageKey.deviceId)).not.toBe(oldDevice);
    reload.mockRestore();
  });

  it('a pushed notice makes the hall marquee stale, so the hall asks for the new one', async () => {
    const view = openApp('/about');
    view.queryClient.setQueryData(queryKeys.notices, ['旧公告']);
    realtimeEffects(view.queryClient).showNotice({ id: 9, title: '公告', content: '新公告' });
    await waitFor(() => expect(view.queryClient.getQueryState(queryKeys.notices)?.isInvalidated).toBe(true));
  });

  it("a member's acknowledged pushed notice is read on the server; a guest's is not", async () => {
    const calls = mockFetch({
      '/api/common/message/read': () => json({ success: true, result: { unreadNum: 0 } }),
      '/api/member/info': () => json({ success: true, result: { ...demoMember, unreadNum: 0 } }),
    });
    resetSession({ token: 'tok', userData: demoMember, isLogin: true });
    const view = openApp('/about');
    realtimeEffects(view.queryClient).showNotice({ id: 11, title: '公告', content: '已读的公告' });
    fireEvent.click(await screen.findByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/common/message/read')).toBe(true));
    const post = calls.find((c) => c.url.pathname === '/api/common/message/read');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ id: 11 });

    resetSession();
    calls.length = 0;
    realtimeEffects(view.queryClient).showNotice({ id: 12, title: '公告', content: '游客的公告' });
    fireEvent.click(await screen.findByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByText('游客的公告')).toBeNull());
    expect(calls.some((c) => c.url.pathname === '/api/common/message/read')).toBe(false);
  });

  it('unknown routes show the not-found page', async () => {
    openApp('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('/ redirects to /nav and /home to /home/hall with the four tabs', async () => {
    mockFetch({ '/api/member/info': () => json({ success: true, result: { ...demoMember, unreadNum: 0 } }) });
    const view = openApp('/home');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home/hall'));
    for (const label of ['大厅', '活动', '客服', '我的']) expect(await screen.findByText(label)).toBeTruthy();
  });
});
