import { sessionStore } from '../lib/session';
import { popups } from './popups';

/**
 * Spec §6: a guest tapping recharge or withdraw goes to the stored invite URL if there is one,
 * otherwise sees the login dialog. Returns true when the member may go on.
 */
export function allowMoneyEntry(): boolean {
  const session = sessionStore.get();
  if (session.isLogin) return true;
  if (session.inviteUrl) window.location.assign(session.inviteUrl);
  else void popups.pleaseLogin();
  return false;
}
