import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import type { RechargeRefusal } from '@qilin/domain';
import { AppError } from '../../lib/errors';

export const PaymentErrors = {
  /** Spec §5: '金额为数字' for anything but a positive whole number of yuan. */
  amountNotNumber: () => new AppError(400, ErrorCode.AmountNotNumber, Messages.amountMustBeNumber),
  /** Spec §5: '金额限制' followed by the channel's 'min~max' text. */
  amountOutOfLimit: (limitText: string) =>
    new AppError(400, ErrorCode.AmountOutOfLimit, `${Messages.amountLimit}${limitText}`),
  channelNotFound: () => new AppError(404, ErrorCode.ChannelNotFound, ServerMessages.channelNotFound),
  orderNotFound: () => new AppError(404, ErrorCode.OrderNotFound, ServerMessages.orderNotFound),
  orderExpired: () => new AppError(409, ErrorCode.OrderExpired, ServerMessages.orderExpired),
  orderNotPending: () => new AppError(409, ErrorCode.OrderStateInvalid, ServerMessages.orderNotPending),
  pendingOrderExists: () => new AppError(409, ErrorCode.OrderStateInvalid, ServerMessages.pendingOrderExists),
  evidenceNotImage: () => new AppError(400, ErrorCode.EvidenceInvalid, ServerMessages.evidenceNotImage),
  evidenceMissing: () => new AppError(400, ErrorCode.EvidenceInvalid, ServerMessages.evidenceMissing),
  evidenceNotFound: () => new AppError(404, ErrorCode.OrderNotFound, ServerMessages.evidenceNotFound),
  evidenceTooLarge: () => new AppError(413, ErrorCode.EvidenceTooLarge, ServerMessages.evidenceTooLarge),
  rejectReasonRequired: () =>
    new AppError(400, ErrorCode.InvalidPayload, ServerMessages.depositRejectReasonRequired),
} as const;

/** Maps the domain's refusal codes to the spec texts. */
export function amountRefusal(reason: RechargeRefusal, limitText: string): AppError {
  if (reason === 'out_of_limit') return PaymentErrors.amountOutOfLimit(limitText);
  if (reason === 'invalid_limit') return PaymentErrors.channelNotFound();
  return PaymentErrors.amountNotNumber();
}
