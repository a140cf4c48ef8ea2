import { StorageKey } from '@qilin/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { closeAllPopups } from '../components/popups';
import { setNavigator } from '../lib/navigation';
import { useSessionStore } from '../lib/session';

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** Replaces global fetch with a router by pathname; unmatched calls fail loudly. */
export function mockFetch(routes: Record<string, FetchHandler>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push({ url, init });
    const handler = routes[url.pathname];
    if (!handler) throw new TypeError(`unmocked fetch ${url.href}`);
    return handler(url, init);
  };
  globalThis.fetch = fake as typeof fetch;
  window.fetch = fake as typeof fetch;
  return calls;
}

export function resetSession(overrides: Partial<ReturnType<typeof useSessionStore.getState>> = {}): void {
  closeAllPopups();
  useSessionStore.setState({
    token: '',
    userData: null,
    isLogin: false,
    registrable: '1',
    captcha: '0',
    mainLine: '',
    mainLineList: [],
    defense: false,
    uuid: '',
    gameKey: 1,
    firstIn: false,
    noticeMark: { pending: false, seen: {} },
    trial: null,
    parked: null,
    ...overrides,
  });
  // The store writes the device id once at start; tests clear localStorage between runs.
  localStorage.setItem(StorageKey.deviceId, useSessionStore.getState().deviceId);
}

/** Renders routes in a memory router inside the real app providers (popups included). */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }], '/');
}

export const demoMember = {
  memberId: 10086,
  username: 'demo01',
  nickname: '小麒',
  nick_name: '小麒',
  avatar: '',
  phone: '',
  real_name: '',
  nim_id: '',
  sign_password: false,
};

/**
 * Chooses `label` on the open antd-mobile Picker wheel and confirms. The wheel reports a choice to its
 * Picker a tick after the tap (a debounced effect), so the confirm waits for it, as a finger would.
 */
export async function pickOnWheel(label: string): Promise<void> {
  fireEvent.click(await screen.findByText(label, { selector: '.adm-picker-view-column-item-label' }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  fireEvent.click(screen.getByText('确定', { selector: '.adm-picker-header-button' }));
}
