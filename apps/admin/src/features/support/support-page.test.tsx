import type { SupportMessage, SupportQueueRow } from '@qilin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { ConversationView } from './conversation-view';
import { mergeQueue } from './support-api';
import { SupportPage } from './support-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const at = '2026-11-26T01:00:00.000Z';
const row = (id: number, username: string, operatorId: number | null = null): SupportQueueRow => ({
  id,
  memberId: 100 + id,
  username,
  nickname: '',
  status: 'open',
  operatorId,
  unread: 2,
  lastMessageAt: at,
  lastPreview: '充值没到账',
  createdAt: at,
  closedAt: null,
});
const msg = (id: number, sender: SupportMessage['sender'], content: string): SupportMessage => ({
  id,
  conversationId: 1,
  sender,
  kind: 'text',
  content,
  image: null,
  createdAt: at,
});

describe('the support desk', () => {
  /** A desk where conversation 1 can be opened, taken and answered. */
  function desk(ui: React.ReactElement = <SupportPage poll={false} />) {
    sessionStore.signInWithToken('dev');
    let conversation = row(1, 'alice');
    const messages = [msg(1, 'member', '充值没到账')];
    const calls = fakeApi((c) => {
      if (c.path.startsWith('/api/admin/support/conversations?'))
        return okBody([conversation, row(2, 'bob')]);
      if (c.path === '/api/admin/support/conversations/1') return okBody({ conversation, messages });
      if (c.path === '/api/admin/support/canned')
        return okBody([{ id: 5, title: '核实', content: '正在为您核实', sort: 0 }]);
      if (c.path === '/api/admin/support/conversations/1/assign') {
        conversation = { ...conversation, operatorId: 9 };
        return okBody(conversation);
      }
      if (c.path === '/api/admin/support/conversations/1/reply') {
        const m = msg(2, 'operator', (c.body as { content: string }).content);
        messages.push(m);
        return okBody(m);
      }
      return undefined;
    });
    renderPage(ui);
    return calls;
  }

  it('opens a queued conversation and takes it', async () => {
    const calls = desk();
    fireEvent.click(await screen.findByRole('button', { name: '打开会话 1 alice' }));
    expect(await screen.findByText('会话 #1 · alice（alice）')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '接入（分配给我）' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.endsWith('/1/assign') && c.method === 'POST')).toBe(true),
    );
  });

  it('inserts a canned reply and sends it (the conversation view alone)', async () => {
    const calls = desk(<ConversationView id={1} me={9} mayReply poll={false} />);
    await screen.findByText('会话 #1 · alice（alice）');
    fireEvent.click(await screen.findByRole('button', { name: '插入快捷回复' }));
    fireEvent.click(await screen.findByText('核实：正在为您核实'));
    const box = screen.getByRole('textbox', { name: '回复内容' }) as HTMLTextAreaElement;
    expect(box.value).toBe('正在为您核实');
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(box.value).toBe(''));
    const sent = calls.find((c) => c.path.endsWith('/1/reply'));
    expect(sent?.body).toEqual({ content: '正在为您核实' });
    const list = screen.getByRole('list', { name: '会话消息' });
    await waitFor(() => expect(within(list).getByText('正在为您核实')).toBeTruthy());
  });

  it('asks the queue with its filters and the cursor', async () => {
    sessionStore.signInWithToken('dev');
    const calls = fakeApi((c) =>
      c.path.startsWith('/api/admin/support/conversations?') ? okBody([]) : okBody([]),
    );
    renderPage(<SupportPage poll={false} />);
    await waitFor(() => expect(calls.some((c) => c.path.includes('status=open'))).toBe(true));
    fireEvent.click(screen.getByText('待接入'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('assigned=unassigned'))).toBe(true));
  });

  it('merges overlapping queue pages once each, in id order', () => {
    expect(mergeQueue([row(3, 'c'), row(1, 'a')], [row(1, 'a'), row(2, 'b')]).map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
