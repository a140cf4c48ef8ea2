/** Zod-free face of the member profile wire (the client imports it; the schemas are in member-profile). */

/**
 * The default avatars: the client draws each from its id (no image download), so the stored value is
 * the id itself. An avatar that is none of these is an image address.
 */
export const DEFAULT_AVATARS = Array.from({ length: 12 }, (_, i) => `preset:${i + 1}`);
export type DefaultAvatarsResult = { list: string[] };

/** Refusal texts, shown inline by the client before sending and by the server if sent anyway. */
export const ProfileMessages = {
  nicknameEmpty: '请输入昵称',
  nicknameTooLong: '昵称最多16个字符（1个汉字算2个字符）',
  nicknameBadChars: '昵称不能包含换行、不可见字符或 < > & " \' \\',
  avatarUnknown: '请选择列表中的头像',
} as const;
