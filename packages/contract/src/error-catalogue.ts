import { AgentMessages } from './agent';
import { BetMessages } from './bet';
import { ErrorCode } from './error-codes';
import { GamesAdminMessages } from './games-admin';
import { Messages, ServerMessages, TrialMessages } from './messages';
import { OperatorMessages } from './operator';
import { ProtectionMessages } from './protection';
import { RedPacketMessages } from './red-packet';

/** What the server answers for a code: its HTTP status and the text it sends unless it names a sharper one. */
export type ErrorEntry = { readonly status: number; readonly text: string };

const E = ErrorCode;

/**
 * The error catalogue: every code's status and default text, keyed by the code, so a code is defined
 * once (error-codes.ts) and answered one way. A refusal that carries a figure or names a rule (limits,
 * a credit pick, a bad field) sends a sharper text from the same message lists.
 */
export const ErrorCatalogue: { readonly [C in ErrorCode]: ErrorEntry } = {
  [E.SessionExpired]: { status: 401, text: Messages.sessionExpired },
  [E.PhoneNotBound]: { status: 400, text: Messages.phoneNotBound },
  [E.FundPasswordNotSet]: { status: 400, text: Messages.fundPasswordNotSet },
  [E.RealNameNotBound]: { status: 400, text: Messages.realNameNotBound },
  [E.WithdrawAccountNotBound]: { status: 400, text: Messages.withdrawAccountNotBound },
  [E.Forbidden]: { status: 403, text: ServerMessages.forbidden },
  [E.RealNameNeedsPhone]: { status: 400, text: ServerMessages.realNameNeedsPhone },

  [E.BadRequest]: { status: 400, text: ServerMessages.malformedJson },
  [E.InvalidPayload]: { status: 400, text: ServerMessages.invalidPayload },
  [E.PayloadTooLarge]: { status: 413, text: ServerMessages.payloadTooLarge },
  [E.UnknownJob]: { status: 400, text: ServerMessages.unknownJob },
  [E.BadSignature]: { status: 401, text: ServerMessages.badSignature },
  [E.StaleTimestamp]: { status: 401, text: ServerMessages.staleTimestamp },
  [E.CaptchaInvalid]: { status: 400, text: ServerMessages.captchaInvalid },
  [E.UsernameTaken]: { status: 409, text: ServerMessages.usernameTaken },
  [E.BadCredentials]: { status: 400, text: ServerMessages.badCredentials },
  [E.NotFound]: { status: 404, text: ServerMessages.notFound },
  [E.JobUnavailable]: { status: 404, text: ServerMessages.jobUnavailable },
  [E.PhoneCodeInvalid]: { status: 400, text: ServerMessages.phoneCodeInvalid },
  [E.PhoneNotRegistered]: { status: 400, text: ServerMessages.phoneNotRegistered },
  [E.MethodNotAllowed]: { status: 405, text: ServerMessages.methodNotAllowed },
  [E.Conflict]: { status: 409, text: ServerMessages.conflict },
  [E.RateLimited]: { status: 429, text: Messages.tooManyRequests },
  [E.SmsLimited]: { status: 429, text: ServerMessages.smsDailyLimit },
  [E.RegistrationClosed]: { status: 403, text: ServerMessages.registrationClosed },
  [E.AdminOnly]: { status: 403, text: ServerMessages.adminOnly },
  [E.TrialRefused]: { status: 403, text: TrialMessages.refused },
  [E.Internal]: { status: 500, text: ServerMessages.internal },
  [E.ServiceUnavailable]: { status: 503, text: ServerMessages.serviceUnavailable },

  [E.InsufficientBalance]: { status: 400, text: Messages.insufficientBalance },
  [E.HoldSettled]: { status: 409, text: ServerMessages.holdSettled },
  [E.IdempotencyConflict]: { status: 409, text: ServerMessages.idempotencyConflict },
  [E.AmountNotNumber]: { status: 400, text: Messages.amountMustBeNumber },
  [E.AmountOutOfLimit]: { status: 400, text: Messages.amountLimit },
  [E.ChannelNotFound]: { status: 404, text: ServerMessages.channelNotFound },
  [E.OrderNotFound]: { status: 404, text: ServerMessages.orderNotFound },
  [E.OrderExpired]: { status: 409, text: ServerMessages.orderExpired },
  [E.OrderStateInvalid]: { status: 409, text: ServerMessages.orderNotPending },
  [E.EvidenceInvalid]: { status: 400, text: ServerMessages.evidenceNotImage },
  [E.EvidenceTooLarge]: { status: 413, text: ServerMessages.evidenceTooLarge },

  [E.PhoneAlreadyBound]: { status: 409, text: ServerMessages.phoneAlreadyBound },
  [E.PhoneTaken]: { status: 409, text: ServerMessages.phoneTaken },
  [E.RealNameImmutable]: { status: 409, text: ServerMessages.realNameImmutable },
  [E.RealNameMismatch]: { status: 400, text: ServerMessages.realNameMismatch },
  [E.FundPasswordWrong]: { status: 400, text: ServerMessages.fundPasswordWrong },
  [E.PasswordWrong]: { status: 400, text: ServerMessages.loginPasswordWrong },
  [E.PasswordUndecryptable]: { status: 400, text: ServerMessages.passwordUndecryptable },
  [E.WithdrawAccountInvalid]: { status: 400, text: ServerMessages.withdrawAccountInvalid },
  [E.WithdrawAccountLimit]: { status: 400, text: ServerMessages.withdrawAccountLimit },
  [E.WithdrawAccountDuplicate]: { status: 409, text: ServerMessages.withdrawAccountDuplicate },
  [E.WithdrawNotFound]: { status: 404, text: ServerMessages.withdrawNotFound },
  [E.WithdrawStateInvalid]: { status: 409, text: ServerMessages.withdrawNotPending },
  [E.WithdrawAmountOutOfLimit]: { status: 400, text: ServerMessages.withdrawAmountLimit },
  [E.WithdrawableExceeded]: { status: 400, text: ServerMessages.withdrawableExceeded },
  [E.VenueNotFound]: { status: 404, text: ServerMessages.venueNotFound },

  [E.BetClosed]: { status: 400, text: BetMessages.betClosed },
  [E.OddsChanged]: { status: 409, text: BetMessages.oddsChanged },
  [E.StakeOutOfRange]: { status: 400, text: BetMessages.stakeOutOfRange },
  [E.IssueLimitExceeded]: { status: 400, text: BetMessages.issueLimitReached },
  [E.InvalidSelection]: { status: 400, text: BetMessages.invalidSelection },
  [E.GameNotFound]: { status: 404, text: BetMessages.gameNotFound },
  [E.NotCancellable]: { status: 400, text: BetMessages.notCancellable },
  [E.IssueNotFound]: { status: 404, text: BetMessages.issueNotFound },
  [E.IssueNotVoidable]: { status: 409, text: GamesAdminMessages.issueNotVoidable },
  [E.PlayUnavailable]: { status: 400, text: BetMessages.playUnavailable },
  [E.ChaseNotFound]: { status: 404, text: BetMessages.chaseNotFound },
  [E.ChaseTooFewIssues]: { status: 400, text: BetMessages.chaseTooFewIssues },
  [E.Disqualified]: { status: 403, text: BetMessages.disqualified },
  [E.ChaseIssueNotOnSale]: { status: 400, text: BetMessages.chaseIssueNotOnSale },
  [E.HedgeRefused]: { status: 400, text: BetMessages.hedgeRefusedPlain },
  [E.MemberLimitExceeded]: { status: 400, text: BetMessages.memberLimitReached },
  [E.RebateRefused]: { status: 400, text: BetMessages.rebateOutOfRange },

  [E.RedPacketNotFound]: { status: 404, text: RedPacketMessages.notFound },
  [E.RedPacketFinished]: { status: 409, text: RedPacketMessages.finished },
  [E.RedPacketExpired]: { status: 409, text: RedPacketMessages.expired },
  [E.RedPacketOwn]: { status: 400, text: RedPacketMessages.ownPacket },
  [E.RedPacketAlreadyGrabbed]: { status: 409, text: RedPacketMessages.alreadyGrabbed },
  [E.RedPacketInvalidTerms]: { status: 400, text: RedPacketMessages.termsInvalid },
  [E.RedPacketMoneyMismatch]: { status: 409, text: RedPacketMessages.moneyMismatch },

  [E.NotAnAgent]: { status: 403, text: AgentMessages.notAnAgent },
  [E.NotInYourLine]: { status: 403, text: AgentMessages.notInYourLine },
  [E.InviteLinkNotFound]: { status: 404, text: AgentMessages.inviteLinkNotFound },
  [E.InviteLinkLimit]: { status: 409, text: AgentMessages.inviteLinkLimit },
  [E.AgentWalletShort]: { status: 400, text: AgentMessages.agentWalletShort },
  [E.AgentPlanInvalid]: { status: 400, text: AgentMessages.planInvalid },
  [E.AgentPlanNotFound]: { status: 404, text: AgentMessages.planNotFound },
  [E.AlreadyAgent]: { status: 409, text: AgentMessages.alreadyAgent },
  [E.ProtectionLimitReached]: { status: 400, text: ProtectionMessages.limitReached },
  [E.ProtectionBreakActive]: { status: 403, text: ProtectionMessages.breakActive },
  [E.ProtectionCoolingOff]: { status: 409, text: ProtectionMessages.coolingOff },
  [E.ProtectionNothingPending]: { status: 409, text: ProtectionMessages.nothingPending },
  [E.ProtectionLiftRefused]: { status: 403, text: ProtectionMessages.liftRefused },
  [E.ProtectionAlreadyOnBreak]: { status: 409, text: ProtectionMessages.alreadyOnBreak },
  [E.IdNumberInvalid]: { status: 400, text: ProtectionMessages.idNumberInvalid },
  [E.MinorRefused]: { status: 403, text: ProtectionMessages.minor },
  [E.AdultDeclarationRequired]: { status: 400, text: ProtectionMessages.adultRequired },
  [E.DepositRealNameRequired]: { status: 403, text: ProtectionMessages.realNameRequired },
  [E.ProtectionSessionOver]: { status: 403, text: ProtectionMessages.sessionOver },

  [E.OperatorOtpRequired]: { status: 401, text: OperatorMessages.otpRequired },
  [E.OperatorOtpInvalid]: { status: 400, text: OperatorMessages.otpInvalid },
  [E.OperatorLocked]: { status: 429, text: OperatorMessages.locked },
  [E.PermissionDenied]: { status: 403, text: OperatorMessages.permissionDenied },
  [E.OperatorMfaRequired]: { status: 403, text: OperatorMessages.mfaRequired },
  [E.ApprovalOwnRefused]: { status: 403, text: OperatorMessages.approvalOwn },
  [E.ApprovalNotPending]: { status: 409, text: OperatorMessages.approvalNotPending },
  [E.ApprovalNotFound]: { status: 404, text: OperatorMessages.approvalNotFound },
  [E.OperatorNotFound]: { status: 404, text: OperatorMessages.operatorNotFound },
  [E.BootstrapClosed]: { status: 403, text: OperatorMessages.bootstrapClosed },
};
