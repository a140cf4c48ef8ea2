import { ErrorCode, SupportMessages } from '@qilin/contract';
import { appError } from '../../lib/errors';
import type { ImageRefusalReason } from '../../lib/image-reencode';

export const SupportErrors = {
  imageInvalid: () => appError(ErrorCode.SupportImageInvalid),
  imageMissing: () => appError(ErrorCode.SupportImageInvalid, SupportMessages.imageMissing),
  imageTooLarge: () => appError(ErrorCode.SupportImageTooLarge),
  imageTooManyPixels: () => appError(ErrorCode.SupportImageTooManyPixels),
  conversationNotFound: () => appError(ErrorCode.SupportConversationNotFound),
  conversationClosed: () => appError(ErrorCode.SupportConversationClosed),
  assignedElsewhere: () => appError(ErrorCode.SupportAssignedElsewhere),
  operatorOnly: () => appError(ErrorCode.SupportOperatorOnly),
  cannedNotFound: () => appError(ErrorCode.SupportCannedNotFound),
  sendTooFast: () => appError(ErrorCode.SupportSendTooFast),
} as const;

export function imageRefusal(reason: ImageRefusalReason) {
  if (reason === 'too-large') return SupportErrors.imageTooLarge();
  if (reason === 'too-many-pixels') return SupportErrors.imageTooManyPixels();
  return SupportErrors.imageInvalid();
}
