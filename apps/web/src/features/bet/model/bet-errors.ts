import { ErrorCode, Messages } from '@qilin/contract';

/** Spec §8: these two refusals open the insufficient-balance popup; every other bet error is a toast. */
export function isInsufficientBalance(error: { code?: number; message: string }): boolean {
  return (
    error.code === ErrorCode.InsufficientBalance ||
    error.message.includes(Messages.insufficientForMinBet) ||
    error.message.includes(Messages.insufficientBalance)
  );
}

/** Spec §4/§8: a champion-match table refuses a bet with a message containing '取消资格'. */
export function isDisqualified(message: string): boolean {
  return message.includes(Messages.disqualified);
}
