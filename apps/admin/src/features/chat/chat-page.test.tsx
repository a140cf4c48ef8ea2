import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { ChatPage } from './chat-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const game = {
  code: 'Tradition28',
  name: '经典28',
  class_type: 1,
  game_type: 'pc28',
  scheduled: true,
  period_sec: 210,
  close_sec: 30,
};
const message = {
  id: 7,
  gid: 'Tradition28',
  roomId: '1',
  name: '小明',
  avatar: '',
  content: '加群赚钱',
  originalContent: '加群赚钱',
  type: 'text',
  time: 1_772_330_400_000,
  memberId: 42,
  reports: 2,
  ext: { isRobot: false, issue: null, official: false, recalled: false, bet: null, uploadId: null },
};

describe('chat moderation', () => {
  it("lists a room's reported messages with their sender and withdraws one", async () => {
    sessionStore.signInWithToken('dev');
    const calls = fakeApi((c) => {
      if (c.path === '/api/admin/games') return okBody({ list: [game] });
      if (c.path.startsWith('/api/admin/chat/messages?')) return okBody({ list: [message], hasMore: false });
      if (c.path === '/api/admin/chat/words') return okBody({ words: ['赌博'] });
      if (c.path === '/api/admin/chat/sanctions') return okBody({ list: [] });
      if (c.path === '/api/admin/chat/messages/7/recall') return okBody({ recalled: true });
      return undefined;
    });
    renderPage(<ChatPage />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/games')).toBe(true));
    const wordsBox = (await screen.findByLabelText('违禁词（每行一个）')) as HTMLTextAreaElement;
    await waitFor(() => expect(wordsBox.value).toBe('赌博'));
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByText('经典28（Tradition28）'));
    fireEvent.change(screen.getByLabelText('房间号'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('仅看被举报'));
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('加群赚钱')).toBeTruthy();
    expect(screen.getByText('#42')).toBeTruthy();
    const list = calls.find((c) => c.path.startsWith('/api/admin/chat/messages?'));
    expect(list?.path).toContain('reported=1');
    fireEvent.click(screen.getByRole('button', { name: '撤回消息 7' }));
    expect(await screen.findByText('消息已撤回')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/chat/messages/7/recall')).toBe(
      true,
    );
  });
});
