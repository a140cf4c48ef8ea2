import { StorageKey } from '@qilin/contract/storage-keys';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session';
import { demoMember, renderWithProviders, resetSession } from '../../test/utils';
import { confirmPopup, isPopupDismissed } from './confirm';
import { popups } from './popups';
import { setQuietMode, showPopup, useOverlayStore } from './store';
import { NOT_MEMBER_CLOSE_MS } from './types';

describe('global popups', () => {
  let view: ReturnType<typeof renderWithProviders>;
  beforeEach(() => {
    resetSession();
    view = renderWithProviders(<div>page</div>);
  });
  afterEach(() => vi.useRealTimers());

  it('a confirm popup resolves when confirmed', async () => {
    const pending = confirmPopup({ kind: 'betConfirm', lines: ['大 10元'], totalText: '合计 10元' });
    expect(await screen.findByText('大 10元')).toBeTruthy();
    fireEvent.click(screen.getByText('确定'));
    await expect(pending).resolves.toBeUndefined();
    expect(useOverlayStore.getState().entries).toHaveLength(0);
  });

  it('a dialog is named by its title (axe aria-dialog-name)', async () => {
    void confirmPopup({ kind: 'prompt', content: '确定要退出当前账号吗？' }).catch(() => {});
    expect(await screen.findByRole('dialog', { name: '温馨提示' })).toBeTruthy();
    void popups.maintenance('01:00', '02:00');
    expect(await screen.findByRole('dialog', { name: '系统维护中' })).toBeTruthy();
  });

  it('a confirm popup rejects when cancelled', async () => {
    const pending = confirmPopup({ kind: 'prompt', content: '确定要退出当前账号吗？' });
    fireEvent.click(await screen.findByText('取消'));
    const error = await pending.catch((e: unknown) => e);
    expect(isPopupDismissed(error)).toBe(true);
  });

  it('the not-a-member hint closes itself after 2 s', async () => {
    vi.useFakeTimers();
    const closed = popups.notMember();
    await act(async () => {});
    expect(screen.getByText('您还不是会员，请先登录')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(NOT_MEMBER_CLOSE_MS - 1));
    expect(screen.queryByText('您还不是会员，请先登录')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    await expect(closed).resolves.toBe(false);
    expect(screen.queryByText('您还不是会员，请先登录')).toBeNull();
  });

  it('an important notice shows once per notice id per member', async () => {
    useSessionStore.setState({ userData: demoMember });
    const first = popups.notice({ id: 42, content: '系统将于今晚升级' });
    fireEvent.click(await screen.findByText('我知道了'));
    await expect(first).resolves.toBe(true);
    await expect(popups.notice({ id: 42, content: '系统将于今晚升级' })).resolves.toBe(false);
    // Another member has not seen it yet.
    useSessionStore.setState({ userData: { ...demoMember, memberId: 2 } });
    const other = popups.notice({ id: 42, content: '系统将于今晚升级' });
    expect(await screen.findByText('系统将于今晚升级')).toBeTruthy();
    fireEvent.click(screen.getByText('我知道了'));
    await expect(other).resolves.toBe(true);
  });

  it('insufficient balance offers cancel and go-to-recharge', async () => {
    const pending = popups.insufficientBalance();
    expect(await screen.findByText('你的余额不足以完成此次操作！')).toBeTruthy();
    fireEvent.click(screen.getByText('去充值'));
    await pending;
    await waitFor(() => expect(screen.queryByText('去充值')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/recharge');
  });

  it('the win animation shows the amount in yuan', async () => {
    void popups.win(123456);
    expect((await screen.findByTestId('win-amount')).textContent).toContain('1234.56');
    expect(document.querySelectorAll('.ql-win__coin').length).toBeGreaterThan(0);
  });

  it('quiet mode (kept on the device) shows the amount without the coin burst', async () => {
    setQuietMode(true);
    try {
      expect(localStorage.getItem(StorageKey.quietMode)).toBe('true');
      void popups.win(500);
      expect((await screen.findByTestId('win-amount')).textContent).toContain('5');
      expect(document.querySelectorAll('.ql-win__coin')).toHaveLength(0);
    } finally {
      setQuietMode(false);
    }
  });

  it('line errors never stack; get-line settles the one popup', async () => {
    const a = popups.lineError();
    const b = popups.lineError();
    expect(await screen.findAllByText('网络波动异常')).toHaveLength(1);
    fireEvent.click(screen.getByText('获取线路'));
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
  });

  it('maintenance shows its start and end time', async () => {
    void showPopup({ kind: 'maintenance', startTime: '02:00', endTime: '06:00' });
    expect(await screen.findByText(/02:00 ~ 06:00/)).toBeTruthy();
  });
});
