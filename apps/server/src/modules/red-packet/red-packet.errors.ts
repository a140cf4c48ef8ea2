import { BetErrorCode, BetMessages, ErrorCode, RedPacketErrorCode, RedPacketMessages } from '@qilin/contract';
import { AppError } from '../../lib/errors';

const E = RedPacketErrorCode;
const M = RedPacketMessages;

/** Red-packet refusals: 4xx with a Chinese message the client shows as a toast. */
export const RedPacketErrors = {
  notFound: () => new AppError(404, E.NotFound, M.notFound),
  gameNotFound: () => new AppError(404, BetErrorCode.GameNotFound, BetMessages.gameNotFound),
  finished: () => new AppError(409, E.Finished, M.finished),
  expired: () => new AppError(409, E.Expired, M.expired),
  ownPacket: () => new AppError(400, E.OwnPacket, M.ownPacket),
  alreadyGrabbed: () => new AppError(409, E.AlreadyGrabbed, M.alreadyGrabbed),
  moneyMismatch: () => new AppError(409, E.MoneyMismatch, M.moneyMismatch),
  terms: (message: string) => new AppError(400, E.InvalidTerms, message),
  liabilityShort: (message: string) => new AppError(400, ErrorCode.InsufficientBalance, message),
} as const;
