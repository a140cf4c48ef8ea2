import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import type { RechargeRefusal } from '@qilin/domain';
import { type AppError, appError } from '../../lib/errors';

export const PaymentErrors = {
  /** Spec §5: '金额为数字' for anything but a positive whole number of yuan. */
  amountNotNumber: () => appError(ErrorCode.AmountNotNumber),
  /** Spec §5: '金额限制' followed by the channel's 'min~max' text. */
  amountOutOfLimit: (limitText: string) =>
    appError(ErrorCode.AmountOutOfLimit, `${Messages.amountLimit}${limitText}`),
  channelNotFound: () => appError(ErrorCode.ChannelNotFound),
  orderNotFound: () => appError(ErrorCode.OrderNotFound),
  orderExpired: () => appError(ErrorCode.OrderExpired),
  orderNotPending: () => appError(ErrorCode.OrderStateInvalid),
  pendingOrderExists: () => appError(ErrorCode.OrderStateInvalid, ServerMessages.pendingOrderExists),
  evidenceNotImage: () => appError(ErrorCode.EvidenceInvalid),
  evidenceMissing: () => appError(ErrorCode.EvidenceInvalid, ServerMessages.evidenceMissing),
  evidenceNotFound: () => appError(ErrorCode.OrderNotFound, ServerMessages.evidenceNotFound),
  evidenceTooLarge: () => appError(ErrorCode.EvidenceTooLarge),
  /** 理性投注: a member deposits only once a real name (实名) is bound. */
  realNameRequired: () => appError(ErrorCode.DepositRealNameRequired),
  rejectReasonRequired: () => appError(ErrorCode.InvalidPayload, ServerMessages.depositRejectReasonRequired),
} as const;

/** Maps the domain's refusal codes to the spec texts. */
export function amountRefusal(reason: RechargeRefusal, limitText: string): AppError {
  if (reason === 'out_of_limit') return PaymentErrors.amountOutOfLimit(limitText);
  if (reason === 'invalid_limit') return PaymentErrors.channelNotFound();
  return PaymentErrors.amountNotNumber();
}
