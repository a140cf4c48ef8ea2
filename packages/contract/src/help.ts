import { z } from 'zod';
import { wireId } from './wire-number';

/**
 * Help (spec §7): `GET /api/common/question` answers the help center's FAQ; the /sbin job
 * `online_questions` answers the online service's quick questions. Operators edit both under
 * `/api/admin/questions` (x-admin-token).
 */
export const HELP_QUESTION_KINDS = ['faq', 'online'] as const;
export type HelpQuestionKind = (typeof HELP_QUESTION_KINDS)[number];

export const helpQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

/** common/question → result (in the operator's order). */
export const helpQuestionListSchema = z.object({ list: z.array(helpQuestionSchema) });
export type HelpQuestionList = z.infer<typeof helpQuestionListSchema>;

/** The operator's view of a question. */
export const helpQuestionAdminViewSchema = helpQuestionSchema.extend({
  kind: z.enum(HELP_QUESTION_KINDS),
  sort: z.number().int(),
});
export type HelpQuestionAdminView = z.infer<typeof helpQuestionAdminViewSchema>;

export const helpQuestionBodySchema = z.object({
  kind: z.enum(HELP_QUESTION_KINDS).default('faq'),
  question: z.string().trim().min(1).max(200),
  answer: z.string().trim().min(1).max(4000),
  /** Lower first; equal sorts keep the order they were added in. */
  sort: z.number().int().min(-10_000).max(10_000).default(0),
});
export type HelpQuestionBody = z.infer<typeof helpQuestionBodySchema>;

export const helpQuestionIdParamsSchema = z.object({ id: wireId() });

export const helpPaths = {
  question: '/api/common/question',
  admin: '/api/admin/questions',
} as const;
