/** The skins 设置 offers (spec §2 "a skin type choice is kept"); the value is stored as skin_type. */
export const SKINS = [
  { value: 'default', label: 'me.settings.skinDefault', swatch: '#c8102e' },
  { value: 'gold', label: 'me.settings.skinGold', swatch: '#8a5a00' },
  { value: 'blue', label: 'me.settings.skinBlue', swatch: '#1d56b0' },
] as const;

export const LANGUAGE_NAMES = { 'zh-CN': '简体中文', en: 'English' } as const;
