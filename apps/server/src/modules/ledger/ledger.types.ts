/** The account kinds of docs/ledger.md; member-side kinds never go below zero. */
export type AccountKind =
  | 'member_wallet'
  | 'member_held'
  | 'member_venue'
  | 'house'
  | 'house_revenue'
  | 'deposits_clearing'
  | 'withdrawals_clearing'
  | 'agent_commission'
  /** 试玩 play money's issuer and counterparty (migration 0096); never meets a real account. */
  | 'play_house'
  /** Pays every gift (礼金); its negative balance is the total given (migration 0185). */
  | 'promotion';

/**
 * Names an account; it is created on first use. member_wallet, member_held, member_venue and
 * agent_commission need `memberId` (member_venue also `venue`); the house-side kinds take neither.
 */
export type AccountRef = { kind: AccountKind; memberId?: number; venue?: string };

export type TransferInput = {
  from: AccountRef;
  to: AccountRef;
  amountFen: number;
  /** What the movement is (catalogue in docs/ledger.md), e.g. 'deposit', 'bet_payout'. */
  type: string;
  refType?: string;
  refId?: string;
  memo?: string;
  /** Client-generated; a replay returns the first result, the same key with another body is refused. */
  idempotencyKey?: string;
};

export type HoldInput = {
  memberId: number;
  amountFen: number;
  type: string;
  refType?: string;
  refId?: string;
  idempotencyKey?: string;
};

export type PostHoldInput = {
  to: AccountRef;
  type: string;
  amountFen?: number;
  /** Type of the transfer returning the unposted rest to the wallet (default 'hold_release'). */
  releaseType?: string;
};

export type MemberBalances = {
  balanceFen: number;
  heldFen: number;
  withdrawableFen: number;
  /** Turnover the member's deposits still require before all of the balance is withdrawable. */
  turnoverFen: number;
};

export const MEMBER_KINDS: ReadonlySet<AccountKind> = new Set([
  'member_wallet',
  'member_held',
  'member_venue',
  'agent_commission',
]);

/** Accounts that stand for money outside the platform (or the house's own), allowed below zero. */
export const HOUSE_KINDS: ReadonlySet<AccountKind> = new Set([
  'house',
  'house_revenue',
  'deposits_clearing',
  'withdrawals_clearing',
  'play_house',
  'promotion',
]);

/** Stakes posted to these accounts count as turnover (bets work off the deposit requirement). */
export const TURNOVER_KINDS: ReadonlySet<AccountKind> = new Set(['house', 'house_revenue']);

/** The play house: a trial member's demo balance comes from it, their stakes go to it, their payouts from it. */
export const PLAY_HOUSE: AccountRef = { kind: 'play_house' };

/** The promotion account every gift is paid from. */
export const PROMOTION: AccountRef = { kind: 'promotion' };
