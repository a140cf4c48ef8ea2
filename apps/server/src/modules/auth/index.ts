export { type AuthPluginOptions, authPlugin } from './auth.plugin';
export { AuthService, type AuthSettings } from './auth.service';
export type { AuthTables } from './auth.tables';
export { CAPTCHA_TTL_MS, CaptchaService } from './captcha.service';
export {
  PHONE_CODE_COOLDOWN_MS,
  type PhoneCodeLimits,
  type PhoneCodeOrigin,
  PhoneCodeService,
  shanghaiDayStart,
} from './phone-code.service';
export { asRevocation, SessionCache, type SessionRevocation } from './session.cache';
export {
  type DeviceInfo,
  type FreezeChange,
  type FreezeChangeHook,
  type FreezeState,
  REFRESH_GRACE_MS,
  type SessionOwner,
  SessionService,
} from './session.service';
export { SIGN_LOGIN_WINDOW_S, SignLoginService, signLoginPayload } from './sign-login.service';
export { OutboxSmsSender, type SmsSender } from './sms.adapter';
export { type OutboxMessage, readSmsOutbox } from './sms-outbox.queries';
