import { StorageKey } from '@qilin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isQuietMode, setQuietMode, useOverlayStore } from '../../../components/popups';
import { i18n, loadLanguage, storedLanguage } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { demoMember, renderRoutes, resetSession } from '../../../test/utils';
import { SettingsScreen } from './settings-screen';

const routes = [{ path: '/setting', element: <SettingsScreen onLogout={() => {}} /> }];

describe('SettingsScreen', () => {
  afterEach(async () => {
    setQuietMode(false);
    await loadLanguage('zh-CN');
  });

  it('keeps quiet mode on the device, and the popup store is what everyone reads', () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    renderRoutes(routes, '/setting');
    const quiet = screen.getByRole('switch', { name: '静音模式' });
    expect(quiet.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(quiet);
    expect(isQuietMode()).toBe(true);
    expect(useOverlayStore.getState().toggles.quiet).toBe(true);
    expect(localStorage.getItem(StorageKey.quietMode)).toBe('true');
    fireEvent.click(quiet);
    expect(isQuietMode()).toBe(false);
    expect(localStorage.getItem(StorageKey.quietMode)).toBe('false');
  });

  it('switches to English, renders it and keeps the choice', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    renderRoutes(routes, '/setting');
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Quiet mode')).toBeTruthy();
    expect(screen.getByText('Clear cache')).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    fireEvent.click(screen.getByText('简体中文'));
    expect(await screen.findByText('静音模式')).toBeTruthy();
    expect(storedLanguage()).toBe('zh-CN');
  });

  it('keeps the chosen skin as skin_type', () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    renderRoutes(routes, '/setting');
    fireEvent.click(screen.getByText('尊享金'));
    expect(useSessionStore.getState().skinType).toBe('gold');
    expect(localStorage.getItem(StorageKey.skinType)).toBe('gold');
  });

  it('clears the cache after a confirm, keeping the login and the settings', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    localStorage.setItem(StorageKey.payTypes, '[1]');
    localStorage.setItem(StorageKey.realBetInfo, '{}');
    const { queryClient } = renderRoutes(routes, '/setting');
    queryClient.setQueryData(['wallet', 'balance'], { balance: 1 });
    fireEvent.click(screen.getByText('清除缓存'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    await waitFor(() => expect(localStorage.getItem(StorageKey.payTypes)).toBeNull());
    expect(localStorage.getItem(StorageKey.realBetInfo)).toBeNull();
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('offers logout to a member only', () => {
    resetSession();
    renderRoutes(routes, '/setting');
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });
});
