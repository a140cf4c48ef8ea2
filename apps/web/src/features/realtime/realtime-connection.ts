import { sessionStore, useSessionStore } from '../../lib/session';
import { setSocketUp } from '../../lib/socket-status';
import { createSocketClient, type SocketFactory, socketUrl } from '../../lib/ws-client';
import { applyServerMessage, type RealtimeDeps } from './message-effects';

export type RealtimeOptions = {
  effects: Omit<RealtimeDeps, 'send'>;
  createSocket?: SocketFactory;
  reconnectMs?: number;
};

/**
 * Keeps one socket to the main line: logs in with the token on open, applies every server message,
 * and reconnects when the main line or the token changes; `lib/socket-status` says whether it is open
 * (polls of what the socket pushes pause while it is). Returns a stop function.
 * With no main line (none chosen yet, or every line dropped) there is nothing to connect to: the
 * page origin is not a line, and the line loading's result connects through the main line change.
 */
export function startRealtime(options: RealtimeOptions): () => void {
  const client = createSocketClient({
    url: () => {
      const line = sessionStore.get().mainLine;
      return line ? socketUrl(line) : null;
    },
    onOpen: (send) => {
      const token = sessionStore.get().token;
      if (token) send({ type: 'login', token });
      // Pushes sent before the socket was up are lost: what they would have told is asked once now.
      // On the first open too: a screen's first ask can be answered before the socket opens, and an
      // issue drawn in between would leave it on the old issue with the polls paused.
      options.effects.resync();
      setSocketUp(true);
    },
    onClose: () => setSocketUp(false),
    onMessage: (data) => applyServerMessage(data, { ...options.effects, send: client.send }),
    reconnectMs: options.reconnectMs,
    createSocket: options.createSocket,
  });
  client.connect();
  const unsubscribe = useSessionStore.subscribe((next, prev) => {
    if (next.mainLine !== prev.mainLine || next.token !== prev.token) client.restart();
  });
  return () => {
    unsubscribe();
    client.close();
    setSocketUp(false);
  };
}
