import { ErrorCode, ServerMessages } from '@qilin/contract';
import { appError } from '../../lib/errors';

export const WithdrawErrors = {
  accountNotBound: () => appError(ErrorCode.WithdrawAccountNotBound),
  accountInvalid: (message: string = ServerMessages.withdrawAccountInvalid) =>
    appError(ErrorCode.WithdrawAccountInvalid, message),
  accountLimit: () => appError(ErrorCode.WithdrawAccountLimit),
  accountDuplicate: () => appError(ErrorCode.WithdrawAccountDuplicate),
  notFound: () => appError(ErrorCode.WithdrawNotFound),
  notPending: () => appError(ErrorCode.WithdrawStateInvalid),
  amountLimit: (limitText: string) =>
    appError(ErrorCode.WithdrawAmountOutOfLimit, `${ServerMessages.withdrawAmountLimit} ${limitText}`),
  amountNotNumber: () => appError(ErrorCode.AmountNotNumber),
  overWithdrawable: () => appError(ErrorCode.WithdrawableExceeded),
  reasonRequired: () => appError(ErrorCode.InvalidPayload, ServerMessages.withdrawRejectReasonRequired),
} as const;
