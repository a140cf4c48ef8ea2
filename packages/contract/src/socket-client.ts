/**
 * The browser's zod-free face of the realtime contract: constants, message types and a guard for
 * server messages. The types come from socket.ts's schemas (type-only import, erased at build), and
 * SERVER_MESSAGE_SPECS must list every message type with exactly its fields — a schema change that is
 * not mirrored here fails to compile, and test/socket-client.test.ts proves the guard and the schema
 * accept the same inputs.
 */
import { matchesShape, type ShapeOf } from './shape';
import type { ClientMessage, ServerMessage, ServerMessageType } from './socket';

export type { ClientMessage, ServerMessage, ServerMessageType };

/** The client reconnects this long after a close (spec §9). */
export const SOCKET_RECONNECT_MS = 5000;
export const WS_PATH = '/ws/ws';

export const SERVER_MESSAGE_TYPES = [
  'identify',
  'loggedIn',
  'newApi',
  'newLine',
  'stopLine',
  'defense',
  'undefense',
  'heartbeat',
  'clean',
  'notice',
  'ex_out_all',
  'bonus',
  'shutdown',
  'issue',
  'redPacket',
  'chat',
  'chatJoined',
  'chatRecall',
  'support',
] as const satisfies readonly ServerMessageType[];

type MessageSpecs = { [T in ServerMessageType]: ShapeOf<Extract<ServerMessage, { type: T }>, 'type'> };

export const SERVER_MESSAGE_SPECS: MessageSpecs = {
  identify: { uuid: { kind: 'string' } },
  loggedIn: {},
  newApi: { line: { kind: 'string' } },
  newLine: {},
  stopLine: { lines: { kind: 'strings', optional: true } },
  defense: {},
  undefense: {},
  heartbeat: { ts: { kind: 'number' } },
  clean: {},
  notice: {
    id: { kind: 'stringOrNumber' },
    title: { kind: 'string', optional: true },
    content: { kind: 'string' },
  },
  ex_out_all: { content: { kind: 'string', optional: true } },
  bonus: {
    amountFen: { kind: 'int' },
    gameId: { kind: 'string', optional: true },
    issue: { kind: 'string', optional: true },
  },
  shutdown: {},
  issue: { gameId: { kind: 'string' }, sale: { kind: 'object', optional: true } },
  redPacket: { gameId: { kind: 'string' }, roomId: { kind: 'string' } },
  chat: { message: { kind: 'object' } },
  chatJoined: { rooms: { kind: 'strings' } },
  chatRecall: { gameId: { kind: 'string' }, roomId: { kind: 'string' }, id: { kind: 'int' } },
  support: { conversationId: { kind: 'int' }, messageId: { kind: 'int' } },
};

function isMessageType(type: unknown): type is ServerMessageType {
  return typeof type === 'string' && Object.hasOwn(SERVER_MESSAGE_SPECS, type);
}

/** True when `value` is a server message serverMessageSchema would accept. */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!matchesShape(value, {})) return false;
  const type = value.type;
  return isMessageType(type) && matchesShape(value, SERVER_MESSAGE_SPECS[type]);
}
