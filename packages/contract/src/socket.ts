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
  // A chat message in a room the socket joined (`message` is a chat.ts ChatMessage; clients de-duplicate
  // by its id, since a resume after a reconnect may bring it again).
  z.object({ type: z.literal('chat'), message: z.record(z.string(), z.unknown()) }),
  // The chat rooms this socket now receives (the answer to its chatJoin, banned rooms left out): a client
  // resumes each room from its last seen id after this, so nothing falls between history and live.
  z.object({ type: z.literal('chatJoined'), rooms: z.array(z.string()) }),
  // A chat message was withdrawn: the room shows 该消息已被撤回 in its place.
  z.object({ type: z.literal('chatRecall'), gameId: z.string(), roomId: z.string(), id: z.number().int() }),
  // The service wrote in the member's support conversation (a reply, an image, the closing line): the
  // client asks for the messages after the last one it has.
  z.object({ type: z.literal('support'), conversationId: z.number().int(), messageId: z.number().int() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
// Constants and the zod-free guard live in socket-client.ts (the browser's face); re-exported here.
export { isServerMessage, SERVER_MESSAGE_TYPES, SOCKET_RECONNECT_MS, WS_PATH } from './socket-client';

/** A chat room's socket key (chat.ts chatRoomKey): `<gameId>:<roomId>`. */
const roomKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}:[0-9]{1,16}$/);

/**
 * Client → server messages: login with the token on open, heartbeat echo, and the chat rooms whose
 * messages this socket wants (replacing the previous set; a logged-in socket only, at most 8).
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), token: z.string().max(256) }),
  z.object({ type: z.literal('heartbeat'), ts: z.number() }),
  z.object({ type: z.literal('chatJoin'), rooms: z.array(roomKey).max(8) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Operator push: to one member, to the sockets in one chat room, or to everyone. */
export const pushRequestSchema = z.object({
  target: z.union([
    z.literal('all'),
    z.object({ memberId: z.number().int().positive() }),
    z.object({ room: roomKey }),
    /** Every socket but those bound to these members (a marketing push leaves out members on a break). */
    z.object({ allExcept: z.array(z.number().int().positive()).max(100_000) }),
  ]),
  message: serverMessageSchema,
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
