import { ErrorCode, Messages, ServerMessages, TrialMessages } from '@qilin/contract';

/**
 * An expected failure: it carries the HTTP status, the spec's stable `error_code` and a Chinese
 * `error_message`. The error handler answers it as `{success:false, error_code, error_message}`;
 * anything that is not an AppError is unexpected and answered as a generic 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errorCode: number;

  constructor(statusCode: number, errorCode: number, message: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
  }
}

export const Errors = {
  invalidPayload: (message: string = ServerMessages.invalidPayload) =>
    new AppError(400, ErrorCode.InvalidPayload, message),
  malformedJson: () => new AppError(400, ErrorCode.BadRequest, ServerMessages.malformedJson),
  payloadTooLarge: () => new AppError(413, ErrorCode.PayloadTooLarge, ServerMessages.payloadTooLarge),
  sessionExpired: () => new AppError(401, ErrorCode.SessionExpired, Messages.sessionExpired),
  tooManyRequests: () => new AppError(429, ErrorCode.RateLimited, Messages.tooManyRequests),
  smsDailyLimit: () => new AppError(429, ErrorCode.SmsLimited, ServerMessages.smsDailyLimit),
  notFound: () => new AppError(404, ErrorCode.NotFound, ServerMessages.notFound),
  methodNotAllowed: () => new AppError(405, ErrorCode.MethodNotAllowed, ServerMessages.methodNotAllowed),
  adminOnly: () => new AppError(403, ErrorCode.AdminOnly, ServerMessages.adminOnly),
  /** A 试玩 trial session asked for real money or people (deposits, withdrawals, chat, bindings…). */
  trialRefused: () => new AppError(403, ErrorCode.TrialRefused, TrialMessages.refused),
  badSignature: (message: string = ServerMessages.badSignature) =>
    new AppError(401, ErrorCode.BadSignature, message),
  staleTimestamp: () => new AppError(401, ErrorCode.StaleTimestamp, ServerMessages.staleTimestamp),
  captchaInvalid: (message: string = ServerMessages.captchaInvalid) =>
    new AppError(400, ErrorCode.CaptchaInvalid, message),
  usernameTaken: () => new AppError(409, ErrorCode.UsernameTaken, ServerMessages.usernameTaken),
  badCredentials: () => new AppError(400, ErrorCode.BadCredentials, ServerMessages.badCredentials),
  registrationClosed: () =>
    new AppError(403, ErrorCode.RegistrationClosed, ServerMessages.registrationClosed),
  phoneCodeInvalid: () => new AppError(400, ErrorCode.PhoneCodeInvalid, ServerMessages.phoneCodeInvalid),
  phoneNotRegistered: () =>
    new AppError(400, ErrorCode.PhoneNotRegistered, ServerMessages.phoneNotRegistered),
  jobUnavailable: () => new AppError(404, ErrorCode.JobUnavailable, ServerMessages.jobUnavailable),
  unknownJob: () => new AppError(400, ErrorCode.UnknownJob, ServerMessages.unknownJob),
  serviceUnavailable: () =>
    new AppError(503, ErrorCode.ServiceUnavailable, ServerMessages.serviceUnavailable),
} as const;

export function failBody(errorCode: number, message: string) {
  return { success: false as const, error_code: errorCode, error_message: message };
}
