import { z } from 'zod';
import { wireInt } from './wire-number';

/**
 * The 理性投注 centre's own calls (issue 19): the help organisations' contacts (operators edit them),
 * the member's reality-check interval and the session the reality check reports on.
 */

/** One help organisation as the member sees it; empty strings for what it lacks. */
export const protectionHelpContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** https only (the client opens it in a new tab). */
  url: z.string(),
  hours: z.string(),
  note: z.string(),
});
export type ProtectionHelpContact = z.infer<typeof protectionHelpContactSchema>;

/** GET /api/protection/help-contacts (public) and the operator's PUT answer, in the operator's order. */
export const protectionHelpContactListSchema = z.object({ list: z.array(protectionHelpContactSchema) });
export type ProtectionHelpContactList = z.infer<typeof protectionHelpContactListSchema>;

const text = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字`);

/** PUT /api/admin/protection/help-contacts: the whole list, replacing the one in force. */
export const protectionHelpContactsBodySchema = z
  .object({
    list: z
      .array(
        z
          .object({
            name: z.string().trim().min(1, '请填写机构名称').max(60, '机构名称不能超过 60 个字'),
            phone: text(40)
              .regex(/^[0-9+\-() ]*$/, '电话只能包含数字、空格和 +-()')
              .default(''),
            url: text(200)
              .refine((u) => u === '' || /^https:\/\/[^\s"'<>]+$/.test(u), '网址须以 https:// 开头')
              .default(''),
            hours: text(60).default(''),
            note: text(200).default(''),
          })
          .strict()
          .refine((c) => c.phone !== '' || c.url !== '' || c.note !== '', {
            message: '请至少填写电话、网址或说明之一',
          }),
      )
      .max(20, '最多 20 个求助机构'),
  })
  .strict();
export type ProtectionHelpContactsBody = z.infer<typeof protectionHelpContactsBodySchema>;

export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/** The intervals the member picks from (minutes). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** PUT /api/protection/reality-check. */
export const protectionRealityCheckBodySchema = z.object({ minutes: wireInt(1, 1440) }).strict();

/** GET /api/protection/session: this login session, for the reality check. */
export const protectionSessionSchema = z.object({
  /** When the login session began (ms). */
  started_at: z.number().int(),
  minutes_played: z.number().int(),
  /** Returns less stakes since `started_at`: above zero a win, below a loss. */
  net_fen: z.number().int(),
  /** The member's reality-check interval (default 60). */
  reality_check_minutes: z.number().int(),
  server_time: z.number().int(),
});
export type ProtectionSession = z.infer<typeof protectionSessionSchema>;

export const protectionCentrePaths = {
  helpContacts: '/api/protection/help-contacts',
  adminHelpContacts: '/api/admin/protection/help-contacts',
  session: '/api/protection/session',
  realityCheck: '/api/protection/reality-check',
} as const;
