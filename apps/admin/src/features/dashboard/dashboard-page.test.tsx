import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { failBody, fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const today = {
  day: '2026-11-26',
  at: '2026-11-26T02:00:00.000Z',
  deposits: { count: 3, amount_fen: 1_234_567 },
  withdrawals: { count: 1, amount_fen: 50_000 },
  bets: { bet_count: 42, stake_fen: 98_700, payout_fen: 99_000, ggr_fen: -300 },
  games: [
    {
      game_code: 'Tradition28',
      game_name: '传统28',
      bet_count: 40,
      stake_fen: 90_000,
      payout_fen: 99_000,
      ggr_fen: -9_000,
    },
    {
      game_code: 'Finance28',
      game_name: '财经28',
      bet_count: 2,
      stake_fen: 8_700,
      payout_fen: 0,
      ggr_fen: 8_700,
    },
  ],
  online_members: 17,
  pending: { deposits: 4, withdrawals: 2, approvals: 1 },
  draw_lag: { overdue_issues: 2, max_lag_sec: 95 },
};

describe('dashboard', () => {
  it("shows today's figures in yuan, the queues, GGR per game and a draw lag warning", async () => {
    sessionStore.signInWithToken('dev');
    const calls = fakeApi((c) => (c.path === '/api/admin/reports/dashboard' ? okBody(today) : undefined));
    renderPage(<DashboardPage />);
    expect(await screen.findByText('12345.67')).toBeTruthy();
    expect(screen.getByText('2026-11-26（北京时间）· 更新于 2026/11/26 10:00:00')).toBeTruthy();
    expect(screen.getByText('-3.00')).toBeTruthy();
    expect(screen.getByText('开奖延迟：2 期已过开奖时间未开奖，最久 95 秒')).toBeTruthy();
    const row = screen.getByText('传统28').closest('tr') as HTMLElement;
    expect(within(row).getByText('-90.00')).toBeTruthy();
    expect(within(row).getByText('990.00')).toBeTruthy();
    expect(calls.every((c) => c.headers['x-admin-token'] === 'dev')).toBe(true);
  });

  it("says the draws are on time, and shows the server's refusal as it is", async () => {
    sessionStore.signInWithToken('dev');
    fakeApi(() => okBody({ ...today, draw_lag: { overdue_issues: 0, max_lag_sec: 0 } }));
    renderPage(<DashboardPage />);
    expect(await screen.findByText('开奖正常：没有超时未开的期号')).toBeTruthy();
    vi.unstubAllGlobals();
    fakeApi(() => failBody(403, 20092, '没有此操作的权限'));
    renderPage(<DashboardPage />);
    expect(await screen.findByText('没有此操作的权限')).toBeTruthy();
  });
});
