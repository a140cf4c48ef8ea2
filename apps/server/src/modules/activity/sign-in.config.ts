/**
 * Sign-in rewards by day of the seven-day cycle (fen): small amounts with a larger seventh day. Paid
 * from the `sign` campaign's budget with a 1× wagering requirement.
 */
export const SIGN_REWARDS_FEN: readonly number[] = [100, 100, 200, 200, 300, 300, 800];
export const SIGN_WAGERING_X100 = 100;
export const SIGN_CAMPAIGN = 'sign';
