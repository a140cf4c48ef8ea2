import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { RoomsPage } from './rooms-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const view = {
  game_id: 'Tradition28',
  room_id: '1',
  rows: [{ room_id: '1', odds: { big: '2.1' }, rules: {} }],
  effective: { odds: { big: '2.1', small: '2' }, rules: null },
};

describe('rooms and odds', () => {
  it("shows a room's effective odds and sends an edited row (a second operator approves it)", async () => {
    sessionStore.signInWithToken('dev');
    const calls = fakeApi((c) => {
      if (c.path === '/api/admin/games')
        return okBody({
          list: [
            {
              code: 'Tradition28',
              name: '经典28',
              class_type: 1,
              game_type: 'pc28',
              scheduled: true,
              period_sec: 210,
              close_sec: 30,
            },
          ],
        });
      if (c.path.startsWith('/api/admin/game-rooms/config?')) return okBody(view);
      if (c.method === 'PUT')
        return { status: 202, body: { success: true, result: { pending: true, approval_id: 3 } } };
      return undefined;
    });
    renderPage(<RoomsPage />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/games')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('经典28（Tradition28）'));
    fireEvent.change(screen.getByLabelText('房间 ID'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('small')).toBeTruthy();
    const odds = screen.getByLabelText('赔率（JSON：玩法 → 赔率）') as HTMLTextAreaElement;
    expect(JSON.parse(odds.value)).toEqual({ big: '2.1' });
    fireEvent.change(odds, { target: { value: '{"big": "2.05"' } });
    fireEvent.click(screen.getByRole('button', { name: '提交修改' }));
    expect(await screen.findByText('JSON 格式错误')).toBeTruthy();
    fireEvent.change(odds, { target: { value: '{"big": "2.05"}' } });
    fireEvent.click(screen.getByRole('button', { name: '提交修改' }));
    expect(await screen.findByText('已提交，等待另一位运营人员审批')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      game_id: 'Tradition28',
      game_room_id: '1',
      odds: { big: '2.05' },
      rules: {},
    });
  });
});
