import { Messages } from '@qilin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

/** A chase as GET /api/bet/task/list lists it (chase.service history). */
const chase = (status: string) => ({
  zhid: 8,
  gameId: 'Ffc',
  isWinStop: false,
  status,
  totalFen: 1000,
  issues: 5,
  done: 2,
  items: [{ orderId: 80, issue: '20240501-0010', multiple: 1, status: 'open', totalFen: 200 }],
  createdAt: 0,
});

describe('/runNumberRecord', () => {
  it('lists a running chase with its progress; 取消追号 cancels it (取消追号成功) and the list reloads', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    let status = 'running';
    const calls = mockFetch({
      '/api/bet/task/list': () => ok({ list: [chase(status)] }),
      '/api/bet/task/cancel': () => {
        status = 'cancelled';
        return ok({ refundFen: 600, cancelled: 3, message: Messages.chaseCancelSuccess });
      },
      '/api/member/wallet': () => ok({ balance: 100, withdrawable_amount: 0, held: 0 }),
    });
    renderRoutes(gameRoutes(), '/runNumberRecord?game_id=Ffc');
    expect(await screen.findByText(/2\/5 期/, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消追号' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    expect(await screen.findByText(Messages.chaseCancelSuccess, {}, { timeout: 5000 })).toBeTruthy();
    expect(
      JSON.parse(String(calls.find((c) => c.url.pathname === '/api/bet/task/cancel')?.init?.body)),
    ).toEqual({
      id: 8,
    });
    await waitFor(() => expect(screen.getByText('已取消')).toBeTruthy());
    expect(screen.getByTestId('record-status').getAttribute('data-tone')).toBe('void');
    expect(screen.queryByRole('button', { name: '取消追号' })).toBeNull();
  }, 20_000);
});
