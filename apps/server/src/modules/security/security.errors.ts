import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import { AppError } from '../../lib/errors';

/** Binding and password refusals; the 200xx ones drive the client's navigation (spec §8). */
export const SecurityErrors = {
  phoneNotBound: () => new AppError(400, ErrorCode.PhoneNotBound, Messages.phoneNotBound),
  realNameNotBound: () => new AppError(400, ErrorCode.RealNameNotBound, Messages.realNameNotBound),
  fundPasswordNotSet: () => new AppError(400, ErrorCode.FundPasswordNotSet, Messages.fundPasswordNotSet),
  realNameNeedsPhone: () =>
    new AppError(400, ErrorCode.RealNameNeedsPhone, ServerMessages.realNameNeedsPhone),
  phoneAlreadyBound: () => new AppError(409, ErrorCode.PhoneAlreadyBound, ServerMessages.phoneAlreadyBound),
  phoneTaken: () => new AppError(409, ErrorCode.PhoneTaken, ServerMessages.phoneTaken),
  realNameImmutable: () => new AppError(409, ErrorCode.RealNameImmutable, ServerMessages.realNameImmutable),
  realNameMismatch: () => new AppError(400, ErrorCode.RealNameMismatch, ServerMessages.realNameMismatch),
  passwordWrong: () => new AppError(400, ErrorCode.PasswordWrong, ServerMessages.loginPasswordWrong),
  fundPasswordWrong: () => new AppError(400, ErrorCode.FundPasswordWrong, ServerMessages.fundPasswordWrong),
  passwordRequired: () => new AppError(400, ErrorCode.InvalidPayload, ServerMessages.passwordRequired),
  /** A plain secret where only the `_enc` form is taken (the client always seals; see secrets.ts). */
  passwordNotSealed: () =>
    new AppError(400, ErrorCode.PasswordUndecryptable, ServerMessages.passwordNotSealed),
} as const;
