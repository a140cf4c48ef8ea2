import { z } from 'zod';
import {
  HALL_NOTICE_TAG,
  type ImportantNoticeResult,
  type NoticePage,
  type NoticeReadResult,
  type NoticeView,
  type SlideNewResult,
} from './notice-client';
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

/**
 * Operator publish: `push` (default true) also sends the `notice` socket message to every client;
 * `marketing` (default false) marks a promotion: members on a break (理性投注) neither get it pushed
 * nor see it listed.
 */
export const publishNoticeBodySchema = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2_000),
  name: z.string().trim().max(50).default(''),
  tag: z.number().int().min(1).max(99).default(HALL_NOTICE_TAG),
  push: z.boolean().default(true),
  important: z.boolean().default(false),
  marketing: z.boolean().default(false),
});

/** message/read: one notice by id, or every current one with `all: true`. */
export const noticeReadBodySchema = z.union([z.object({ id: wireId() }), z.object({ all: z.literal(true) })]);
export type NoticeReadBody = z.infer<typeof noticeReadBodySchema>;
export type PublishNoticeBody = z.infer<typeof publishNoticeBodySchema>;

/** Answer schemas of the notice routes, held to the zod-free shapes the hall imports. */
const noticeViewShape = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  send_time: z.string(),
  name: z.string(),
  important: z.boolean(),
  read: z.boolean().optional(),
});
export const noticeViewSchema: z.ZodType<NoticeView> = noticeViewShape;
export const slideNewResultSchema: z.ZodType<SlideNewResult> = noticeViewShape
  .extend({ list: z.array(noticeViewShape) })
  .nullable();
export const noticePageSchema: z.ZodType<NoticePage> = z.object({
  list: z.array(noticeViewShape),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unreadNum: z.number().int().optional(),
});
export const noticeReadResultSchema: z.ZodType<NoticeReadResult> = z.object({ unreadNum: z.number().int() });
export const importantNoticeResultSchema: z.ZodType<ImportantNoticeResult> = noticeViewShape.nullable();
/** POST /api/admin/notices: the stored notice and how many sockets it reached. */
export const publishedNoticeSchema = noticeViewShape.extend({ delivered: z.number().int() });
