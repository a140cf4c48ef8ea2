import { ErrorCode, ProtectionMessages, ServerMessages } from '@qilin/contract';
import { EVIDENCE_MAX_BYTES } from '@qilin/contract/upload';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { resetPublicKeyCache } from '../../../lib/password-crypto';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { groups, ok, order } from '../test-fixtures';
import { RechargeScreen } from './recharge-screen';

const meiService = { nickname: '客服小美', avatar: 'https://cdn.example/mei.png', link: '' };

function server(payOrderNums: 0 | 1 = 0, extra: Record<string, () => Response> = {}) {
  return mockFetch({
    '/api/fund/dropdown': () => ok(groups),
    '/api/fund/recharge/check': () =>
      ok({ onlinePay: 0, payOrderNums, orderId: payOrderNums === 1 ? 55 : null }),
    '/api/fund/recharge_deposit': () => ok(order()),
    '/api/fund/recharge_deposit/info/55': () => ok(order()),
    '/api/fund/confirm/55': () => ok({ ...order({ status: 'paid' }), service: meiService }),
    '/api/fund/cancel/55': () => ok(order({ status: 'cancelled', countdown: 0 })),
    '/api/member/wallet': () => ok({ balance: 0, withdrawable_amount: 0, held: 0 }),
    ...extra,
  });
}

function open() {
  const view = renderRoutes([{ path: '*', element: <RechargeScreen /> }], '/recharge');
  wireApp(view.router, view.queryClient);
  return view;
}

async function openAmount(channelName = '工行转账') {
  fireEvent.click(await screen.findByText(channelName));
  return (await screen.findByPlaceholderText('请输入充值金额')) as HTMLInputElement;
}

/** A member who may deposit: their real name (实名) is bound. */
const named = { ...demoMember, real_name: '张三' };

describe('offline recharge', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: named, isLogin: true });
    resetPublicKeyCache();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the amount popup empty, strips non-digits and gives the spec texts', async () => {
    server();
    open();
    const input = await openAmount();
    expect(input.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(await screen.findByText('金额为数字')).toBeTruthy();
    fireEvent.change(input, { target: { value: '5a' } });
    expect(input.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(await screen.findByText('金额限制10~5000')).toBeTruthy();
  });

  it('sends a member without a real name to bind one, asking the server nothing', async () => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    const calls = server();
    const view = open();
    fireEvent.click(await screen.findByText('工行转账'));
    expect(await screen.findByText(ProtectionMessages.realNameRequired)).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/safeCenter'));
    expect(view.router.state.location.search).toBe('?action=name');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/fund/recharge'))).toBe(false);
  });

  it("follows the server's refusal for want of a real name to the binding screen", async () => {
    server(0, {
      '/api/fund/recharge_deposit': () =>
        json(
          {
            success: false,
            error_code: ErrorCode.DepositRealNameRequired,
            error_message: ProtectionMessages.realNameRequired,
          },
          { status: 403 },
        ),
    });
    const view = open();
    const input = await openAmount();
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/safeCenter'));
    expect(view.router.state.location.search).toBe('?action=name');
  });

  it('shows the USDT needed to 3 decimals', async () => {
    server();
    open();
    fireEvent.click(await screen.findByText('USDT'));
    const input = await openAmount('TRC20');
    fireEvent.change(input, { target: { value: '100' } });
    expect(screen.getByTestId('usdt-need').textContent).toContain('13.889');
  });

  it('goes straight to the unpaid order when payOrderNums is 1', async () => {
    const calls = server(1);
    open();
    fireEvent.click(await screen.findByText('工行转账'));
    expect(await screen.findByTestId('order-view')).toBeTruthy();
    expect(await screen.findByText('6222020200001111')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入充值金额')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/fund/recharge_deposit')).toBe(false);
    expect(screen.getByAltText('扫码支付')).toBeTruthy();
  });

  it('creates an order, then "I have transferred" shows the success popup that closes after 10 s', async () => {
    server();
    open();
    const input = await openAmount();
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(await screen.findByText('创建订单成功！')).toBeTruthy();
    await screen.findByTestId('order-countdown');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: '我已转账' }));
    expect(await screen.findByTestId('recharge-success-popup')).toBeTruthy();
    // The dedicated service of the confirm answer, not a fixed label.
    const service = screen.getByTestId('dedicated-service');
    expect(service.textContent).toContain('客服小美');
    expect(service.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/mei.png');
    await act(async () => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.queryByTestId('recharge-success-popup')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1_100);
    });
    await waitFor(() => expect(screen.queryByTestId('recharge-success-popup')).toBeNull());
  });

  async function transferred(service: typeof meiService) {
    server(1, { '/api/fund/confirm/55': () => ok({ ...order({ status: 'paid' }), service }) });
    const view = open();
    fireEvent.click(await screen.findByText('工行转账'));
    await screen.findByTestId('order-view');
    fireEvent.click(screen.getByRole('button', { name: '我已转账' }));
    await screen.findByTestId('dedicated-service');
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    return view;
  }

  it("contact opens the dedicated service's own link", async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const view = await transferred({ nickname: '客服阿玲', avatar: '', link: 'https://chat.example/ling' });
      expect(popup).toHaveBeenCalledWith('https://chat.example/ling', '_blank', 'noopener');
      expect(view.router.state.location.pathname).toBe('/recharge');
    } finally {
      popup.mockRestore();
    }
  });

  it('contact without a link goes to the in-app customer service page', async () => {
    const view = await transferred(meiService);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mixDeskPage'));
  });

  it('cancelling the order says 已取消订单 and closes the view', async () => {
    server(1);
    open();
    fireEvent.click(await screen.findByText('工行转账'));
    await screen.findByTestId('order-view');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('已取消订单')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('order-view')).toBeNull());
  });
});

describe('order view: payer name and transfer receipt', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: named, isLogin: true });
    resetPublicKeyCache();
  });

  const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *' });
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId('evidence-input'), { target: { files: [file] } });
  const uploads = (calls: ReturnType<typeof mockFetch>) =>
    calls.filter((c) => c.url.pathname === '/api/fund/evidence/upload/55');

  async function openOrder(extra: Record<string, () => Response>) {
    const calls = server(1, extra);
    open();
    fireEvent.click(await screen.findByText('工行转账'));
    await screen.findByTestId('evidence-input');
    return calls;
  }

  it('asks for the payer name when empty, then sends it trimmed and keeps the answer', async () => {
    const calls = await openOrder({
      '/api/fund/payer_name/enter': () => ok(order({ payerName: '王小明' })),
    });
    const input = screen.getByRole('textbox', { name: '付款人姓名' }) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await toast(ServerMessages.payerNameRequired)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/fund/payer_name/enter')).toBe(false);
    fireEvent.change(input, { target: { value: ' 王小明 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await toast('付款人姓名已保存')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/api/fund/payer_name/enter');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ id: 55, payerName: '王小明' });
  });

  it('refuses a non-image and an oversized file before sending, uploads a PNG as multipart', async () => {
    const calls = await openOrder({
      '/api/fund/evidence/upload/55': () => ok(order({ hasEvidence: true })),
    });
    expect(screen.getByTestId('evidence-status').textContent).toBe('未上传');
    pick(new File(['hello'], 'receipt.txt', { type: 'text/plain' }));
    expect(await toast(ServerMessages.evidenceNotImage)).toBeTruthy();
    pick(new File([new Uint8Array(EVIDENCE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await toast(ServerMessages.evidenceTooLarge)).toBeTruthy();
    expect(uploads(calls)).toHaveLength(0);

    pick(new File([PNG], 'receipt.png', { type: 'image/png' }));
    expect(await toast('凭证上传成功')).toBeTruthy();
    const [sent] = uploads(calls);
    const form = sent?.init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('file') as File;
    expect(file.name).toBe('receipt.png');
    expect([file.type, file.size]).toEqual(['image/png', PNG.length]);
    await waitFor(() => expect(screen.getByTestId('evidence-status').textContent).toBe('已上传'));
    expect(screen.getByRole('button', { name: '重新上传' })).toBeTruthy();
  });

  it("shows the server's message when it refuses the upload", async () => {
    await openOrder({
      '/api/fund/evidence/upload/55': () =>
        json(
          { success: false, error_code: ErrorCode.EvidenceInvalid, error_message: '服务器拒绝了这张图片' },
          { status: 400 },
        ),
    });
    pick(new File([PNG], 'receipt.png', { type: 'image/png' }));
    expect(await toast('服务器拒绝了这张图片')).toBeTruthy();
    expect(screen.getByTestId('evidence-status').textContent).toBe('未上传');
  });
});
