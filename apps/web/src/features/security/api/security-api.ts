import type { CaptchaResult, MemberInfoResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const securityPaths = {
  captcha: '/api/auth/img_code',
  phoneCode: '/api/auth/phone_code',
  bindPhone: '/api/member/security/bind_phone',
  bindName: '/api/member/security/bind_name',
  bindSecpwd: '/api/member/security/bind_secpwd',
  resetPassword: '/api/member/security/reset_password',
  memberInfo: '/api/member/info',
} as const;

export type CodePurpose = 'bind_phone' | 'bind_real_name';

/** The picture captcha of the SMS step (spec §7: type phone_code). */
export const getPhoneCaptcha = () =>
  api.get<CaptchaResult>(securityPaths.captcha, { query: { type: 'phone_code' } });

export const sendPhoneCode = (body: { phone: string; code: string; code_id: string; type: CodePurpose }) =>
  api.post<null>(securityPaths.phoneCode, body);

export const bindPhone = (body: Record<string, string>) => api.post<null>(securityPaths.bindPhone, body);

/** Silent: 20049 is answered by showing the phone fields, not by a toast. */
export const bindName = (body: Record<string, string>) =>
  api.post<null>(securityPaths.bindName, body, { silent: true });

export const bindSecpwd = (body: Record<string, string>) => api.post<null>(securityPaths.bindSecpwd, body);

/** Login password change: `old_password` and `new_password`, each sealed by `passwordField`. */
export const resetPassword = (body: Record<string, string>) =>
  api.post<null>(securityPaths.resetPassword, body);

export const getMemberInfo = () => api.get<MemberInfoResult>(securityPaths.memberInfo);
