import { ErrorCode, ServerMessages } from '@qilin/contract';
import { appError } from '../../lib/errors';

/** Binding and password refusals; the 200xx ones drive the client's navigation (spec §8). */
export const SecurityErrors = {
  phoneNotBound: () => appError(ErrorCode.PhoneNotBound),
  realNameNotBound: () => appError(ErrorCode.RealNameNotBound),
  fundPasswordNotSet: () => appError(ErrorCode.FundPasswordNotSet),
  realNameNeedsPhone: () => appError(ErrorCode.RealNameNeedsPhone),
  phoneAlreadyBound: () => appError(ErrorCode.PhoneAlreadyBound),
  phoneTaken: () => appError(ErrorCode.PhoneTaken),
  realNameImmutable: () => appError(ErrorCode.RealNameImmutable),
  realNameMismatch: () => appError(ErrorCode.RealNameMismatch),
  passwordWrong: () => appError(ErrorCode.PasswordWrong),
  fundPasswordWrong: () => appError(ErrorCode.FundPasswordWrong),
  passwordRequired: () => appError(ErrorCode.InvalidPayload, ServerMessages.passwordRequired),
  /** A plain secret where only the `_enc` form is taken (the client always seals; see sealed-secrets.rules.ts). */
  passwordNotSealed: () => appError(ErrorCode.PasswordUndecryptable, ServerMessages.passwordNotSealed),
} as const;
