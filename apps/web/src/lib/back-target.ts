import { paths } from '../config/paths';

/**
 * Where ‹ leads from a screen opened without in-app history (a deep link, a reload of the first
 * screen, a new tab): the screen it is normally reached from. Spec §2: the back target for many
 * screens is /home/hall, which is also the default for a screen not listed here.
 */
const BACK_TARGETS: Record<string, string> = {
  [paths.account.path]: paths.personCenter.href(),
  [paths.setting.path]: paths.personCenter.href(),
  [paths.about.path]: paths.personCenter.href(),
  [paths.betRecord.path]: paths.personCenter.href(),
  [paths.runNumberRecord.path]: paths.personCenter.href(),
  [paths.recharge.path]: paths.account.href(),
  [paths.rechargeSuccess.path]: paths.account.href(),
  [paths.rechargeFail.path]: paths.account.href(),
  [paths.withdraw.path]: paths.account.href(),
  [paths.withdrawList.path]: paths.account.href(),
  [paths.withdrawAccount.path]: paths.account.href(),
  [paths.venuesTransfer.path]: paths.account.href(),
  [paths.accountDetails.path]: paths.account.href(),
  [paths.giftRecord.path]: paths.account.href(),
  [paths.safeCenter.path]: paths.account.href(),
  [paths.changePersonInfo.path]: paths.personCenter.href(),
  [paths.headImages.path]: paths.changePersonInfo.href(),
  [paths.machineInfo.path]: paths.setting.href(),
  [paths.floatBall.path]: paths.setting.href(),
  [paths.noticeCenter.path]: paths.personCenter.href(),
  [paths.helpCenter.path]: paths.personCenter.href(),
  [paths.navpg.path]: paths.nav.href(),
  [paths.protection.path]: paths.personCenter.href(),
  [paths.protectionLimits.path]: paths.protection.href(),
  [paths.protectionBreaks.path]: paths.protection.href(),
  [paths.protectionStatement.path]: paths.protection.href(),
};

/** The declared back target of a pathname ('/withdrawList' → '/account'); the hall when none is. */
export function backTargetOf(pathname: string): string {
  return BACK_TARGETS[pathname] ?? paths.hall.href();
}

/**
 * True when the entry before this one was made by the app itself. The router keeps its own index in
 * `history.state.idx` (0 on the first entry of the tab's visit), so unlike `history.length` it is not
 * fooled by an entry of another site or the blank page a new tab starts on.
 */
export function hasInAppHistory(state: unknown): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** What ‹ does: one step back inside the app, or the screen's back target — never out of the app. */
export function backDestination(state: unknown, backTo: string): -1 | string {
  return hasInAppHistory(state) ? -1 : backTo;
}
