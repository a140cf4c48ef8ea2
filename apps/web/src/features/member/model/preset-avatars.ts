/**
 * The default avatars are drawn, not downloaded: a stored `preset:N` is a coloured disc with an
 * auspicious character. Colours are dark enough for white text (contrast ≥ 4.5:1).
 */
const PRESETS = [
  { glyph: '麒', color: '#b3122d' },
  { glyph: '麟', color: '#8a4b08' },
  { glyph: '福', color: '#a3155f' },
  { glyph: '禄', color: '#1d6b3a' },
  { glyph: '寿', color: '#5b3a8c' },
  { glyph: '喜', color: '#c0392b' },
  { glyph: '财', color: '#7a5c00' },
  { glyph: '吉', color: '#135e96' },
  { glyph: '祥', color: '#0f6b6b' },
  { glyph: '龙', color: '#3d4a5c' },
  { glyph: '凤', color: '#a4370f' },
  { glyph: '虎', color: '#6b4e16' },
] as const;

export type AvatarLook =
  | { kind: 'preset'; glyph: string; color: string }
  | { kind: 'image'; src: string }
  | { kind: 'initial'; glyph: string; color: string };

/** How to draw an avatar value: a preset, an image address, or the name's first character. */
export function avatarLook(avatar: string, name: string): AvatarLook {
  const match = /^preset:(\d{1,2})$/.exec(avatar);
  const preset = match ? PRESETS[Number(match[1]) - 1] : undefined;
  if (preset) return { kind: 'preset', ...preset };
  if (/^(https:\/\/|\/)/.test(avatar)) return { kind: 'image', src: avatar };
  const first = Array.from(name.trim())[0] ?? '?';
  return { kind: 'initial', glyph: first.toUpperCase(), color: '#8c1c2c' };
}
