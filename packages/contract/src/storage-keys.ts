/** Local-storage keys (spec §3). Logout and 20004 clear the session keys but keep SETTINGS_KEYS. */
export const StorageKey = {
  token: 'token',
  deviceId: 'device_id',
  deviceType: 'device_type',
  userData: 'user_data',
  mainLine: 'main_line',
  mainLineList: 'main_line_list',
  payTypes: 'pay_types',
  noticeMark: 'notice_mark',
  skinType: 'skin_type',
  gameKey: 'game_key',
  firstIn: 'first_in',
  inviteUrl: 'invite_url',
  /** Qilin's own: when the stored token expires (epoch ms), so the client renews it in time. */
  tokenExpiresAt: 'token_expires_at',
  /**
   * The bets really placed in the current round of a 28 room (issue, options and stakes), kept so the
   * odds grid shows them after a reload; round process 2 (sales closed) clears it (spec §4 Betting).
   */
  realBetInfo: 'real_bet_info',
  /**
   * Qilin's own (not in the spec): the first chain terminal hash this device saw per game and epoch,
   * so the client can warn when a game's chain changes outside an announced rotation (game-rules A1
   * "Epochs"). A settings key: a logout must not wipe what the device saw.
   */
  terminalHashes: 'terminal_hashes',
  /** Qilin's own device settings (设置): quiet mode, UI language, the floating shortcut ball. */
  quietMode: 'quiet_mode',
  language: 'language',
  floatBall: 'float_ball',
  /**
   * Qilin's own: the 试玩 trial session (token and member), held apart from `token`/`user_data` so a
   * member's real session stays untouched while they try the product; 退出试玩 removes only this key.
   */
  trialSession: 'trial_session',
  /**
   * Qilin's own (not in the spec): the last slip placed per game (plays and stake) for 上期重投. A session
   * key: the next member on the device does not inherit it.
   */
  lastSlip: 'last_slip',
} as const;

export const SETTINGS_KEYS: readonly string[] = [
  StorageKey.deviceId,
  StorageKey.deviceType,
  StorageKey.mainLine,
  StorageKey.mainLineList,
  StorageKey.skinType,
  StorageKey.noticeMark,
  StorageKey.terminalHashes,
  StorageKey.quietMode,
  StorageKey.language,
  StorageKey.floatBall,
];
