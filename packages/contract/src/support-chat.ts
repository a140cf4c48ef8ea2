import { z } from 'zod';
import {
  SUPPORT_TEXT_MAX,
  type SupportCannedReply,
  type SupportInitiationResult,
  type SupportMessage,
  type SupportMessagesResult,
  type SupportQueueRow,
  type SupportUnreadResult,
} from './support-chat-client';
import { wireId, wireInt } from './wire-number';

// The shapes, paths and texts live in support-chat-client.ts (zod-free); re-exported here.
export * from './support-chat-client';

// Emoji sequences use format characters (ZWJ), so only control characters other than \n and \t are refused.
const CONTROL = /[\p{Cc}]/u;

/** A chat text: trimmed, 1..SUPPORT_TEXT_MAX characters; line breaks allowed, other control characters not. */
const chatText = z
  .string()
  .trim()
  .min(1, '消息不能为空')
  .max(SUPPORT_TEXT_MAX, `消息不能超过${SUPPORT_TEXT_MAX}字`)
  .refine((v) => !CONTROL.test(v.replace(/[\n\t]/g, '')), '消息不能包含控制字符');

/** `POST /api/customer/send_msg`, `POST /api/admin/support/conversations/:id/reply`. */
export const supportTextBodySchema = z.object({ content: chatText }).strict();
export type SupportTextBody = z.output<typeof supportTextBodySchema>;

/** `POST /api/customer/read`: the service's messages up to this id are read. */
export const supportReadBodySchema = z.object({ upToId: wireId() }).strict();

/**
 * `GET /api/customer/messages` and the console's messages: newer than `after_id` (oldest first, the
 * catch-up after a push or a reconnect) or older than `before_id` (the page above on scroll). Neither
 * = the latest page.
 */
export const supportMessagesQuerySchema = z
  .object({
    after_id: wireId().optional(),
    before_id: wireId().optional(),
    limit: wireInt(1, 100).default(50),
  })
  .refine((q) => q.after_id === undefined || q.before_id === undefined, 'after_id 与 before_id 不能同时使用');

export const supportImageKeyParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
export const supportConversationIdParamsSchema = z.object({ id: wireId() });
export const supportCannedIdParamsSchema = z.object({ id: wireId() });

/** `GET /api/admin/support/conversations`: the queue, oldest first, paged by `after_id` (admin-page.ts). */
export const supportQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  /** 'mine' = assigned to the caller, 'unassigned' = to no one, 'all' = any. */
  assigned: z.enum(['all', 'mine', 'unassigned']).default('all'),
  after_id: wireId().optional(),
  limit: wireInt(1, 200).default(50),
});

/** `POST /api/admin/support/canned` and `PUT …/canned/:id`. */
export const supportCannedBodySchema = z
  .object({
    title: z.string().trim().min(1, '标题不能为空').max(32),
    content: chatText,
    sort: z.number().int().min(-9999).max(9999).default(0),
  })
  .strict();
export type SupportCannedBody = z.output<typeof supportCannedBodySchema>;

const messageShape = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(['member', 'operator', 'system']),
  kind: z.enum(['text', 'image']),
  content: z.string(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export const supportMessageSchema: z.ZodType<SupportMessage> = messageShape;
const conversationShape = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  unread: z.number().int(),
});
export const supportInitiationResultSchema: z.ZodType<SupportInitiationResult> = z.object({
  conversation: conversationShape,
  messages: z.array(messageShape),
});
export const supportMessagesResultSchema: z.ZodType<SupportMessagesResult> = z.object({
  messages: z.array(messageShape),
});
export const supportUnreadResultSchema: z.ZodType<SupportUnreadResult> = z.object({
  unread: z.number().int(),
});
const queueRowShape = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  status: z.enum(['open', 'closed']),
  operatorId: z.number().int().nullable(),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  lastPreview: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export const supportQueueRowSchema: z.ZodType<SupportQueueRow> = queueRowShape;
/** The console's conversation view: the queue row and a page of messages. */
export const supportConversationDetailSchema = z.object({
  conversation: queueRowShape,
  messages: z.array(messageShape),
});
export type SupportConversationDetail = z.infer<typeof supportConversationDetailSchema>;
export const supportCannedReplySchema: z.ZodType<SupportCannedReply> = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
