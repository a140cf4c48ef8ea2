import type { SupportMessage } from '@qilin/contract/support-chat-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMember, json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { supportKeys } from '../hooks/use-support-chat';
import { SupportChatScreen } from './support-chat-screen';

const at = '2026-03-01T02:00:00.000Z';
const text = (id: number, sender: SupportMessage['sender'], content: string): SupportMessage => ({
  id,
  conversationId: 4,
  sender,
  kind: 'text',
  content,
  image: null,
  createdAt: at,
});

/** A tiny support server: a thread the test can grow, sends appended, reads recorded. */
function serve(thread: SupportMessage[]) {
  const reads: number[] = [];
  const calls = mockFetch({
    '/api/customer/initiation': () =>
      json({
        success: true,
        result: { conversation: { id: 4, status: 'open', unread: 0 }, messages: [...thread] },
      }),
    '/api/customer/send_msg': (_url, init) => {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      const m = text(thread.length + 100, 'member', content);
      thread.push(m);
      return json({ success: true, result: m });
    },
    '/api/customer/read': (_url, init) => {
      reads.push((JSON.parse(String(init?.body)) as { upToId: number }).upToId);
      return json({ success: true, result: { unread: 0 } });
    },
    '/api/customer/send_img': () =>
      json(
        { success: false, error_code: 41550, error_message: '仅支持 JPG、PNG、WEBP 图片' },
        { status: 400 },
      ),
  });
  return { calls, reads };
}

describe('SupportChatScreen', () => {
  beforeEach(() => resetSession({ isLogin: true, token: 'tok', userData: demoMember }));
  afterEach(() => vi.restoreAllMocks());

  it('shows the thread, marks the service’s messages read, and sends a text', async () => {
    const thread = [text(1, 'member', '充值没到账'), text(2, 'operator', '正在核实')];
    const { reads, calls } = serve(thread);
    renderWithProviders(<SupportChatScreen />);
    expect(await screen.findByText('充值没到账')).toBeTruthy();
    expect(screen.getByText('正在核实')).toBeTruthy();
    await waitFor(() => expect(reads).toEqual([2]));

    const input = screen.getByLabelText('请输入消息');
    fireEvent.change(input, { target: { value: '  订单号 123  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('订单号 123')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/api/customer/send_msg');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ content: '订单号 123' });
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
  });

  it('a reply pushed by the service appears when the thread goes stale', async () => {
    const thread = [text(1, 'member', '在吗')];
    serve(thread);
    const { queryClient } = renderWithProviders(<SupportChatScreen />);
    await screen.findByText('在吗');
    thread.push(text(2, 'operator', '在的，请讲'));
    // What app/background does on a `support` push.
    await act(() => queryClient.invalidateQueries({ queryKey: supportKeys.thread }));
    expect(await screen.findByText('在的，请讲')).toBeTruthy();
  });

  it('refuses a file that is not a picture before sending it', async () => {
    const { calls } = serve([]);
    renderWithProviders(<SupportChatScreen />);
    const picker = (await screen.findByLabelText('发送图片')) as HTMLInputElement;
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(picker, { target: { files: [file] } });
    expect(
      await screen.findByText('仅支持 JPG、PNG、WEBP 图片', { selector: '.adm-toast-main *' }),
    ).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/customer/send_img')).toBe(false);
  });
});
