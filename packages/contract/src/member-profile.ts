import { z } from 'zod';

export * from './member-profile-client';

/**
 * The member's own profile (spec §7 member: nickname/edit, default_avatars, avatar/edit). The
 * nickname rule itself (the §5 character count) is the domain's `nicknameProblem`; the server applies it.
 */
export const nicknameEditBodySchema = z.object({ nickname: z.string().max(64) });
export type NicknameEditBody = z.infer<typeof nicknameEditBodySchema>;

export const avatarEditBodySchema = z.object({ avatar: z.string().max(64) });
export type AvatarEditBody = z.infer<typeof avatarEditBodySchema>;

/** GET /api/member/default_avatars. */
export const defaultAvatarsResultSchema = z.object({ list: z.array(z.string()) });
