import { paths } from '../../../config/paths';

/** Screens the ball can open; `label` is an i18n key. */
export const BALL_SHORTCUTS = {
  hall: { to: paths.hall.href(), label: 'me.floatBall.hall' },
  recharge: { to: paths.recharge.href(), label: 'me.recharge' },
  withdraw: { to: paths.withdraw.href(), label: 'me.withdraw' },
  betRecord: { to: paths.betRecord.href(), label: 'me.betRecord' },
  chaseRecord: { to: paths.runNumberRecord.href(), label: 'me.chaseRecord' },
  accountDetails: { to: paths.accountDetails.href(), label: 'me.accountDetails' },
  online: { to: paths.online.href(), label: 'online.title' },
  personCenter: { to: paths.personCenter.href(), label: 'tab.personCenter' },
} as const;

export type ShortcutKey = keyof typeof BALL_SHORTCUTS;
export const SHORTCUT_KEYS = Object.keys(BALL_SHORTCUTS) as ShortcutKey[];
export const MAX_SHORTCUTS = 4;
export const DEFAULT_SHORTCUTS: ShortcutKey[] = ['hall', 'recharge', 'betRecord', 'online'];

/** Turns a shortcut on or off, keeping the catalogue's order and at most MAX_SHORTCUTS. */
export function toggleShortcut(chosen: readonly ShortcutKey[], key: ShortcutKey): ShortcutKey[] {
  if (chosen.includes(key)) return chosen.filter((k) => k !== key);
  if (chosen.length >= MAX_SHORTCUTS) return [...chosen];
  return SHORTCUT_KEYS.filter((k) => k === key || chosen.includes(k));
}

/** Stored shortcuts, trusted only as far as they are known keys (an old build may have stored others). */
export function knownShortcuts(value: unknown): ShortcutKey[] {
  if (!Array.isArray(value)) return [...DEFAULT_SHORTCUTS];
  return SHORTCUT_KEYS.filter((k) => value.includes(k)).slice(0, MAX_SHORTCUTS);
}
