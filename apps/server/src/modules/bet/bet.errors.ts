import { BetErrorCode, BetMessages, CreditPickUnitNames } from '@qilin/contract';
import type { CreditNumberPick } from '@qilin/domain';
import { AppError } from '../../lib/errors';

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, '');

/** Bet refusals: 400 with a Chinese message the client shows as a toast. */
export const BetErrors = {
  closed: () => new AppError(400, BetErrorCode.BetClosed, BetMessages.betClosed),
  oddsChanged: () => new AppError(409, BetErrorCode.OddsChanged, BetMessages.oddsChanged),
  belowMin: (minFen: number) =>
    new AppError(400, BetErrorCode.StakeOutOfRange, BetMessages.stakeBelowMin(yuan(minFen))),
  aboveMax: (maxFen: number) =>
    new AppError(400, BetErrorCode.StakeOutOfRange, BetMessages.stakeAboveMax(yuan(maxFen))),
  issueLimit: (maxFen: number) =>
    new AppError(400, BetErrorCode.IssueLimitExceeded, BetMessages.issueLimitExceeded(yuan(maxFen))),
  memberBetLimit: (maxFen: number) =>
    new AppError(400, BetErrorCode.MemberLimitExceeded, BetMessages.memberBetLimit(yuan(maxFen))),
  memberIssueLimit: (maxFen: number) =>
    new AppError(400, BetErrorCode.MemberLimitExceeded, BetMessages.memberIssueLimit(yuan(maxFen))),
  invalidSelection: () => new AppError(400, BetErrorCode.InvalidSelection, BetMessages.invalidSelection),
  /** A credit bet whose numbers are not one 注 of its play: says how many, what and from where. */
  creditPick: (pick: CreditNumberPick) =>
    new AppError(
      400,
      BetErrorCode.InvalidSelection,
      BetMessages.creditPick(
        pick.maxCount === undefined ? String(pick.count) : `${pick.count}–${pick.maxCount}`,
        CreditPickUnitNames[pick.unit],
        pick.unit === 'zodiac' ? null : `${pick.min}–${pick.max}`,
      ),
    ),
  normCountMismatch: () => new AppError(400, BetErrorCode.InvalidSelection, BetMessages.normCountMismatch),
  gameNotFound: () => new AppError(404, BetErrorCode.GameNotFound, BetMessages.gameNotFound),
  issueNotFound: () => new AppError(404, BetErrorCode.IssueNotFound, BetMessages.issueNotFound),
  notCancellable: () => new AppError(400, BetErrorCode.NotCancellable, BetMessages.notCancellable),
  nothingToCancel: () => new AppError(400, BetErrorCode.NotCancellable, BetMessages.nothingToCancel),
  playUnavailable: () => new AppError(400, BetErrorCode.PlayUnavailable, BetMessages.playUnavailable),
  hedgeRefused: (ruleNames: readonly string[], exceptFen: number | null) =>
    new AppError(
      400,
      BetErrorCode.HedgeRefused,
      BetMessages.hedgeRefused(ruleNames, exceptFen === null ? null : yuan(exceptFen)),
    ),
} as const;
