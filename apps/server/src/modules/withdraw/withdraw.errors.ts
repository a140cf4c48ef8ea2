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
  /** `why`: the gift wagering sentence when claimed gifts keep part of the balance back. */
  overWithdrawable: (why?: string) => appError(ErrorCode.WithdrawableExceeded, why),
  reasonRequired: () => appError(ErrorCode.InvalidPayload, ServerMessages.withdrawRejectReasonRequired),
} as const;
