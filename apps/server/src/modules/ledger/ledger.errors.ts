import { ErrorCode } from '@qilin/contract';
import { AppError } from '../../lib/errors';

/**
 * The debited account would go below zero. Answered as 400 with the spec's insufficient-balance text
 * ('你的余额不足以完成此次操作！'), which the client turns into its insufficient-balance popup; bet
 * callers may pass Messages.insufficientForMinBet instead.
 */
export class InsufficientFundsError extends AppError {
  constructor(message?: string) {
    super(ErrorCode.InsufficientBalance, message);
    this.name = 'InsufficientFundsError';
  }
}

/** post after void, void after post, or a post larger than the hold: the hold is already decided. */
export class HoldStateError extends AppError {
  constructor() {
    super(ErrorCode.HoldSettled);
    this.name = 'HoldStateError';
  }
}

/** An idempotency key came back with a different request body: refuse rather than guess. */
export class IdempotencyConflictError extends AppError {
  constructor() {
    super(ErrorCode.IdempotencyConflict);
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * A transfer between a play-money (试玩) account and a real one. The trial guard refuses such calls at
 * the edge; this is the ledger's own line, answered like the guard's refusal.
 */
export class PlayMoneyError extends AppError {
  constructor() {
    super(ErrorCode.TrialRefused);
    this.name = 'PlayMoneyError';
  }
}
