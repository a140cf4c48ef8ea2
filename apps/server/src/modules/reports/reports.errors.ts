import { ErrorCode } from '@qilin/contract';
import { appError } from '../../lib/errors';

export const ReportErrors = {
  badRange: () => appError(ErrorCode.InvalidPayload),
  withdrawalNotFound: () => appError(ErrorCode.WithdrawNotFound),
} as const;
