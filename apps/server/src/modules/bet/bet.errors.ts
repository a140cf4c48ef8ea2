import { BetMessages, CreditPickUnitNames, ErrorCode } from '@qilin/contract';
import type { CreditNumberPick } from '@qilin/domain';
import { appError } from '../../lib/errors';

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, '');

/** Bet refusals (catalogue entries; the limits name their figure), shown by the client as a toast. */
export const BetErrors = {
  closed: () => appError(ErrorCode.BetClosed),
  oddsChanged: () => appError(ErrorCode.OddsChanged),
  belowMin: (minFen: number) => appError(ErrorCode.StakeOutOfRange, BetMessages.stakeBelowMin(yuan(minFen))),
  aboveMax: (maxFen: number) => appError(ErrorCode.StakeOutOfRange, BetMessages.stakeAboveMax(yuan(maxFen))),
  issueLimit: (maxFen: number) =>
    appError(ErrorCode.IssueLimitExceeded, BetMessages.issueLimitExceeded(yuan(maxFen))),
  memberBetLimit: (maxFen: number) =>
    appError(ErrorCode.MemberLimitExceeded, BetMessages.memberBetLimit(yuan(maxFen))),
  memberIssueLimit: (maxFen: number) =>
    appError(ErrorCode.MemberLimitExceeded, BetMessages.memberIssueLimit(yuan(maxFen))),
  invalidSelection: () => appError(ErrorCode.InvalidSelection),
  /** A credit bet whose numbers are not one 注 of its play: says how many, what and from where. */
  creditPick: (pick: CreditNumberPick) =>
    appError(
      ErrorCode.InvalidSelection,
      BetMessages.creditPick(
        pick.maxCount === undefined ? String(pick.count) : `${pick.count}–${pick.maxCount}`,
        CreditPickUnitNames[pick.unit],
        pick.unit === 'zodiac' ? null : `${pick.min}–${pick.max}`,
      ),
    ),
  normCountMismatch: () => appError(ErrorCode.InvalidSelection, BetMessages.normCountMismatch),
  gameNotFound: () => appError(ErrorCode.GameNotFound),
  issueNotFound: () => appError(ErrorCode.IssueNotFound),
  notCancellable: () => appError(ErrorCode.NotCancellable),
  nothingToCancel: () => appError(ErrorCode.NotCancellable, BetMessages.nothingToCancel),
  playUnavailable: () => appError(ErrorCode.PlayUnavailable),
  hedgeRefused: (ruleNames: readonly string[], exceptFen: number | null) =>
    appError(
      ErrorCode.HedgeRefused,
      BetMessages.hedgeRefused(ruleNames, exceptFen === null ? null : yuan(exceptFen)),
    ),
} as const;
