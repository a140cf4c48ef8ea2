import { z } from 'zod';
import { betReceiptSchema } from './bet';
import { wireId, wireInt } from './wire-number';

/** Bet tasks (追号) over REST: /api/bet/task/order, list, info, cancel. Responses are the envelope's `result`. */

const gameIdSchema = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const flag = z
  .union([z.boolean(), z.number(), z.string().max(8)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** The chase list (zhList): each issue with its own multiple, in draw order. */
export const zhListSchema = z
  .array(z.object({ issue: z.string().min(1).max(32), multiple: wireInt(1, 10_000) }))
  .min(1)
  .max(120);

/** One of `times` (the next issues at `multiple`) or `zhList` is required; the route refuses neither. */
export const chaseOrderBodySchema = z.object({
  game_id: gameIdSchema,
  game_room_id: z.union([z.string().max(64), z.number().int()]).optional(),
  content: z.union([z.string().min(1).max(20_000), z.array(z.unknown()).min(1).max(100)]),
  times: wireInt(1, 120).optional(),
  multiple: wireInt(1, 10_000).default(1),
  zhList: zhListSchema.optional(),
  isWinStop: flag.default(false),
  idempotency_key: z.string().min(8).max(64).optional(),
});
export type ChaseOrderBody = z.input<typeof chaseOrderBodySchema>;
export const chaseIdSchema = z.object({ id: wireId() });
export const chaseListQuerySchema = z.object({ game_id: gameIdSchema.optional() });

/** A plan is `running` while it still has issues to place. */
export const chaseStatusSchema = z.enum(['running', 'finished', 'stopped', 'cancelled']);
export type ChaseStatus = z.infer<typeof chaseStatusSchema>;

/** One chase with its progress and every issue it bought (task list / info). */
export const chaseViewSchema = z.strictObject({
  zhid: z.number().int(),
  gameId: z.string(),
  roomId: z.string(),
  isWinStop: z.boolean(),
  status: chaseStatusSchema,
  totalFen: z.number().int(),
  issues: z.number().int(),
  done: z.number().int(),
  items: z.array(
    z.strictObject({
      orderId: z.number().int(),
      issue: z.string(),
      multiple: z.number().int(),
      status: z.enum(['open', 'cancelled', 'settled']),
      totalFen: z.number().int(),
    }),
  ),
  createdAt: z.number(),
});
export type ChaseView = z.infer<typeof chaseViewSchema>;

export const chaseListResultSchema = z.strictObject({ list: z.array(chaseViewSchema) });
/** null when the chase is not the member's (or does not exist). */
export const chaseInfoResultSchema = chaseViewSchema.nullable();

/** POST /api/bet/task/order: the plan and the receipt of each issue placed at once, and the toast text. */
export const chaseOrderResultSchema = z.strictObject({
  chaseId: z.number().int(),
  orders: z.array(betReceiptSchema),
  message: z.string(),
});
export type ChaseOrderResult = z.infer<typeof chaseOrderResultSchema>;

export const chaseCancelResultSchema = z.strictObject({
  refundFen: z.number().int(),
  cancelled: z.number().int(),
  message: z.string(),
});
export type ChaseCancelResult = z.infer<typeof chaseCancelResultSchema>;
