/** How many live invite links one member may hold. */
export const MAX_INVITE_LINKS = 20;

/** Invite codes: 8 characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** The highest rate a plan level may carry (bp): 3 % of valid turnover. */
export const MAX_LEVEL_RATE_BP = 300;

/**
 * The configured rule (issue 22): a member whose direct invitees reach this many becomes an agent on the
 * default plan without an operator; null leaves it to operators alone.
 */
export const DEFAULT_PROMOTE_AT_DIRECT_INVITES: number | null = null;
