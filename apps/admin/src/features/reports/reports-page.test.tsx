import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { defaultRange, ReportsPage, shanghaiDay } from './reports-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const dailyRow = (day: string) => ({
  day,
  deposit_count: 2,
  deposit_fen: 12_445,
  withdrawal_count: 1,
  withdrawal_fen: 2_000,
  bet_count: 3,
  stake_fen: 1_700,
  payout_fen: 1_990,
  ggr_fen: -90,
});

describe('reports', () => {
  it('days on the Asia/Shanghai calendar: 2026-11-25 16:30 UTC is already the 26th', () => {
    expect(shanghaiDay(Date.parse('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(defaultRange(Date.parse('2026-11-25T16:30:00Z'))).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
  });

  it('queries the chosen range, pages on the server, switches report, exports the CSV', async () => {
    sessionStore.signInWithToken('dev');
    const calls = fakeApi((c) => {
      const url = new URL(c.path, 'http://x');
      if (url.pathname === '/api/admin/reports/daily') {
        const page = Number(url.searchParams.get('page'));
        return okBody({
          rows: [dailyRow(page === 1 ? '2026-03-10' : '2026-03-11')],
          total: 25,
          page,
          page_size: 20,
        });
      }
      if (url.pathname === '/api/admin/reports/per-game')
        return okBody({
          rows: [
            {
              game_code: 'Tradition28',
              game_name: '传统28',
              bet_count: 2,
              stake_fen: 1500,
              payout_fen: 1990,
              ggr_fen: -490,
            },
          ],
          total: 1,
          page: 1,
          page_size: 20,
        });
      return undefined;
    });
    const csvCalls: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/csv')) {
        csvCalls.push(url);
        return new Response('\uFEFF日期\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="daily-2026-03-10_2026-03-11.csv"',
          },
        });
      }
      return realFetch(url, init);
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderPage(<ReportsPage />);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-03-11' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    const row = (await screen.findByText('2026-03-10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('124.45')).toBeTruthy();
    expect(within(row).getByText('-0.90')).toBeTruthy();
    expect(
      calls.some(
        (c) => c.path === '/api/admin/reports/daily?from=2026-03-10&to=2026-03-11&page=1&page_size=20',
      ),
    ).toBe(true);
    expect(screen.getByText('共 25 行')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('2026-03-11')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csvCalls).toEqual(['/api/admin/reports/daily/csv?from=2026-03-10&to=2026-03-11']);
    expect(createObjectURL).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('tab', { name: '按游戏' }));
    expect(await screen.findByText('传统28')).toBeTruthy();
    expect(screen.getByText('-4.90')).toBeTruthy();
    click.mockRestore();
  });
});
