import { ErrorCode, RedPacketMessages as M } from '@qilin/contract';
import { appError } from '../../lib/errors';

/** Red-packet refusals (catalogue entries), shown by the client as a toast. */
export const RedPacketErrors = {
  notFound: () => appError(ErrorCode.RedPacketNotFound),
  gameNotFound: () => appError(ErrorCode.GameNotFound),
  finished: () => appError(ErrorCode.RedPacketFinished),
  expired: () => appError(ErrorCode.RedPacketExpired),
  ownPacket: () => appError(ErrorCode.RedPacketOwn),
  alreadyGrabbed: () => appError(ErrorCode.RedPacketAlreadyGrabbed),
  moneyMismatch: () => appError(ErrorCode.RedPacketMoneyMismatch),
  /** Names the rule the terms break (RedPacketMessages.countRange, minesRange, …). */
  terms: (message: string = M.termsInvalid) => appError(ErrorCode.RedPacketInvalidTerms, message),
  liabilityShort: (message: string) => appError(ErrorCode.InsufficientBalance, message),
} as const;
