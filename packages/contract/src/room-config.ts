import { z } from 'zod';
import { catalogueOddsSchema, pc28RoomRulesSchema } from './game';
import { ServerMessages } from './messages';

/**
 * Operator calls for per room odds and rules (x-admin-token): GET / PUT / DELETE
 * /api/admin/game-rooms/config. Responses are the `result` of the envelope.
 */

const gameIdSchema = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
/** '' (or absent) = the game's default row, which every room without its own row plays. */
const roomIdSchema = z
  .union([z.string().max(64), z.number().int()])
  .default('')
  .transform(String);

export const roomConfigQuerySchema = z.object({ game_id: gameIdSchema, game_room_id: roomIdSchema });
/** odds and rules are checked by the service (roomOddsSchema, roomRulesDocSchema) so a refusal names the field. */
export const roomConfigBodySchema = z.object({
  game_id: gameIdSchema,
  game_room_id: roomIdSchema,
  odds: z.record(z.string(), z.unknown()).optional(),
  rules: z.record(z.string(), z.unknown()).optional(),
});

/** Odds as the wire and the catalogue write them: a stake-inclusive decimal, at least 1. */
const decimal = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,4})?$/, ServerMessages.roomOddsFormat)
  // At least 1 exactly when the whole part has a non-zero digit (the fraction is under 1).
  .refine((v) => /[1-9]/.test(v.split('.')[0] ?? ''), ServerMessages.roomOddsBelowOne);
const oddsValue = z.union([decimal, z.record(z.string().max(16), decimal)]);
const fen = z.number().int().min(0).max(1_000_000_000_000);

/** A room's odds: play key ('<playId>', '<playId>:<option>', '<playId>:<option>:<position>') → odds. */
export const roomOddsSchema = z.record(z.string().min(1).max(80), oddsValue);

/** A stored row's 28-room settings (game-rules A3 13/14, B §3 tiers, B §0 hedging); every field optional. */
export const roomRulesDocSchema = z
  .object({
    dxds1314Odds: decimal.nullable(),
    combo1314Odds: decimal.nullable(),
    tiers1314: z
      .array(z.object({ overFen: fen, dxdsOdds: decimal.nullable(), comboOdds: decimal.nullable() }))
      .max(3),
    hedged1314Refund: z.boolean(),
    hedging: z
      .object({
        oppositeSides: z.boolean(),
        killCombo: z.boolean(),
        sameCombo: z.boolean(),
        oppositeCombo: z.boolean(),
        exceptOverFen: fen,
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export type RoomOdds = z.infer<typeof roomOddsSchema>;
export type RoomRulesDoc = z.infer<typeof roomRulesDocSchema>;

/** GET and PUT: every stored row of the game, and the room's effective odds (by play key) and rules. */
export const roomConfigViewResultSchema = z.strictObject({
  game_id: z.string(),
  room_id: z.string(),
  rows: z.array(z.strictObject({ room_id: z.string(), odds: roomOddsSchema, rules: roomRulesDocSchema })),
  effective: z.strictObject({
    odds: z.record(z.string(), catalogueOddsSchema),
    rules: pc28RoomRulesSchema.nullable(),
  }),
});
export type RoomConfigView = z.infer<typeof roomConfigViewResultSchema>;

/** DELETE: whether a row went, and the view after it. */
export const roomConfigRemoveResultSchema = roomConfigViewResultSchema.extend({ removed: z.boolean() });
