import { z } from 'zod';
import { HALL_NOTICE_TAG } from './notice-client';
import { pageQuerySchema } from './payment';
import { wireId, wireInt } from './wire-number';

// The shapes and the tag live in notice-client.ts (zod-free: the hall imports them); re-exported here.
export {
  HALL_NOTICE_TAG,
  type ImportantNoticeResult,
  type NoticePage,
  type NoticeReadResult,
  type NoticeView,
  type SlideNewResult,
} from './notice-client';

export const slideNewQuerySchema = z.object({
  tag: wireInt(1, 99).default(HALL_NOTICE_TAG),
});

export const noticePageQuerySchema = pageQuerySchema.extend({
  tag: wireInt(1, 99).optional(),
});

export const noticeDetailQuerySchema = z.object({ id: wireId() });

/** Operator publish: `push` (default true) also sends the `notice` socket message to every client. */
export const publishNoticeBodySchema = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2_000),
  name: z.string().trim().max(50).default(''),
  tag: z.number().int().min(1).max(99).default(HALL_NOTICE_TAG),
  push: z.boolean().default(true),
  important: z.boolean().default(false),
});

/** message/read: one notice by id, or every current one with `all: true`. */
export const noticeReadBodySchema = z.union([z.object({ id: wireId() }), z.object({ all: z.literal(true) })]);
export type NoticeReadBody = z.infer<typeof noticeReadBodySchema>;
export type PublishNoticeBody = z.infer<typeof publishNoticeBodySchema>;
