import type { CaptchaResult, Credentials, LoginResult, SiteFlags } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const authPaths = {
  flags: '/api/site/flags',
  captcha: '/api/auth/img_code',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  forgetPhoneCode: '/api/auth/phone_code/forget_password',
  forgetPassword: '/api/auth/forget_password',
} as const;

/** Forgot password, step 1: an SMS code to the bound phone (the answer is the same for an unbound one). */
export const sendForgetCode = (body: { phone: string; code?: string; code_id?: string }) =>
  api.post<null>(authPaths.forgetPhoneCode, body);

/** Step 2: the code and the new password; every device of the member signs in again. */
export const resetPassword = (body: { phone: string; code: string; password: string }) =>
  api.post<null>(authPaths.forgetPassword, body);

// Flags have safe defaults in the session store, so a failed read stays quiet.
export const getSiteFlags = () => api.get<SiteFlags>(authPaths.flags, { silent: true });

export const getCaptcha = () => api.get<CaptchaResult>(authPaths.captcha);

export const login = (body: Credentials) => api.post<LoginResult>(authPaths.login, body);

export const register = (body: Credentials) => api.post<LoginResult>(authPaths.register, body);

/** Logout never triggers the expiry dialog (spec §8: 20004 "not on logout") and never blocks leaving. */
export const logout = () =>
  api.post<unknown>(authPaths.logout, {}, { silent: true, skipSessionExpiry: true }).catch(() => undefined);

/** The captcha arrives as a data URL or as raw SVG markup; an <img> shows both without running scripts. */
export function captchaSrc(img: string): string {
  const text = img.trim();
  if (text.startsWith('data:')) return text;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}
