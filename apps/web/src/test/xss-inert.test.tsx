import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberCard } from '../features/member';
import { WithdrawAccountScreen } from '../features/withdraw/components/withdraw-account-screen';
import { WithdrawListScreen } from '../features/withdraw/components/withdraw-list-screen';
import { WithdrawScreen } from '../features/withdraw/components/withdraw-screen';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from './utils';

/**
 * Text a member typed (nickname, account holder and titles) is rendered by React as text only: an XSS
 * payload shows up literally and creates no element, no handler attribute, no script run.
 */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '"><svg onload=alert(3)>',
  "'><iframe src=javascript:alert(4)>",
];

const ok = (result: unknown) => json({ success: true, result });

/** Checks the whole document: popups and toasts render outside the route's container. */
function expectInert(payload: string, container: HTMLElement = document.body): void {
  expect(container.textContent).toContain(payload);
  expect(container.querySelector('script, iframe, img[src="x"], svg[onload]')).toBeNull();
  const handlers = [...container.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes]
      .filter((a) => a.name.toLowerCase().startsWith('on'))
      .map((a) => `${el.tagName} ${a.name}`),
  );
  expect(handlers).toEqual([]);
}

function render(path: string, element: ReactNode) {
  return renderRoutes([{ path, element }], path);
}

describe('member-provided text is rendered inert', () => {
  const alert = vi.fn();
  beforeEach(() => {
    alert.mockClear();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(alert).not.toHaveBeenCalled();
  });

  for (const payload of PAYLOADS) {
    it(`member card nickname and username: ${payload}`, async () => {
      const member = { ...demoMember, nickname: payload, nick_name: payload, username: `u${payload}` };
      resetSession({ token: 't', userData: member, isLogin: true });
      mockFetch({ '/api/member/info': () => ok({ ...member, unreadNum: 0 }) });
      const view = render('/person', <MemberCard />);
      expect(await screen.findByText(payload)).toBeTruthy();
      expectInert(payload);
      expect(view.container.textContent).toContain(`u${payload}`);
    });

    it(`withdraw account titles and holder names: ${payload}`, async () => {
      resetSession({ token: 't', userData: demoMember, isLogin: true });
      const account = { id: 3, type: 1105, title: payload, typeName: '银行卡', holder_name: payload };
      mockFetch({
        '/api/fund/withdraw/pre_check': () => ok(null),
        '/api/fund/withdraw/accounts': () => ok([account]),
        '/api/fund/withdraw/types': () => ok({ withdrawTypes: { available: [1105] } }),
        '/api/fund/banks': () => ok([{ bankName: payload }]),
        '/api/member/wallet': () => ok({ balance: 50_000, withdrawable_amount: 30_000, held: 0 }),
      });
      const accounts = render('/withdrawAccount', <WithdrawAccountScreen />);
      expect((await screen.findAllByText(payload)).length).toBeGreaterThan(0);
      expectInert(payload);
      accounts.unmount();

      render('/withdraw', <WithdrawScreen />);
      expect((await screen.findAllByText(payload)).length).toBeGreaterThan(0);
      expectInert(payload);
    });

    it(`withdraw records (account text and refusal reason): ${payload}`, async () => {
      resetSession({ token: 't', userData: demoMember, isLogin: true });
      const item = {
        id: 7,
        amountFen: 20_000,
        status: 'rejected',
        type: 1105,
        typeName: '银行卡',
        account: payload,
        reason: payload,
        createdAt: '2026-11-22T02:35:16.922Z',
        timeline: [{ step: 'applied', time: '2026-11-22T02:35:16.922Z', reason: '' }],
      };
      mockFetch({ '/api/fund/withdraw/list': () => ok({ total: 1, list: [item] }) });
      render('/withdrawList', <WithdrawListScreen />);
      expect((await screen.findAllByText(payload, { exact: false })).length).toBeGreaterThan(0);
      expectInert(payload);
    });
  }
});
