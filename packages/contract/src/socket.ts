import { z } from 'zod';

/** Server → client realtime messages (spec §4 "Realtime socket"). */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('identify'), uuid: z.string() }),
  // The socket's login is bound to its member: member pushes reach it from here on, so what one sent
  // before (a credited deposit, a settled bet) is asked for once now.
  z.object({ type: z.literal('loggedIn') }),
  z.object({ type: z.literal('newApi'), line: z.string() }),
  z.object({ type: z.literal('newLine') }),
  z.object({ type: z.literal('stopLine'), lines: z.array(z.string()).optional() }),
  z.object({ type: z.literal('defense') }),
  z.object({ type: z.literal('undefense') }),
  z.object({ type: z.literal('heartbeat'), ts: z.number() }),
  z.object({ type: z.literal('clean') }),
  z.object({
    type: z.literal('notice'),
    id: z.union([z.string(), z.number()]),
    title: z.string().optional(),
    content: z.string(),
  }),
  z.object({ type: z.literal('ex_out_all'), content: z.string().optional() }),
  z.object({
    type: z.literal('bonus'),
    amountFen: z.number().int(),
    gameId: z.string().optional(),
    issue: z.string().optional(),
  }),
  z.object({ type: z.literal('shutdown') }),
  // The issue on sale changed (a draw, a new issue opened): `sale` is the game's GET sale/issue answer
  // at that moment, absent when nothing is on sale; clients put it in their cache instead of polling.
  z.object({
    type: z.literal('issue'),
    gameId: z.string(),
    sale: z.record(z.string(), z.unknown()).optional(),
  }),
  // The member's red-packet room changed (a packet sent, grabbed or settled): clients ask it again.
  z.object({ type: z.literal('redPacket'), gameId: z.string(), roomId: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
// Constants and the zod-free guard live in socket-client.ts (the browser's face); re-exported here.
export { isServerMessage, SERVER_MESSAGE_TYPES, SOCKET_RECONNECT_MS, WS_PATH } from './socket-client';

/** Client → server messages: login with the token on open, heartbeat echo. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), token: z.string().max(256) }),
  z.object({ type: z.literal('heartbeat'), ts: z.number() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Operator push: to one member or to everyone. */
export const pushRequestSchema = z.object({
  target: z.union([
    z.literal('all'),
    z.object({ memberId: z.number().int().positive() }),
    /** Every socket but those bound to these members (a marketing push leaves out members on a break). */
    z.object({ allExcept: z.array(z.number().int().positive()).max(100_000) }),
  ]),
  message: serverMessageSchema,
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
