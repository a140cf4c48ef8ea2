import { z } from 'zod';
import { betItemSchema, betReceiptSchema } from './bet';
import { betLimitsSchema } from './game';
import { wireId, wireInt } from './wire-number';

/**
 * Chat rooms (spec §1 "chat in rooms", §3 chat message, §7 room / new_room / online_list): several rooms
 * per game, text, emoji, image, system and shared-bet messages delivered over the socket, moderation.
 */

/** Room tiers the operator picks from (初级房 / 高级房 / VIP房). */
export const CHAT_ROOM_TIERS = ['basic', 'advanced', 'vip'] as const;
export type ChatRoomTier = (typeof CHAT_ROOM_TIERS)[number];

export const CHAT_MESSAGE_TYPES = ['text', 'emoji', 'image', 'system', 'bet'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** Longest text a member may send (characters). */
export const CHAT_TEXT_MAX = 500;
/** Messages per history page at most. */
export const CHAT_PAGE_MAX = 100;
/** Unread counts stop here (the badge shows 99+). */
export const CHAT_UNREAD_CAP = 100;

/** A room's socket key: `<gameId>:<roomId>` (the `room` push target and the `chatJoin` frame). */
export const chatRoomKey = (gameId: string, roomId: string) => `${gameId}:${roomId}`;

const gameIdField = z.union([z.string().min(1).max(64), z.number().int()]);
const roomIdField = z.union([z.string().min(1).max(16), z.number().int().min(0)]);

/** A member's shared bet: the receipt (verifiable: `hash` is SHA-256 of its canonical JSON) and the slip copy. */
export const chatSharedBetSchema = z.strictObject({
  orderId: z.number().int(),
  gameId: z.string(),
  roomId: z.string(),
  issue: z.string(),
  totalFen: z.number().int(),
  receipt: betReceiptSchema,
  /** 跟投: POST /api/bet/order with this body places the same items through the normal path (limits, odds). */
  copy: z.strictObject({
    game_id: z.string(),
    game_room_id: z.string(),
    content: z.array(betItemSchema),
  }),
});
export type ChatSharedBet = z.infer<typeof chatSharedBetSchema>;

/** Spec §3 chat message: name, id, content, ext (isRobot, issue), type, time, avatar (plus the room). */
export const chatMessageSchema = z.strictObject({
  id: z.number().int(),
  gid: z.string(),
  roomId: z.string(),
  name: z.string(),
  avatar: z.string(),
  content: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  /** Epoch ms. */
  time: z.number(),
  ext: z.strictObject({
    /** A house announcer (draw results, reminders): never a player, never a bet or a win. */
    isRobot: z.boolean(),
    issue: z.string().nullable(),
    /** Posted by the operator's staff (官方). */
    official: z.boolean(),
    /** Withdrawn by its sender or a moderator: `content` is then 该消息已被撤回. */
    recalled: z.boolean(),
    bet: chatSharedBetSchema.nullable(),
    uploadId: z.string().nullable(),
  }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A room of a game as the room list shows it: its name, tier, stake limits, who is in it and what is unread. */
export const chatRoomSchema = z.strictObject({
  gid: z.string(),
  id: z.string(),
  name: z.string(),
  tier: z.enum(CHAT_ROOM_TIERS),
  limits: betLimitsSchema,
  online: z.number().int(),
  /** Messages after the member's last read one (stops at CHAT_UNREAD_CAP); 0 for visitors. */
  unread: z.number().int(),
  lastId: z.number().int().nullable(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** GET /api/chat/rooms */
export const chatRoomsQuerySchema = z.object({ game_id: gameIdField });
export const chatRoomsResultSchema = z.strictObject({ list: z.array(chatRoomSchema) });

/**
 * GET /api/chat/messages: `after` = the messages after that id, oldest first (resume after a reconnect;
 * page again while `hasMore`); `before` = the page before that id, oldest first (history on scroll);
 * neither = the latest page.
 */
export const chatMessagesQuerySchema = z.object({
  game_id: gameIdField,
  room_id: roomIdField,
  after: wireInt(0).optional(),
  before: wireId().optional(),
  limit: wireInt(1, CHAT_PAGE_MAX).default(50),
});
export const chatMessagesResultSchema = z.strictObject({
  list: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatMessagesResult = z.infer<typeof chatMessagesResultSchema>;

/** POST /api/chat/send; `client_key` makes a retried send (a lost answer) the same message. */
export const chatSendBodySchema = z.object({
  game_id: gameIdField,
  room_id: roomIdField,
  type: z.enum(['text', 'emoji', 'image']),
  content: z.string().max(CHAT_TEXT_MAX).default(''),
  upload_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  client_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;

/** POST /api/chat/share-bet: one of the member's own orders, posted in the room it was placed in. */
export const chatShareBetBodySchema = z.object({ order_id: wireId() });

/** POST /api/chat/read: everything up to `last_id` in the room is read. */
export const chatReadBodySchema = z.object({
  game_id: gameIdField,
  room_id: roomIdField,
  last_id: wireInt(0),
});
export const chatReadResultSchema = z.strictObject({ unread: z.number().int() });

/** POST /api/chat/recall: the member withdraws a message of their own. */
export const chatRecallBodySchema = z.object({ id: wireId() });
export const chatRecallResultSchema = z.strictObject({ recalled: z.literal(true) });

/** POST /api/chat/report */
export const chatReportBodySchema = z.object({ id: wireId(), reason: z.string().trim().min(1).max(200) });
export const chatReportResultSchema = z.strictObject({ reported: z.literal(true) });

// --- Operator (console) -----------------------------------------------------------------------------

/** A configured room (table chat_rooms). */
export const chatRoomConfigSchema = z.strictObject({
  gid: z.string(),
  id: z.string(),
  name: z.string(),
  tier: z.enum(CHAT_ROOM_TIERS),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ChatRoomConfig = z.infer<typeof chatRoomConfigSchema>;
export const chatAdminRoomsQuerySchema = z.object({ game_id: gameIdField.optional() });
export const chatAdminRoomsResultSchema = z.strictObject({ list: z.array(chatRoomConfigSchema) });
export const chatRoomConfigBodySchema = z.object({
  game_id: z.string().min(1).max(64),
  room_id: z.string().regex(/^[1-9][0-9]{0,5}$/),
  name: z.string().trim().min(1).max(20),
  tier: z.enum(CHAT_ROOM_TIERS),
  sort: z.number().int().min(0).max(999).default(0),
  enabled: z.boolean().default(true),
});

/** A message as moderators see it: who sent it, and how many reports it has. */
export const chatAdminMessageSchema = chatMessageSchema.extend({
  memberId: z.number().int().nullable(),
  reports: z.number().int(),
  originalContent: z.string(),
});
export const chatAdminMessagesQuerySchema = z.object({
  game_id: gameIdField,
  room_id: roomIdField,
  before: wireId().optional(),
  limit: wireInt(1, CHAT_PAGE_MAX).default(50),
  reported: z.enum(['0', '1']).optional(),
});
export const chatAdminMessagesResultSchema = z.strictObject({
  list: z.array(chatAdminMessageSchema),
  hasMore: z.boolean(),
});
export const chatAdminPostBodySchema = z.object({
  game_id: z.string().min(1).max(64),
  room_id: z.string().min(1).max(16),
  content: z.string().trim().min(1).max(CHAT_TEXT_MAX),
});
export const chatIdParamsSchema = z.object({ id: wireId() });

export const chatWordsSchema = z.strictObject({ words: z.array(z.string()) });
export const chatWordsBodySchema = z.object({
  words: z.array(z.string().trim().min(1).max(32)).max(2_000),
});

export const CHAT_SANCTION_KINDS = ['mute', 'ban'] as const;
export const chatSanctionSchema = z.strictObject({
  id: z.number().int(),
  memberId: z.number().int(),
  kind: z.enum(CHAT_SANCTION_KINDS),
  until: z.number(),
  reason: z.string(),
  createdAt: z.number(),
  liftedAt: z.number().nullable(),
});
export const chatSanctionBodySchema = z.object({
  member_id: z.number().int().positive(),
  kind: z.enum(CHAT_SANCTION_KINDS),
  /** 1 minute to 1 year. */
  minutes: z
    .number()
    .int()
    .min(1)
    .max(365 * 24 * 60),
  reason: z.string().trim().min(1).max(200),
});
export const chatSanctionsQuerySchema = z.object({ member_id: wireId().optional() });
export const chatSanctionsResultSchema = z.strictObject({ list: z.array(chatSanctionSchema) });
export const chatLiftResultSchema = z.strictObject({ lifted: z.literal(true) });
