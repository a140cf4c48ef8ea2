import { ErrorCode } from '@qilin/contract/error-codes';
import { Messages } from '@qilin/contract/messages';
import { paths } from '../config/paths';
import { type ApiError, type ApiErrorContext, ClientErrorCode } from './api-error';
import { ERROR_TOAST_MS } from './toast';

export type ErrorHandlerDeps = {
  hasUser: () => boolean;
  clearSession: () => void;
  navigate: (to: string) => void;
  /** A one-button dialog that resolves when closed. */
  alert: (content: string) => Promise<void>;
  /** A go-bind prompt; resolves true when the member chose to go. */
  prompt: (content: string, confirmText: string) => Promise<boolean>;
  toast: (content: string, durationMs: number) => void;
  showTimeout: () => void;
  goBindText: string;
  /** The button of a protection refusal's dialog (查看限额). */
  protectionGoText: string;
};

type BindPrompt = { text: (serverMessage: string) => string; target: () => string };

/** Spec §8: codes that ask the member to bind something first, and where "go bind" leads. */
const bindPrompts: Record<number, BindPrompt> = {
  [ErrorCode.PhoneNotBound]: {
    text: () => Messages.phoneNotBound,
    target: () => paths.safeCenter.href({ action: 'phone' }),
  },
  [ErrorCode.RealNameNotBound]: {
    text: () => Messages.realNameNotBound,
    target: () => paths.safeCenter.href({ action: 'name' }),
  },
  [ErrorCode.WithdrawAccountNotBound]: {
    text: (serverMessage) => serverMessage || Messages.withdrawAccountNotBound,
    target: () => paths.withdrawAccount.href(),
  },
  [ErrorCode.FundPasswordNotSet]: {
    text: () => Messages.fundPasswordNotSet,
    target: () => paths.safeCenter.href({ showFund: 1 }),
  },
};

/**
 * The member's own limits and breaks (issue 19): the refusal names the limit and when it resets, or
 * the break and when it ends. A toast would be gone before it is read, so it stays as a dialog with a
 * way to the limits (or the break) screen.
 */
const protectionTargets: Record<number, () => string> = {
  [ErrorCode.ProtectionLimitReached]: () => paths.protectionLimits.href(),
  [ErrorCode.ProtectionBreakActive]: () => paths.protectionBreaks.href(),
};

export function isProtectionRefusal(code: number): boolean {
  return protectionTargets[code] !== undefined;
}

/** True for the codes that turn into a go-bind prompt (20009, 20023, 20027, 20011). */
export function isBindPromptCode(code: number): boolean {
  return bindPrompts[code] !== undefined;
}

/**
 * The one place the error catalogue (spec §8) turns into UI. Every API failure passes through here
 * unless the caller opted out, so screens only deal with their own success path.
 */
export function createApiErrorHandler(deps: ErrorHandlerDeps) {
  let expiring = false;

  async function expireSession(): Promise<void> {
    // Several parallel calls can fail with 20004 at once; one dialog is enough.
    if (expiring) return;
    expiring = true;
    try {
      const hadUser = deps.hasUser();
      deps.clearSession();
      if (hadUser) await deps.alert(Messages.sessionExpired);
      deps.navigate(paths.login.href());
    } finally {
      expiring = false;
    }
  }

  return async function handleApiError(error: ApiError, context: ApiErrorContext = {}): Promise<void> {
    if (error.isRateLimited) {
      // The SMS daily cap says so itself; every other limit gets the spec's text.
      deps.toast(
        error.code === ErrorCode.SmsLimited ? error.message : Messages.tooManyRequests,
        ERROR_TOAST_MS,
      );
      return;
    }
    if (error.code === ErrorCode.SessionExpired) {
      if (!context.skipSessionExpiry) await expireSession();
      return;
    }
    if (error.code === ErrorCode.Forbidden) {
      deps.navigate(paths.forbidden.href());
      return;
    }
    if (error.code === ClientErrorCode.Timeout) {
      deps.showTimeout();
      return;
    }
    const bind = bindPrompts[error.code];
    if (bind) {
      const go = await deps.prompt(bind.text(error.message), deps.goBindText);
      if (go) deps.navigate(bind.target());
      return;
    }
    const protection = protectionTargets[error.code];
    if (protection) {
      const go = await deps.prompt(error.message, deps.protectionGoText);
      if (go) deps.navigate(protection());
      return;
    }
    deps.toast(error.message || Messages.loadFailed, ERROR_TOAST_MS);
  };
}
