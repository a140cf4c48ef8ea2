import type { Kefu } from '@qilin/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { demoMember, json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { CustomerServicePanel } from './customer-service-panel';

const shared: Kefu = { id: 1, nickname: '客服小麒', avatar: '', account: 'qilin_kefu01', type: 2 };
const qq: Kefu = { id: 2, nickname: '客服小林', avatar: '', account: '800012345', type: 3 };
const vip: Kefu = {
  id: 3,
  nickname: '会员在线专员',
  avatar: 'https://img.example.com/vip.png',
  account: 'https://chat.example.com/vip',
  type: 1,
};
const CHAT = 'https://chat.example.com/qilin';

/** The server as the spec describes it: key in result.key, the list in data.list (and result). */
function serve(
  opts: { key?: string; guests?: Kefu[]; members?: Kefu[]; fail?: boolean; unread?: number } = {},
) {
  return mockFetch({
    '/api/customer/key': () => json({ success: true, result: { key: opts.key ?? CHAT } }),
    '/api/customer/unread': () => json({ success: true, result: { unread: opts.unread ?? 0 } }),
    '/api/customer/list': (url) => {
      if (opts.fail)
        return json({ success: false, error_code: 50000, error_message: '服务器繁忙' }, { status: 500 });
      const list = url.searchParams.get('scene') === '2' ? (opts.members ?? []) : (opts.guests ?? []);
      return json({ success: true, data: { list }, result: { list } });
    },
  });
}
const scenesAsked = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.url.pathname === '/api/customer/list').map((c) => c.url.searchParams.get('scene'));

describe('CustomerServicePanel', () => {
  beforeEach(() => resetSession({ serviceLink: '', kefuList: [] }));
  afterEach(() => vi.restoreAllMocks());

  it('asks a guest’s list with scene 1 and shows the chat link and every contact', async () => {
    const calls = serve({ guests: [shared, qq], members: [vip] });
    renderWithProviders(<CustomerServicePanel />);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeTruthy();
    const items = await screen.findAllByTestId('kefu-item');
    expect(items.map((i) => within(i).getByText(/客服/).textContent)).toEqual(['客服小麒', '客服小林']);
    expect(within(items[0] as HTMLElement).getByText('微信')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('qilin_kefu01')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('QQ')).toBeTruthy();
    const chat = screen.getByRole('link', { name: '联系在线客服' });
    expect(chat.getAttribute('href')).toBe(CHAT);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText('会员在线专员')).toBeNull();
    expect(scenesAsked(calls)).toEqual(['1']);
    // Spec §3: the link and the kefu list are kept in session state.
    expect(useSessionStore.getState().serviceLink).toBe(CHAT);
    expect(useSessionStore.getState().kefuList).toEqual([shared, qq]);
  });

  it('asks a member’s list with scene 2 (with the token) and opens a chat contact by its link', async () => {
    resetSession({ isLogin: true, token: 'member-token', userData: demoMember });
    const calls = serve({ guests: [shared], members: [vip, shared] });
    renderWithProviders(<CustomerServicePanel />);
    const item = (await screen.findAllByTestId('kefu-item'))[0] as HTMLElement;
    expect(within(item).getByText('会员在线专员')).toBeTruthy();
    expect(within(item).getByText('在线客服')).toBeTruthy();
    expect(within(item).getByText('在线咨询')).toBeTruthy();
    expect(within(item).getByRole('link', { name: '立即咨询' }).getAttribute('href')).toBe(
      'https://chat.example.com/vip',
    );
    expect(item.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/vip.png');
    expect(scenesAsked(calls)).toEqual(['2']);
    const listCall = calls.find((c) => c.url.pathname === '/api/customer/list');
    expect(new Headers(listCall?.init?.headers).get('token')).toBe('member-token');
  });

  it('offers a member the in-app chat with the unread badge; a guest does not see it', async () => {
    resetSession({ isLogin: true, token: 'member-token', userData: demoMember });
    serve({ members: [shared], unread: 3 });
    renderWithProviders(<CustomerServicePanel />);
    const entry = await screen.findByRole('link', { name: /进入对话/ });
    expect(entry.getAttribute('href')).toBe('/support/28');
    expect(await screen.findByLabelText('3 条未读消息')).toBeTruthy();
    // The external chat link stays as an option beside it.
    expect(screen.getByRole('link', { name: '联系在线客服' }).getAttribute('href')).toBe(CHAT);
  });

  it('shows no in-app chat entry to a guest', async () => {
    serve({ guests: [shared] });
    renderWithProviders(<CustomerServicePanel />);
    await screen.findAllByTestId('kefu-item');
    expect(screen.queryByRole('link', { name: /进入对话/ })).toBeNull();
  });

  it('copies a WeChat account and says 复制成功!', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve({ guests: [shared] });
    renderWithProviders(<CustomerServicePanel />);
    fireEvent.click(await screen.findByRole('button', { name: '复制微信账号 qilin_kefu01' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('qilin_kefu01'));
    expect(await screen.findByText('复制成功!')).toBeTruthy();
  });

  it('shows 客服即将上线 when neither a link nor a contact is set', async () => {
    serve({ key: '', guests: [] });
    renderWithProviders(<CustomerServicePanel />);
    expect(await screen.findByText('客服即将上线')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never renders a stored link that is not http(s)', async () => {
    serve({ key: 'javascript:alert(1)', guests: [{ ...vip, account: 'javascript:alert(2)' }] });
    renderWithProviders(<CustomerServicePanel />);
    expect(await screen.findByText('会员在线专员')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('shows 加载失败 with 重试 when the list fails, and the list once a retry succeeds', async () => {
    const opts = { guests: [shared], fail: true };
    serve(opts);
    renderWithProviders(<CustomerServicePanel />);
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('加载失败')).toBeTruthy();
    serve({ ...opts, fail: false });
    fireEvent.click(retry);
    expect(await screen.findByText('客服小麒')).toBeTruthy();
  });

  it('drops the members’ contacts at logout and shows the guests’ list (scene 1) instead', async () => {
    resetSession({ isLogin: true, token: 'member-token', userData: demoMember });
    const calls = serve({ guests: [shared], members: [vip, shared] });
    renderWithProviders(<CustomerServicePanel />);
    expect(await screen.findByText('会员在线专员')).toBeTruthy();
    act(() => useSessionStore.getState().clearSession());
    expect(useSessionStore.getState().kefuList).toEqual([]);
    await waitFor(() => expect(screen.queryByText('会员在线专员')).toBeNull());
    expect(await screen.findByText('客服小麒')).toBeTruthy();
    expect(scenesAsked(calls)).toEqual(['2', '1']);
    expect(useSessionStore.getState().kefuList).toEqual([shared]);
  });
});
