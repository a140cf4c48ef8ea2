import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error';
import { createApiErrorHandler, type ErrorHandlerDeps } from './api-error-handler';

function setup(opts: { hasUser?: boolean; goBind?: boolean } = {}) {
  const deps: ErrorHandlerDeps = {
    hasUser: vi.fn(() => opts.hasUser ?? true),
    clearSession: vi.fn(),
    navigate: vi.fn(),
    alert: vi.fn(async () => {}),
    prompt: vi.fn(async () => opts.goBind ?? true),
    toast: vi.fn(),
    showTimeout: vi.fn(),
    goBindText: '去绑定',
    protectionGoText: '查看限额',
  };
  return { deps, handle: createApiErrorHandler(deps) };
}

const err = (code: number, message = '', status = 200) => new ApiError(code, message, status, '/api/x');

describe('central API error handler (spec §8)', () => {
  it('a protection refusal stays as a dialog naming the limit, with a way to the limits screen', async () => {
    const { deps, handle } = setup({ goBind: true });
    const text = '已达到您设置的每日亏损限额（10元），将于2026-03-02 00:00重置';
    await handle(err(ErrorCode.ProtectionLimitReached, text, 400));
    expect(deps.prompt).toHaveBeenCalledWith(text, '查看限额');
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/protection/limits');
    await handle(
      err(ErrorCode.ProtectionBreakActive, '您正处于自我禁止期，至2026-09-01 10:00结束，期间不能投注', 400),
    );
    expect(deps.navigate).toHaveBeenLastCalledWith('/protection/breaks');
  });

  it('a protection refusal the member closes leaves them where they are', async () => {
    const { deps, handle } = setup({ goBind: false });
    await handle(err(ErrorCode.ProtectionBreakActive, '您正处于冷静期', 400));
    expect(deps.prompt).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('20004 with a stored user: clears the session, shows the expiry dialog, then goes to /login', async () => {
    const { deps, handle } = setup({ hasUser: true });
    const order: string[] = [];
    vi.mocked(deps.clearSession).mockImplementation(() => order.push('clear'));
    vi.mocked(deps.alert).mockImplementation(async () => void order.push('alert'));
    vi.mocked(deps.navigate).mockImplementation((to) => void order.push(`nav:${to}`));
    await handle(err(ErrorCode.SessionExpired, 'expired'));
    expect(deps.alert).toHaveBeenCalledWith(Messages.sessionExpired);
    expect(order).toEqual(['clear', 'alert', 'nav:/login']);
  });

  it('20004 without a stored user goes straight to /login, no dialog', async () => {
    const { deps, handle } = setup({ hasUser: false });
    await handle(err(ErrorCode.SessionExpired));
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('20004 on logout is ignored', async () => {
    const { deps, handle } = setup();
    await handle(err(ErrorCode.SessionExpired), { skipSessionExpiry: true });
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('parallel 20004s show one dialog', async () => {
    const { deps, handle } = setup();
    await Promise.all([handle(err(ErrorCode.SessionExpired)), handle(err(ErrorCode.SessionExpired))]);
    expect(deps.alert).toHaveBeenCalledTimes(1);
  });

  it.each([
    [ErrorCode.PhoneNotBound, '', Messages.phoneNotBound, '/safeCenter?action=phone'],
    [ErrorCode.RealNameNotBound, '', Messages.realNameNotBound, '/safeCenter?action=name'],
    [ErrorCode.WithdrawAccountNotBound, '', Messages.withdrawAccountNotBound, '/withdrawAccount'],
    [ErrorCode.WithdrawAccountNotBound, '请先添加银行卡', '请先添加银行卡', '/withdrawAccount'],
    [ErrorCode.FundPasswordNotSet, '', Messages.fundPasswordNotSet, '/safeCenter?showFund=1'],
  ])('%i prompts "%s|%s" and goes to %s on go-bind', async (code, serverMessage, text, target) => {
    const { deps, handle } = setup({ goBind: true });
    await handle(err(code, serverMessage));
    expect(deps.prompt).toHaveBeenCalledWith(text, '去绑定');
    expect(deps.navigate).toHaveBeenCalledWith(target);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('a dismissed bind prompt stays put', async () => {
    const { deps, handle } = setup({ goBind: false });
    await handle(err(ErrorCode.PhoneNotBound));
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('20045 goes to /403', async () => {
    const { deps, handle } = setup();
    await handle(err(ErrorCode.Forbidden, '无权访问'));
    expect(deps.navigate).toHaveBeenCalledWith('/403');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('HTTP 429 toasts 请求太过频繁', async () => {
    const { deps, handle } = setup();
    await handle(err(ErrorCode.RateLimited, 'whatever', 429));
    expect(deps.toast).toHaveBeenCalledWith(Messages.tooManyRequests, 2000);
  });

  it('the SMS daily cap toasts its own message', async () => {
    const { deps, handle } = setup();
    await handle(err(ErrorCode.SmsLimited, ServerMessages.smsDailyLimit, 429));
    expect(deps.toast).toHaveBeenCalledWith(ServerMessages.smsDailyLimit, 2000);
  });

  it('a timeout opens the timeout popup', async () => {
    const { deps, handle } = setup();
    await handle(err(ClientErrorCode.Timeout, Messages.networkError));
    expect(deps.showTimeout).toHaveBeenCalled();
  });

  it('any other failure toasts the server error_message for 2 s', async () => {
    const { deps, handle } = setup();
    await handle(err(ErrorCode.BadCredentials, '用户名或密码错误', 400));
    expect(deps.toast).toHaveBeenCalledWith('用户名或密码错误', 2000);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
