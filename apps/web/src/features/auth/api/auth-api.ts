import type { CaptchaResult, Credentials, LoginResult, SiteFlags } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const authPaths = {
  flags: '/api/site/flags',
  captcha: '/api/auth/img_code',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
} as const;

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
