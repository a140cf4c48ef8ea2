import { Messages } from '@qilin/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

/** One settled order as POST /api/bet/records lists it (server bet.queries presentOrder). */
const order = {
  id: 31,
  game_id: 'Tradition28',
  room_id: '1',
  issue: '20240501-0300',
  status: 'settled',
  chase_id: null,
  multiple: 1,
  totalFen: 1000,
  payoutFen: 2000,
  placedAt: Date.UTC(2024, 4, 1, 4, 0, 0),
  receiptHash: 'list-hash',
  items: [
    {
      id: 310,
      play_id: 'big',
      name: '大',
      selection: { playId: 'big' },
      odds: '2',
      amountFen: 1000,
      payoutFen: 2000,
      status: 'won',
      settledAt: 0,
    },
  ],
};

describe('/betRecord', () => {
  it("shows '加载失败' when the bet list fails, and the list after a retry", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    let fail = true;
    mockFetch({
      '/api/bet/records': () =>
        fail
          ? json({ success: false, error_code: 50000, error_message: '服务器繁忙' }, { status: 500 })
          : ok({ list: [order], total: 1 }),
    });
    renderRoutes(gameRoutes(), '/betRecord?game_id=Tradition28');
    expect(await screen.findByText(Messages.loadFailed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('暂无记录')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已中奖')).toBeTruthy();
    expect(screen.queryByText(Messages.loadFailed)).toBeNull();
  });
});
