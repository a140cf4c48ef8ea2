import { z } from 'zod';
import { wireInt } from './wire-number';

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, '用户名须为4-20位字母、数字或下划线，且以字母开头');
export const passwordSchema = z.string().min(6, '密码至少6位').max(64, '密码最多64位');

/** Login and register share one body; code/code_id are required only when the captcha flag is '1'. */
export const credentialsSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  code: z.string().trim().max(8).optional(),
  code_id: z.string().max(64).optional(),
  /**
   * Registration's 18+ declaration (理性投注, the form's checkbox): true / '1' / 1 records it; false,
   * '0', 0 or absent refuses the registration (AdultDeclarationRequired, a clear message rather than a
   * schema error). Login ignores it, so the field stays optional in this shared body.
   */
  adult: z.union([z.boolean(), z.literal(['0', '1']), z.literal([0, 1])]).optional(),
  /** The inviter's code from an invite link or typed in (邀请码); attributes the new member once. */
  invite_code: z.string().trim().max(32).optional(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const memberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  phone: z.string(),
  real_name: z.string(),
  nim_id: z.string(),
  sign_password: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** `expires_in`: seconds the token lives; the client renews it before then (GET /api/auth/token). */
export const loginResultSchema = z.object({
  token: z.string(),
  member: memberSchema,
  expires_in: z.number().int().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /api/auth/token → `{code: 200, data}` as the spec reads it, and `{success, result}` alike. */
export const tokenResultSchema = z.object({ token: z.string(), expires_in: z.number().int() });
export type TokenResult = z.infer<typeof tokenResultSchema>;

/**
 * sign_login / sign_login_c: a partner (the app shell, an agent site) hands a member over without a
 * password. `sign` = hex HMAC-SHA256 of `${username}|${timestamp}` under SIGN_LOGIN_SECRET; the
 * timestamp (unix seconds) must be within 5 minutes and a signature is good once. sign_login logs in
 * an existing member; sign_login_c also creates the member when the username is new.
 */
export const signLoginBodySchema = z.object({
  username: usernameSchema,
  timestamp: wireInt(1),
  sign: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'sign 须为64位十六进制'),
});
export type SignLoginBody = z.infer<typeof signLoginBodySchema>;

/** GET /api/phone (spec §7 "need-phone; result stored"): whether the member still has to bind a phone. */
export const needPhoneResultSchema = z.object({ need_phone: z.boolean(), phone: z.string() });
export type NeedPhoneResult = z.infer<typeof needPhoneResultSchema>;
export const memberInfoResultSchema = memberSchema.extend({
  unreadNum: z.number().int(),
  is_trial: z.boolean().optional(),
});
export type MemberInfoResult = z.infer<typeof memberInfoResultSchema>;

/** POST /api/auth/trial takes no fields; a body, when sent, must be an empty object. */
export const trialStartBodySchema = z.object({}).strict();

/** A 试玩 trial session: its token, the trial member and the demo balance credited in play money (fen). */
export const trialStartResultSchema = loginResultSchema.extend({
  is_trial: z.literal(true),
  balance: z.number().int(),
});
export type TrialStartResult = z.infer<typeof trialStartResultSchema>;
/** POST /api/trial/reset: the play-money wallet after topping it back to the demo balance (fen). */
export const trialResetResultSchema = z.object({ balance: z.number().int(), demo_balance: z.number().int() });
export type TrialResetResult = z.infer<typeof trialResetResultSchema>;
export const captchaResultSchema = z.object({ id: z.string(), img: z.string() });
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

/** Site-level flags the client reads at start (spec §3 Session state). */
export const siteFlagsSchema = z.object({
  registrable: z.enum(['0', '1']),
  captcha: z.enum(['0', '1']),
  onlinePay: z.boolean(),
  /** The online chat link, the same as GET /api/customer/key answers (customer-service module). */
  serviceLink: z.string(),
});
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

/** GET /api/site/flags: the flags and which site skin this server runs. */
export const siteFlagsResultSchema = siteFlagsSchema.extend({ site: z.enum(['n7', 'ak']) });

/** GET /api/health: the liveness probe. */
export const healthResultSchema = z.object({ status: z.literal('ok'), time: z.number().int() });
