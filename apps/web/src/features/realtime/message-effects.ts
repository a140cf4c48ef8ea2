import { type ClientMessage, isServerMessage, type ServerMessage } from '@qilin/contract/socket-client';

/** Everything a server message can touch, injected so each effect is testable with fakes. */
export type RealtimeDeps = {
  setUuid: (uuid: string) => void;
  putLineFirst: (line: string) => void;
  dropLines: (lines?: readonly string[]) => void;
  reloadConfig: () => void;
  setDefense: (on: boolean) => void;
  send: (message: ClientMessage) => void;
  clearAllStorage: () => void;
  clearSession: () => void;
  goToLogin: () => void;
  reload: () => void;
  showNotice: (notice: { id: string | number; title?: string; content: string }) => void;
  refreshBalance: () => void;
  /** `gameId` (the game code) lets a room revealing that game's draw hold the card until the end. */
  showWin: (amountFen: number, gameId?: string, issue?: string) => void;
  /** The game's issue on sale changed: `sale` is its sale/issue answer (undefined = none on sale). */
  applyIssue: (gameId: string, sale: Record<string, unknown> | undefined) => void;
  /** A red-packet room's packets changed: its open screens ask again. */
  refreshRedPacketRoom: (gameId: string, roomId: string) => void;
  /** The service wrote in the member's support chat: the chat and its unread badge ask again. */
  refreshSupport: (conversationId: number, messageId: number) => void;
  /** The socket opened: ask once for what pushes would have told before it was up. */
  resync: () => void;
};

/** Generic title for ex_out_all notices whose push carried no text. */
export const EX_OUT_ALL_NOTICE_ID = 'ex_out_all';

/**
 * Spec §4 "Realtime socket": one effect per message type. Unknown or malformed messages are ignored
 * (returns null) — a newer server must not crash an older client.
 */
export function applyServerMessage(raw: unknown, deps: RealtimeDeps): ServerMessage | null {
  // The zod-free guard accepts exactly what serverMessageSchema does (proved in the contract's tests)
  // and keeps zod out of the first load.
  if (!isServerMessage(raw)) return null;
  const message = raw;
  switch (message.type) {
    case 'identify':
      deps.setUuid(message.uuid);
      break;
    case 'loggedIn':
      // Member pushes reach the socket only from here on: one sent before (a deposit credited while
      // the socket was still logging in) is made up for by asking once.
      deps.refreshBalance();
      break;
    case 'newApi':
      deps.putLineFirst(message.line.replace(/\/+$/, ''));
      break;
    case 'newLine':
      deps.reloadConfig();
      break;
    case 'stopLine':
      deps.dropLines(message.lines);
      break;
    case 'defense':
      deps.setDefense(true);
      break;
    case 'undefense':
      deps.setDefense(false);
      break;
    case 'heartbeat':
      deps.send({ type: 'heartbeat', ts: message.ts });
      break;
    case 'clean':
      deps.clearAllStorage();
      deps.goToLogin();
      deps.reload();
      break;
    case 'notice':
      deps.showNotice({ id: message.id, title: message.title, content: message.content });
      break;
    case 'ex_out_all':
      deps.refreshBalance();
      // Each transfer-back is its own event, so the notice id is unique per push.
      if (message.content) {
        deps.showNotice({ id: `${EX_OUT_ALL_NOTICE_ID}:${Date.now()}`, content: message.content });
      }
      break;
    case 'bonus':
      deps.showWin(message.amountFen, message.gameId, message.issue);
      break;
    case 'shutdown':
      deps.clearSession();
      deps.goToLogin();
      deps.reload();
      break;
    case 'issue':
      deps.applyIssue(message.gameId, message.sale);
      break;
    case 'redPacket':
      deps.refreshRedPacketRoom(message.gameId, message.roomId);
      break;
    case 'support':
      deps.refreshSupport(message.conversationId, message.messageId);
      break;
    // Chat-room frames reach only sockets that sent chatJoin; this client has no chat pane yet and
    // joins no room, so one arriving has nothing to update.
    case 'chat':
    case 'chatJoined':
    case 'chatRecall':
      break;
  }
  return message;
}
