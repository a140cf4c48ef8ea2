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
} as const;

export const SETTINGS_KEYS: readonly string[] = [
  StorageKey.deviceId,
  StorageKey.deviceType,
  StorageKey.mainLine,
  StorageKey.mainLineList,
  StorageKey.skinType,
  StorageKey.noticeMark,
];
