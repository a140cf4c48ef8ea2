import { type BetReceipt, Messages } from '@qilin/contract';
import { sha256Hex } from '@qilin/domain';
import { fireEvent, screen, within } from '@testing-library/react';
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

/**
 * The receipt the server stored at acceptance (bet-placement buildOrder). Its fields differ from the list
 * row on purpose (odds 1.98, serverTime, a second bet), so a detail built from the row would show otherwise.
 */
function storedReceipt(): BetReceipt {
  const body = {
    orderId: 31,
    gameId: 'Tradition28',
    roomId: '1',
    issue: '20240501-0300',
    items: [
      {
        betId: 310,
        playId: 'big',
        name: '大',
        selection: { playId: 'big', amountFen: 1000, odds: '1.98' },
        odds: '1.98',
        amountFen: 1000,
      },
      {
        betId: 311,
        playId: 'sum',
        name: '和值',
        selection: { playId: 'sum', option: '13', amountFen: 500, odds: '9.8' },
        odds: '9.8',
        amountFen: 500,
      },
    ],
    totalFen: 1500,
    // 2024-05-01 12:00:07 in Beijing
    serverTime: Date.UTC(2024, 4, 1, 4, 0, 7),
  };
  return { ...body, hash: sha256Hex(JSON.stringify(body)) };
}

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

  it('opens the stored receipt of a tapped bet from GET /api/bet/order/detail, hash checked in the browser', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const receipt = storedReceipt();
    const calls = mockFetch({
      '/api/bet/records': () => ok({ list: [order], total: 1 }),
      '/api/bet/order/detail': () => ok({ ...order, receipt }),
    });
    renderRoutes(gameRoutes(), '/betRecord?game_id=Tradition28');
    fireEvent.click(await screen.findByText('已中奖', {}, { timeout: 5000 }));
    const sheet = await screen.findByRole('region', { name: '注单详情' });
    const detail = calls.find((c) => c.url.pathname === '/api/bet/order/detail');
    expect(detail?.url.searchParams.get('id')).toBe('31');
    expect(within(sheet).getByTestId('receipt-issue').textContent).toBe('20240501-0300');
    expect(within(sheet).getByTestId('receipt-time').textContent).toBe('2024-05-01 12:00:07');
    expect(within(sheet).getByTestId('receipt-hash').textContent).toBe(receipt.hash);
    expect(within(sheet).getByTestId('receipt-verdict').textContent).toMatch(/^✓/);
    const [big, sum] = within(sheet).getAllByTestId('receipt-item');
    // the tapped bet is marked; odds and stake are the receipt's, not the list row's
    expect(big?.getAttribute('aria-current')).toBe('true');
    expect(big?.textContent).toContain('1.98');
    expect(big?.textContent).toContain('已中奖');
    expect(sum?.textContent).toContain('和值');
    expect(sum?.textContent).toContain('13');
    expect(sum?.textContent).toContain('9.8');
    expect(sum?.getAttribute('aria-current')).toBeNull();
  });

  it('marks a receipt altered after the fact: its hash no longer matches', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({
      '/api/bet/records': () => ok({ list: [order], total: 1 }),
      '/api/bet/order/detail': () => ok({ ...order, receipt: { ...storedReceipt(), totalFen: 99_999 } }),
    });
    renderRoutes(gameRoutes(), '/betRecord?game_id=Tradition28');
    fireEvent.click(await screen.findByText('已中奖', {}, { timeout: 5000 }));
    expect((await screen.findByTestId('receipt-verdict')).textContent).toMatch(/^✗/);
  });

  it("says '加载失败' in the detail when the detail call fails", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({
      '/api/bet/records': () => ok({ list: [order], total: 1 }),
      '/api/bet/order/detail': () =>
        json({ success: false, error_code: 40400, error_message: '请求的资源不存在' }, { status: 404 }),
    });
    renderRoutes(gameRoutes(), '/betRecord?game_id=Tradition28');
    fireEvent.click(await screen.findByText('已中奖', {}, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.loadFailed);
  });
});
