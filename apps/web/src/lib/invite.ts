import { sessionStore, useSessionStore } from './session';

/** The query parameter an invite link carries its code in (`/register?code=AB12CD34`). */
export const INVITE_CODE_PARAM = 'code';

const CODE_RE = /^[A-Za-z0-9]{4,32}$/;

/** The invite code in a URL, or undefined when it carries none (or something that is not a code). */
export function inviteCodeOf(url: string): string | undefined {
  try {
    const code = new URL(url, 'http://x').searchParams.get(INVITE_CODE_PARAM)?.trim() ?? '';
    return CODE_RE.test(code) ? code.toUpperCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §6: a visitor who arrives by an invite link keeps it (the stored invite URL): guests tapping
 * recharge or withdraw are sent back to it, and the register page sends its code. The first link kept wins.
 */
export function captureInvite(href: string): void {
  if (!inviteCodeOf(href) || sessionStore.get().inviteUrl) return;
  useSessionStore.setState({ inviteUrl: href });
}

/** The code registration sends: the current URL's, else the stored invite URL's. */
export function pendingInviteCode(currentHref: string): string | undefined {
  return inviteCodeOf(currentHref) ?? inviteCodeOf(sessionStore.get().inviteUrl);
}
