import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { routes } from '../../router';

const kefu = { id: 1, nickname: '客服小麒', avatar: '', account: 'qilin_kefu01', type: 2 };

function serveCustomerService() {
  return mockFetch({
    '/api/customer/key': () => json({ success: true, result: { key: '' } }),
    '/api/customer/list': () => json({ success: true, data: { list: [kefu] }, result: { list: [kefu] } }),
  });
}

describe('/mixDeskPage and /home/online (spec §2: customer service)', () => {
  it('/mixDeskPage is the customer-service screen with a back button, not the not-found page', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = serveCustomerService();
    const view = renderRoutes(routes, '/mixDeskPage');
    expect(await screen.findByRole('heading', { level: 1, name: '在线客服' })).toBeTruthy();
    expect(await screen.findByText('客服小麒')).toBeTruthy();
    expect(screen.queryByText('页面不存在')).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/customer/list')?.url.searchParams.get('scene')).toBe(
      '2',
    );
    // Opened directly (no history), back leads to the hall.
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home/hall'));
  });

  it('/home/online shows a guest the scene 1 list under the tab bar', async () => {
    resetSession();
    const calls = serveCustomerService();
    renderRoutes(routes, '/home/online');
    expect(await screen.findByText('客服小麒')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制微信账号 qilin_kefu01' })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/customer/list')?.url.searchParams.get('scene')).toBe(
      '1',
    );
  });
});
