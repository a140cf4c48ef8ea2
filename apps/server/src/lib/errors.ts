import { ErrorCatalogue, ErrorCode, ServerMessages } from '@qilin/contract';

/**
 * An expected failure: the HTTP status, the spec's stable `error_code` and a Chinese `error_message`,
 * all from the contract's error catalogue. The error handler answers it as
 * `{success:false, error_code, error_message}`; anything that is not an AppError is unexpected and
 * answered as a generic 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errorCode: ErrorCode;

  /** `text` replaces the catalogue's default with a sharper catalogue text (a limit, a field). */
  constructor(code: ErrorCode, text?: string, status?: number) {
    const entry = ErrorCatalogue[code];
    super(text ?? entry.text);
    this.name = 'AppError';
    this.statusCode = status ?? entry.status;
    this.errorCode = code;
  }
}

/** The one way to build a refusal: `appError(ErrorCode.GameNotFound)`. */
export const appError = (code: ErrorCode, text?: string): AppError => new AppError(code, text);

/** The refusals shared by every module (a module's own are in its `<name>.errors.ts`). */
export const Errors = {
  invalidPayload: (message?: string) => appError(ErrorCode.InvalidPayload, message),
  malformedJson: () => appError(ErrorCode.BadRequest),
  payloadTooLarge: () => appError(ErrorCode.PayloadTooLarge),
  sessionExpired: () => appError(ErrorCode.SessionExpired),
  tooManyRequests: () => appError(ErrorCode.RateLimited),
  smsDailyLimit: () => appError(ErrorCode.SmsLimited),
  notFound: () => appError(ErrorCode.NotFound),
  methodNotAllowed: () => appError(ErrorCode.MethodNotAllowed),
  adminOnly: () => appError(ErrorCode.AdminOnly),
  /** Spec §6/§8: 20045, the client goes to /403 (a frozen member). */
  forbidden: () => appError(ErrorCode.Forbidden),
  /** A 试玩 trial session asked for real money or people (deposits, withdrawals, chat, bindings…). */
  trialRefused: () => appError(ErrorCode.TrialRefused),
  badSignature: (message?: string) => appError(ErrorCode.BadSignature, message),
  staleTimestamp: () => appError(ErrorCode.StaleTimestamp),
  captchaInvalid: (message?: string) => appError(ErrorCode.CaptchaInvalid, message),
  usernameTaken: () => appError(ErrorCode.UsernameTaken),
  badCredentials: () => appError(ErrorCode.BadCredentials),
  registrationClosed: () => appError(ErrorCode.RegistrationClosed),
  phoneCodeInvalid: () => appError(ErrorCode.PhoneCodeInvalid),
  phoneNotRegistered: () => appError(ErrorCode.PhoneNotRegistered),
  jobUnavailable: () => appError(ErrorCode.JobUnavailable),
  unknownJob: () => appError(ErrorCode.UnknownJob),
  serviceUnavailable: () => appError(ErrorCode.ServiceUnavailable),
  /** A framework 4xx the catalogue has no code for (wrong content type, …): its own status, a readable text. */
  badRequest: (status: number, text: string = ServerMessages.invalidPayload) =>
    new AppError(ErrorCode.BadRequest, text, status),
} as const;

export function failBody(errorCode: ErrorCode, message: string) {
  return { success: false as const, error_code: errorCode, error_message: message };
}
