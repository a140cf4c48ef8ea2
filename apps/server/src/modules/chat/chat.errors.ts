import { ErrorCode } from '@qilin/contract';
import { appError } from '../../lib/errors';

/** The chat module's refusals (codes 41501–41509, texts ChatMessages). */
export const ChatErrors = {
  roomNotFound: () => appError(ErrorCode.ChatRoomNotFound),
  muted: () => appError(ErrorCode.ChatMuted),
  banned: () => appError(ErrorCode.ChatBanned),
  rateLimited: () => appError(ErrorCode.ChatRateLimited),
  wordBlocked: () => appError(ErrorCode.ChatWordBlocked),
  messageNotFound: () => appError(ErrorCode.ChatMessageNotFound),
  betNotFound: () => appError(ErrorCode.ChatBetNotFound),
  alreadyReported: () => appError(ErrorCode.ChatAlreadyReported),
  imageInvalid: () => appError(ErrorCode.ChatImageInvalid),
} as const;
