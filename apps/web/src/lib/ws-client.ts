import { type ClientMessage, SOCKET_RECONNECT_MS, WS_PATH } from '@qilin/contract/socket-client';

/** The subset of the browser WebSocket the client uses; tests pass a fake. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type SocketFactory = (url: string) => SocketLike;

export type SocketClientOptions = {
  /** Current socket URL, or null when there is nothing to connect to (no line, no token). */
  url: () => string | null;
  onOpen: (send: (message: ClientMessage) => void) => void;
  onMessage: (data: unknown) => void;
  /** The current socket closed (a reconnect follows unless stopped). */
  onClose?: () => void;
  reconnectMs?: number;
  createSocket?: SocketFactory;
};

const OPEN = 1;

/** http(s)://host → ws(s)://host/ws/ws. */
export function socketUrl(line: string): string {
  const url = new URL(WS_PATH, line);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A socket that keeps itself connected: it reconnects a fixed delay after every close (spec §4). */
export function createSocketClient(options: SocketClientOptions) {
  const reconnectMs = options.reconnectMs ?? SOCKET_RECONNECT_MS;
  const factory: SocketFactory = options.createSocket ?? ((url) => new WebSocket(url) as SocketLike);
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = true;

  function send(message: ClientMessage): void {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function scheduleReconnect(): void {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, reconnectMs);
  }

  function open(): void {
    if (stopped) return;
    const url = options.url();
    if (!url) return;
    const current = factory(url);
    socket = current;
    current.onopen = () => options.onOpen(send);
    current.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return; // Not ours: the server only sends JSON.
      }
      options.onMessage(data);
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      options.onClose?.();
      scheduleReconnect();
    };
    current.onerror = () => current.close();
  }

  return {
    connect(): void {
      if (!stopped) return;
      stopped = false;
      open();
    },
    /** Drops the current socket and opens a new one now (new line or new token). */
    restart(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      const old = socket;
      socket = null;
      if (old) {
        old.onclose = null;
        old.close();
      }
      stopped = false;
      open();
    },
    close(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const old = socket;
      socket = null;
      if (old) {
        old.onclose = null;
        old.close();
      }
    },
    send,
    isOpen: () => socket?.readyState === OPEN,
  };
}

export type SocketClient = ReturnType<typeof createSocketClient>;
