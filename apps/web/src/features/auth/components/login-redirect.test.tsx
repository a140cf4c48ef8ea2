import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { wireApp } from '../../../app/wiring';
import { safeReturnPath } from '../../../config/paths';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';

function server() {
  return mockFetch({
    '/api/site/flags': () =>
      json({
        success: true,
        result: { registrable: '1', captcha: '0', onlinePay: false, serviceLink: '' },
      }),
    '/api/auth/login': () => json({ success: true, result: { token: 'tok-new', member: demoMember } }),
    '/api/member/info': () => json({ success: true, result: { ...demoMember, unreadNum: 0 } }),
  });
}

async function logIn(path: string) {
  const view = renderRoutes(routes, path);
  wireApp(view.router, view.queryClient);
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'demo01' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
  return view;
}

describe('login with a return path (a guest asked to log in from a room)', () => {
  beforeEach(() => resetSession());

  it('goes back to the in-app path it was given', async () => {
    server();
    const room = '/about?from=room';
    const { router } = await logIn(`/login?redirect=${encodeURIComponent(room)}`);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(room),
    );
  });

  it('keeps the return path when switching to the register tab', async () => {
    server();
    const { router } = renderRoutes(routes, '/login?redirect=%2Flottery%3Fgame_id%3DCqdb');
    fireEvent.click(await screen.findByRole('tab', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/lottery?game_id=Cqdb');
  });

  it('lands in the hall for a path to another origin', async () => {
    server();
    const { router } = await logIn(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/hall'));
  });

  it('accepts only in-app paths outside the login screens', () => {
    expect(safeReturnPath('/gamezhuotou?game_id=Finance28')).toBe('/gamezhuotou?game_id=Finance28');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login?x=1']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
