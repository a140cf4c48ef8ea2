import { ErrorCode } from '@qilin/contract/error-codes';

/** Client-side failure ids that never come from the server. */
export const ClientErrorCode = {
  Network: -1,
  Timeout: -2,
  BadResponse: -3,
} as const;

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly path: string;

  constructor(code: number, message: string, status: number, path: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.path = path;
  }

  get isRateLimited(): boolean {
    return this.status === 429 || this.code === ErrorCode.RateLimited;
  }
}

export type ApiErrorContext = {
  /** Logout ignores 20004 (spec §8: "not on logout"). */
  skipSessionExpiry?: boolean;
};

export type ApiErrorHandler = (error: ApiError, context: ApiErrorContext) => void;
