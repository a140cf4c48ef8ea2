import { ErrorCode } from '@qilin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { site } from '../../../config/site';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { orderAccounts } from '../model/order-accounts';
import { WithdrawScreen } from './withdraw-screen';

const ok = (result: unknown) => json({ success: true, result });
const fail = (code: number, message: string) =>
  json({ success: false, error_code: code, error_message: message }, { status: 400 });

const WALLET = { balance: 50_000, withdrawable_amount: 30_000, held: 0, turnover_required: 20_000 };

function server(preCheck: () => Response, accounts: unknown[] = [], wallet: unknown = WALLET) {
  return mockFetch({
    '/api/fund/withdraw/pre_check': preCheck,
    '/api/fund/withdraw/accounts': () => ok(accounts),
    '/api/fund/withdraw/types': () => ok({ withdrawTypes: { available: [1105, 1106] } }),
    '/api/member/wallet': () => ok(wallet),
  });
}

function open() {
  const view = renderRoutes(
    [
      { path: '/withdraw', element: <WithdrawScreen /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    '/withdraw',
  );
  wireApp(view.router, view.queryClient);
  return view;
}

describe('withdraw entry', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  const chain: [number, string, string][] = [
    [ErrorCode.PhoneNotBound, '你尚未绑定手机号码', '/safeCenter?action=phone'],
    [ErrorCode.RealNameNotBound, '你尚未绑定提现姓名', '/safeCenter?action=name'],
    [ErrorCode.WithdrawAccountNotBound, '你尚未绑定提现账号', '/withdrawAccount'],
    [ErrorCode.FundPasswordNotSet, '请先绑定资金密码', '/safeCenter?showFund=1'],
  ];
  for (const [code, text, target] of chain) {
    it(`pre-check ${code} prompts "${text}" and goes to ${target}`, async () => {
      server(() => fail(code, ''));
      const view = open();
      expect(await screen.findByText(text)).toBeTruthy();
      fireEvent.click(screen.getByText('去绑定'));
      await waitFor(() => {
        const loc = view.router.state.location;
        expect(`${loc.pathname}${loc.search}`).toBe(target);
      });
    });
  }

  it('any other pre-check refusal shows the server message with a contact-support button', async () => {
    server(() => fail(40000, '提现通道维护中'));
    const view = open();
    expect(await screen.findByText('提现通道维护中')).toBeTruthy();
    fireEvent.click(screen.getByText('联系客服'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mixDeskPage'));
  });

  it('an empty account list asks, titled with the brand, to go and bind one', async () => {
    server(() => ok(null), []);
    const view = open();
    expect(await screen.findByText('您还未绑定提现账号,是否前往绑定')).toBeTruthy();
    expect(screen.getByText(site.name)).toBeTruthy();
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/withdrawAccount'));
  });

  it('lists available accounts first and chooses the first available one', async () => {
    server(
      () => ok(null),
      [
        { id: 1, type: 1103, title: '微信 ***1' },
        { id: 2, type: 1106, title: 'USDT T***9' },
        { id: 3, type: 1105, title: '工商银行 ***8' },
      ],
    );
    open();
    await screen.findByText('USDT T***9');
    const titles = [...document.querySelectorAll('.adm-list-item-content-main')].map((e) => e.textContent);
    expect(titles.slice(0, 3)).toEqual(['USDT T***9', '工商银行 ***8', '微信 ***1暂不可用']);
    expect(screen.getByLabelText('USDT T***9').className).toContain('adm-radio-checked');
    expect(screen.getByLabelText('微信 ***1').className).not.toContain('adm-radio-checked');
  });

  it('explains the withdrawable amount: the turnover still required and why part of the balance waits', async () => {
    server(() => ok(null), [{ id: 3, type: 1105, title: '工商银行 ***8' }]);
    open();
    expect(await screen.findByText('可提现金额 300 元')).toBeTruthy();
    const note = await screen.findByTestId('withdrawable-note');
    expect(note.textContent).toContain('还需完成投注流水 200 元');
    expect(note.textContent).toContain('当前余额 500 元，其中 200 元在流水完成前暂不可提现');
  });

  it('says what claimed gifts still ask for, even when the deposits are played through', async () => {
    server(() => ok(null), [{ id: 3, type: 1105, title: '工商银行 ***8' }], {
      ...WALLET,
      withdrawable_amount: 49_000,
      turnover_required: 0,
      gift_wagering: {
        lockedFen: 1_000,
        turnoverLeftFen: 3_000,
        text: '礼金10元需再完成有效投注30元后方可提现',
      },
    });
    open();
    expect(await screen.findByText('可提现金额 490 元')).toBeTruthy();
    const note = await screen.findByTestId('withdrawable-note');
    expect(note.textContent).toBe('礼金10元需再完成有效投注30元后方可提现');
  });

  it('says the whole balance may go once the turnover is done', async () => {
    server(() => ok(null), [{ id: 3, type: 1105, title: '工商银行 ***8' }], {
      ...WALLET,
      withdrawable_amount: 50_000,
      turnover_required: 0,
    });
    open();
    expect(await screen.findByText('可提现金额 500 元')).toBeTruthy();
    expect((await screen.findByTestId('withdrawable-note')).textContent).toBe(
      '投注流水已完成，余额可全部提现',
    );
  });
});

describe('withdraw form', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  it('says a bad amount and a missing fund password under their fields and sends nothing', async () => {
    const calls = server(() => ok(null), [{ id: 2, type: 1106, title: 'USDT T***9' }]);
    open();
    await screen.findByText('USDT T***9');
    const amount = screen.getByPlaceholderText('请输入提现金额');
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const over = await screen.findByText('提现金额不能超过可提现金额', { selector: '[role=alert]' });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(amount.getAttribute('aria-describedby')).toBe(over.id);
    const password = screen.getByPlaceholderText('请输入资金密码');
    expect(screen.getByText('请输入资金密码', { selector: '[role=alert]' })).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url.pathname.endsWith('/withdraw/apply'))).toBe(false);
    fireEvent.change(amount, { target: { value: '100' } });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBeNull());
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('orderAccounts', () => {
  it('keeps the order within each part and chooses nothing when none is available', () => {
    const list = [
      { id: 1, type: 1103, title: 'a' },
      { id: 2, type: 1103, title: 'b' },
    ];
    expect(orderAccounts(list, [1105])).toMatchObject({ chosen: null, accounts: [{ id: 1 }, { id: 2 }] });
    expect(orderAccounts(list, [1103]).chosen).toBe(1);
  });
});
