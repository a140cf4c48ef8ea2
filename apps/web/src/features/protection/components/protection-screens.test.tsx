import type { ProtectionStatus } from '@qilin/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { loadTexts } from '../../../i18n';
import {
  demoMember,
  json,
  mockFetch,
  renderRoutes,
  renderWithProviders,
  resetSession,
} from '../../../test/utils';
import { RealityCheckHost } from './reality-check-host';

const ok = (result: unknown) => json({ success: true, result });
const usage = { deposit_fen: 0, stake_fen: 3_000, return_fen: 1_000, net_fen: -2_000 };
const NOW = Date.parse('2026-03-01T10:00:00+08:00');

function status(over: Partial<ProtectionStatus> = {}): ProtectionStatus {
  return {
    limits: [
      { key: 'loss_day', value: 10_000, pending: null },
      { key: 'stake_week', value: 50_000, pending: { value: 90_000, due_at: NOW - 60_000 } },
      { key: 'deposit_month', value: 20_000, pending: { value: null, due_at: NOW + 3_600_000 } },
    ],
    break: null,
    usage: { day: usage, week: usage, month: usage },
    server_time: NOW,
    ...over,
  };
}

describe('protection screens', () => {
  beforeEach(async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    await loadTexts('protection');
  });

  it('limits: value and usage, 确认 only on a due raise, and a lower limit saved at once', async () => {
    const calls = mockFetch({
      '/api/protection/status': () => ok(status()),
      '/api/protection/limits': () =>
        ok(status({ limits: [{ key: 'loss_day', value: 5_000, pending: null }] })),
      '/api/protection/limits/confirm': () => ok(status()),
    });
    renderRoutes(routes, '/protection/limits');
    const loss = await screen.findByTestId('limit-loss_day', {}, { timeout: 8000 });
    expect(loss.textContent).toContain('每日亏损限额');
    expect(loss.textContent).toContain('100元');
    expect(loss.textContent).toContain('本期亏损 20元');
    const stake = screen.getByTestId('limit-stake_week');
    expect(stake.textContent).toContain('待生效：900元');
    const deposit = screen.getByTestId('limit-deposit_month');
    expect(deposit.textContent).toContain('待取消，2026-03-01 11:00 后可确认');
    expect(within(deposit).queryByRole('button', { name: /确\s*认/ })).toBeNull();

    fireEvent.click(within(stake).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/protection/limits/confirm')).toBe(true),
    );
    const confirmCall = calls.find((c) => c.url.pathname === '/api/protection/limits/confirm');
    expect(JSON.parse(String(confirmCall?.init?.body))).toEqual({ key: 'stake_week' });

    fireEvent.click(within(loss).getByRole('button', { name: /修\s*改/ }));
    fireEvent.change(within(loss).getByLabelText('每日亏损限额'), { target: { value: '50' } });
    fireEvent.click(within(loss).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/protection/limits');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ key: 'loss_day', value: 5_000 });
  });

  it('limits: a bad amount is refused before any call, with a clear message', async () => {
    const calls = mockFetch({ '/api/protection/status': () => ok(status()) });
    renderRoutes(routes, '/protection/limits');
    const loss = await screen.findByTestId('limit-loss_day', {}, { timeout: 8000 });
    fireEvent.click(within(loss).getByRole('button', { name: /修\s*改/ }));
    fireEvent.change(within(loss).getByLabelText('每日亏损限额'), { target: { value: '1.234' } });
    fireEvent.click(within(loss).getByRole('button', { name: /保\s*存/ }));
    expect((await within(loss).findByRole('alert')).textContent).toBe('请输入正确的金额');
    expect(calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(0);
  });

  it('breaks: the confirmation says it cannot be undone and that chases are refunded, and needs the tick', async () => {
    const calls = mockFetch({
      '/api/protection/status': () => ok(status()),
      '/api/protection/break': () =>
        ok(
          status({
            break: { id: 1, kind: 'self_exclusion', starts_at: NOW, ends_at: NOW + 1, lifted_at: null },
          }),
        ),
    });
    renderRoutes(routes, '/protection/breaks');
    fireEvent.click(await screen.findByRole('button', { name: '6 个月' }, { timeout: 8000 }));
    const dialog = await screen.findByTestId('break-confirm');
    expect(dialog.textContent).toContain('不能提前撤销');
    expect(dialog.textContent).toContain('追号将被取消');
    expect(dialog.textContent).toContain('退回');
    const start = screen.getByRole('button', { name: '开始自我禁止期' });
    expect(start.hasAttribute('disabled') || start.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '开始自我禁止期' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/protection/break')).toBe(true));
    const call = calls.find((c) => c.url.pathname === '/api/protection/break');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ length: '6m' });
  });

  it('the centre lists the tools, the odds explained and the operator help contacts', async () => {
    mockFetch({
      '/api/protection/status': () => ok(status()),
      '/api/protection/session': () =>
        ok({ started_at: NOW, minutes_played: 0, net_fen: 0, reality_check_minutes: 30, server_time: NOW }),
      '/api/protection/help-contacts': () =>
        ok({ list: [{ name: '希望24热线', phone: '400-161-9995', url: '', hours: '24小时', note: '' }] }),
    });
    renderRoutes(routes, '/protection');
    expect(await screen.findByText('限额设置', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('冷静期与自我禁止')).toBeTruthy();
    expect(screen.getByText('赔率说明')).toBeTruthy();
    const call = await screen.findByRole('link', { name: '拨打 400-161-9995' });
    expect(call.getAttribute('href')).toBe('tel:4001619995');
    expect(document.body.textContent).not.toMatch(/稳赢|必赢|保证/);
  });
});

describe('reality check', () => {
  afterEach(() => vi.useRealTimers());

  it('opens after the chosen interval of the session over the screen, and 继续 arms the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    await loadTexts('protection');
    let reads = 0;
    mockFetch({
      '/api/protection/session': () => {
        reads += 1;
        const now = Date.now();
        return ok({
          started_at: NOW - 10 * 60_000,
          minutes_played: Math.floor((now - (NOW - 10 * 60_000)) / 60_000),
          net_fen: -1_250,
          reality_check_minutes: 15,
          server_time: now,
        });
      },
    });
    const onStop = vi.fn();
    renderWithProviders(<RealityCheckHost active onStop={onStop} onLimits={() => {}} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(reads).toBe(1);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    // Due at 15 minutes of the session: 5 minutes from now.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4 * 60_000);
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + 10);
    });
    const popup = screen.getByTestId('reality-check');
    expect(popup.textContent).toContain('已游戏 15 分钟');
    expect(popup.textContent).toContain('-12.50元');
    fireEvent.click(screen.getByText('继续'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000);
    });
    expect(screen.getByTestId('reality-check').textContent).toContain('已游戏 30 分钟');
    fireEvent.click(screen.getByText('停止'));
    expect(onStop).toHaveBeenCalledTimes(1);
  });
});
