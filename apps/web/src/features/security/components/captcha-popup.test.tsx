import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicKeyCache } from '../../../lib/password-crypto';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { CAPTCHA_REFRESH_MS } from './captcha-popup';
import { SafeCenterScreen } from './safe-center-screen';

const ok = (result: unknown) => json({ success: true, result });
/** Lets a refetch a click may have started reach the mocked server before counting. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

describe('captcha popup of the SMS step', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    resetPublicKeyCache();
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the picture at most once a second (the one fetched on open included) and clears the code', async () => {
    let served = 0;
    const calls = mockFetch({
      '/api/auth/img_code': () => {
        served += 1;
        return ok({
          id: `cap-${served}`,
          img: `<svg xmlns="http://www.w3.org/2000/svg"><text>${served}</text></svg>`,
        });
      },
      '/api/auth/phone_code': () => json({ success: true, result: null, message: '验证码发送成功' }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes([{ path: '*', element: <SafeCenterScreen /> }], '/safeCenter?action=phone');
    fireEvent.change(await screen.findByPlaceholderText('请输入手机号'), {
      target: { value: '13800000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByAltText('验证码');
    const picture = screen.getByTitle('看不清？点击图片刷新');
    const input = screen.getByPlaceholderText('请输入图形验证码') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'AAAAAA' } });
    fireEvent.click(picture);
    fireEvent.click(picture);
    await settle();
    expect(served).toBe(1);
    expect(input.value).toBe('AAAAAA');

    await act(async () => {
      vi.advanceTimersByTime(CAPTCHA_REFRESH_MS);
    });
    fireEvent.click(picture);
    fireEvent.click(picture);
    fireEvent.click(picture);
    await waitFor(() => expect(served).toBe(2));
    expect(input.value).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(CAPTCHA_REFRESH_MS / 2);
    });
    fireEvent.click(picture);
    await settle();
    expect(served).toBe(2);

    // The code typed for the new picture goes with the new picture's id.
    fireEvent.change(input, { target: { value: 'BBBBBB' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('验证码发送成功')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/api/auth/phone_code');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ code: 'BBBBBB', code_id: 'cap-2' });
  });
});
