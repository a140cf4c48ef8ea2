import { TrialMessages } from '@qilin/contract/messages';
import { paths } from '../config/paths';
import { navigateTo } from '../lib/navigation';
import { sessionStore } from '../lib/session';
import { popups, showPopup } from './popups';

/**
 * Spec §6: a guest tapping recharge or withdraw goes to the stored invite URL if there is one,
 * otherwise sees the login dialog; a 试玩 trial is told these are for members. Returns true when the
 * member may go on.
 */
export function allowMoneyEntry(): boolean {
  const session = sessionStore.get();
  // 试玩 plays with play money: recharge and withdraw are for members.
  if (session.trial) {
    void popups.alert(TrialMessages.moneyUnavailable);
    return false;
  }
  if (session.isLogin) return true;
  if (session.inviteUrl) window.location.assign(session.inviteUrl);
  else void popups.pleaseLogin();
  return false;
}

/**
 * The 请先登录 dialog (去登录 / 继续浏览) for a guest who tried a member action; 去登录 opens the login
 * screen, which comes back to `returnTo` (the room the guest was in) after logging in.
 */
export async function askLogin(returnTo: string): Promise<void> {
  if (await showPopup({ kind: 'pleaseLogin' })) navigateTo(paths.login.href({ redirect: returnTo }));
}

/**
 * A member action on a screen guests may browse (下注, 追号, records): true for a member; a guest is
 * asked to log in (nothing else happens) and gets false.
 */
export function requireLogin(returnTo: string): boolean {
  if (sessionStore.get().isLogin) return true;
  void askLogin(returnTo);
  return false;
}
