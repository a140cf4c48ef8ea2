import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import { AppError } from '../../lib/errors';

export const WithdrawErrors = {
  accountNotBound: () =>
    new AppError(400, ErrorCode.WithdrawAccountNotBound, Messages.withdrawAccountNotBound),
  accountInvalid: (message: string = ServerMessages.withdrawAccountInvalid) =>
    new AppError(400, ErrorCode.WithdrawAccountInvalid, message),
  accountLimit: () => new AppError(400, ErrorCode.WithdrawAccountLimit, ServerMessages.withdrawAccountLimit),
  accountDuplicate: () =>
    new AppError(409, ErrorCode.WithdrawAccountDuplicate, ServerMessages.withdrawAccountDuplicate),
  notFound: () => new AppError(404, ErrorCode.WithdrawNotFound, ServerMessages.withdrawNotFound),
  notPending: () => new AppError(409, ErrorCode.WithdrawStateInvalid, ServerMessages.withdrawNotPending),
  amountLimit: (limitText: string) =>
    new AppError(
      400,
      ErrorCode.WithdrawAmountOutOfLimit,
      `${ServerMessages.withdrawAmountLimit} ${limitText}`,
    ),
  amountNotNumber: () => new AppError(400, ErrorCode.AmountNotNumber, Messages.amountMustBeNumber),
  overWithdrawable: () =>
    new AppError(400, ErrorCode.WithdrawableExceeded, ServerMessages.withdrawableExceeded),
  reasonRequired: () =>
    new AppError(400, ErrorCode.InvalidPayload, ServerMessages.withdrawRejectReasonRequired),
} as const;
