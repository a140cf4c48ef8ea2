import {
  ErrorCode,
  type ProtectionActionKey,
  ProtectionActionLabels,
  ProtectionBreakLabels,
  ProtectionLimitLabels,
  ProtectionMessages,
} from '@qilin/contract';
import { type BreakKind, formatFen, type LimitBreach } from '@qilin/domain';
import { appError } from '../../lib/errors';

/** 'YYYY-MM-DD HH:mm' on the platform's clock (Asia/Shanghai, UTC+8 all year). */
export function shanghaiMinute(ms: number): string {
  return new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Protection refusals: each names the limit or break and when it ends. */
export const ProtectionErrors = {
  limit: (b: LimitBreach) =>
    b.key === 'single_bet' || b.resetsAtMs === null
      ? appError(ErrorCode.ProtectionLimitReached, ProtectionMessages.singleBetLimit(formatFen(b.limitFen)))
      : appError(
          ErrorCode.ProtectionLimitReached,
          ProtectionMessages.limitReachedUntil(
            ProtectionLimitLabels[b.key],
            formatFen(b.limitFen),
            shanghaiMinute(b.resetsAtMs),
          ),
        ),
  onBreak: (kind: BreakKind, endMs: number, action: ProtectionActionKey) =>
    appError(
      ErrorCode.ProtectionBreakActive,
      ProtectionMessages.breakActiveUntil(
        ProtectionBreakLabels[kind],
        shanghaiMinute(endMs),
        ProtectionActionLabels[action],
      ),
    ),
  coolingOff: (dueMs: number) =>
    appError(ErrorCode.ProtectionCoolingOff, ProtectionMessages.coolingOffUntil(shanghaiMinute(dueMs))),
  nothingPending: () => appError(ErrorCode.ProtectionNothingPending),
  liftRefused: () => appError(ErrorCode.ProtectionLiftRefused),
  alreadyOnBreak: () => appError(ErrorCode.ProtectionAlreadyOnBreak),
  idNumberInvalid: () => appError(ErrorCode.IdNumberInvalid),
  minor: () => appError(ErrorCode.MinorRefused),
  adultRequired: () => appError(ErrorCode.AdultDeclarationRequired),
  sessionOver: (minutes: number, againMs: number) =>
    appError(
      ErrorCode.ProtectionSessionOver,
      // Rounded up to the minute: a login at the time shown always begins a new session.
      ProtectionMessages.sessionOverUntil(minutes, shanghaiMinute(Math.ceil(againMs / 60_000) * 60_000)),
    ),
};
