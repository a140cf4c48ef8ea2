/**
 * Stable error ids, each defined here once (their statuses and texts: error-catalogue.ts). The 200xx values are the spec's (§8) and drive client navigation;
 * the 4xxxx values are Qilin's own for validation and domain refusals.
 */
export const ErrorCode = {
  SessionExpired: 20004,
  PhoneNotBound: 20009,
  FundPasswordNotSet: 20011,
  RealNameNotBound: 20023,
  WithdrawAccountNotBound: 20027,
  Forbidden: 20045,
  RealNameNeedsPhone: 20049,

  BadRequest: 40000,
  InvalidPayload: 40001,
  PayloadTooLarge: 40002,
  UnknownJob: 40003,
  BadSignature: 40004,
  StaleTimestamp: 40005,
  CaptchaInvalid: 40006,
  UsernameTaken: 40007,
  BadCredentials: 40008,
  NotFound: 40400,
  /** A /sbin job whose module has not shipped on this server yet (HTTP 404). */
  JobUnavailable: 40401,
  PhoneCodeInvalid: 40009,
  PhoneNotRegistered: 40010,
  MethodNotAllowed: 40500,
  Conflict: 40900,
  RateLimited: 42900,
  /** SMS codes: the daily cap per phone, member or IP is reached (HTTP 429 with its own message). */
  SmsLimited: 42901,
  RegistrationClosed: 40301,
  AdminOnly: 40302,
  /** A 试玩 trial session asked for something that touches real money or people (HTTP 403). */
  TrialRefused: 40303,
  Internal: 50000,
  /** The database cannot be reached (restart, failover): HTTP 503, try again later. */
  ServiceUnavailable: 50300,

  /** Ledger and cashier refusals (apps/server modules ledger, wallet, payment). */
  InsufficientBalance: 41001,
  HoldSettled: 41002,
  IdempotencyConflict: 41003,
  AmountNotNumber: 41010,
  AmountOutOfLimit: 41011,
  ChannelNotFound: 41012,
  OrderNotFound: 41013,
  OrderExpired: 41014,
  OrderStateInvalid: 41015,
  EvidenceInvalid: 41016,
  EvidenceTooLarge: 41017,

  /** Withdrawals, bindings and venue transfers (apps/server modules withdraw, security, venue). */
  PhoneAlreadyBound: 41020,
  PhoneTaken: 41021,
  RealNameImmutable: 41022,
  RealNameMismatch: 41023,
  FundPasswordWrong: 41024,
  PasswordWrong: 41025,
  PasswordUndecryptable: 41026,
  WithdrawAccountInvalid: 41027,
  WithdrawAccountLimit: 41028,
  WithdrawAccountDuplicate: 41029,
  WithdrawNotFound: 41030,
  WithdrawStateInvalid: 41031,
  WithdrawAmountOutOfLimit: 41032,
  WithdrawableExceeded: 41033,
  VenueNotFound: 41034,

  /** Bets, chases and game reads (apps/server modules bet, chase, game). */
  BetClosed: 41101,
  OddsChanged: 41102,
  StakeOutOfRange: 41103,
  IssueLimitExceeded: 41104,
  InvalidSelection: 41105,
  GameNotFound: 41106,
  NotCancellable: 41107,
  IssueNotFound: 41108,
  PlayUnavailable: 41109,
  ChaseNotFound: 41110,
  /** Fewer issues on sale than the chase asks for. */
  ChaseTooFewIssues: 41111,
  /** Champion match: both sides of one table in one round (game-rules A2). */
  Disqualified: 41112,
  /** The chase's first issue is closed or not the one on sale. */
  ChaseIssueNotOnSale: 41113,
  /** A 28 room's hedging rules refuse this order next to the member's other bets of the issue. */
  HedgeRefused: 41114,
  /** Above the member's own limit (operator set): one bet, or the member's total on the issue. */
  MemberLimitExceeded: 41115,
  /** An operator's void of an issue already drawn, settled, voided, or not yet on sale. */
  IssueNotVoidable: 41116,
  /** A rebate above the member's ceiling, or on a play that takes none (credit plays). */
  RebateRefused: 41120,

  /** Red packets (a short balance answers InsufficientBalance). */
  RedPacketNotFound: 41201,
  RedPacketFinished: 41202,
  RedPacketExpired: 41203,
  RedPacketOwn: 41204,
  RedPacketAlreadyGrabbed: 41205,
  RedPacketInvalidTerms: 41206,
  RedPacketMoneyMismatch: 41207,

  /** Player protection (apps/server module protection): the member's own limits and breaks. */
  ProtectionLimitReached: 41401,
  ProtectionBreakActive: 41402,
  ProtectionCoolingOff: 41403,
  ProtectionNothingPending: 41404,
  /** No one lifts a member's own time-out or self-exclusion before its end, operators included. */
  ProtectionLiftRefused: 41405,
  ProtectionAlreadyOnBreak: 41406,
  IdNumberInvalid: 41407,
  /** Real-name binding of someone under 18 (the birth date in the ID number). */
  MinorRefused: 41408,
  AdultDeclarationRequired: 41409,
  /** A deposit request of a member who has not bound a real name (实名) yet. */
  DepositRealNameRequired: 41420,
  /** The member's session_minutes limit is used up: money actions wait for a new login after a pause. */
  ProtectionSessionOver: 41421,

  /** Gifts, VIP and sign-in (apps/server modules promotion, vip, activity). */
  GiftAlreadyClaimed: 41701,
  GiftNotClaimable: 41702,
  AlreadySignedToday: 41703,
  PromotionBudgetExhausted: 41704,
  VipTableInvalid: 41705,

  /** Invite friends and the agent area (apps/server module agent). */
  NotAnAgent: 41801,
  NotInYourLine: 41802,
  InviteLinkNotFound: 41803,
  InviteLinkLimit: 41804,
  AgentWalletShort: 41805,
  AgentPlanInvalid: 41806,
  AgentPlanNotFound: 41807,
  AlreadyAgent: 41808,
  RechargeSubordinateLimit: 41809,

  /** Operators, permissions and two-person approval (apps/server module operator). */
  OperatorOtpRequired: 41301,
  OperatorOtpInvalid: 41302,
  OperatorLocked: 41303,
  PermissionDenied: 41304,
  OperatorMfaRequired: 41305,
  ApprovalOwnRefused: 41306,
  ApprovalNotPending: 41307,
  ApprovalNotFound: 41308,
  OperatorNotFound: 41309,
  /** The shared ADMIN_TOKEN after an owner exists (production). */
  BootstrapClosed: 41310,

  /** Chat rooms (apps/server module chat): rooms, moderation, sharing. */
  ChatRoomNotFound: 41501,
  ChatMuted: 41502,
  ChatBanned: 41503,
  ChatRateLimited: 41504,
  ChatWordBlocked: 41505,
  ChatMessageNotFound: 41506,
  ChatBetNotFound: 41507,
  ChatAlreadyReported: 41508,
  ChatImageInvalid: 41509,
  /** In-app customer service (apps/server module customer-service): the member ↔ service chat. */
  SupportImageInvalid: 41550,
  SupportImageTooLarge: 41551,
  /** Decodes to more pixels than the server will hold (a decompression bomb). */
  SupportImageTooManyPixels: 41552,
  SupportConversationNotFound: 41553,
  SupportConversationClosed: 41554,
  SupportAssignedElsewhere: 41555,
  /** Assigning and replying need a named operator, not the bootstrap token. */
  SupportOperatorOnly: 41556,
  SupportCannedNotFound: 41557,
  SupportSendTooFast: 41558,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
