import { WebSocket } from 'ws';
import { sleep } from '../reliability/crash-kit';

type Frame = { type?: string; [key: string]: unknown };

/**
 * A member's socket as the client keeps it: open, wait for `identify`, log in with the token, echo
 * heartbeats, and on any close reconnect to the same URL (the balancer) and log in again.
 */
export class MemberSocket {
  readonly received: Frame[] = [];
  /** Connections that reached `identify` and sent the login. */
  logins = 0;
  /** Closes the socket saw while it was meant to stay open (the server's process died). */
  drops = 0;
  #ws: WebSocket | null = null;
  #stopped = false;
  #reconnecting: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  /** Resolves once connected and logged in (the server binds the login asynchronously). */
  async open(): Promise<void> {
    for (;;) {
      if (this.#stopped) return;
      if (await this.#connectOnce()) return;
      await sleep(200);
    }
  }

  #connectOnce(): Promise<boolean> {
    return new Promise((resolve) => {
      const ws = new WebSocket(this.url);
      let identified = false;
      const timer = setTimeout(() => ws.terminate(), 10_000);
      ws.on('message', (data) => {
        let frame: Frame;
        try {
          frame = JSON.parse(data.toString()) as Frame;
        } catch {
          return;
        }
        if (frame.type === 'heartbeat') ws.send(JSON.stringify({ type: 'heartbeat', ts: frame.ts }));
        if (frame.type === 'identify' && !identified) {
          identified = true;
          clearTimeout(timer);
          ws.send(JSON.stringify({ type: 'login', token: this.token }));
          this.#ws = ws;
          this.logins += 1;
          resolve(true);
          return;
        }
        this.received.push(frame);
      });
      ws.on('error', () => undefined);
      ws.on('close', () => {
        clearTimeout(timer);
        if (!identified) {
          resolve(false);
          return;
        }
        if (this.#ws === ws) this.#ws = null;
        if (this.#stopped) return;
        this.drops += 1;
        this.#reconnecting = this.open().finally(() => {
          this.#reconnecting = null;
        });
      });
    });
  }

  /** Waits for a reconnection in progress (if any) to log in again. */
  async settled(): Promise<void> {
    await this.#reconnecting;
  }

  /** The first received frame `match` accepts, or undefined. */
  find(match: (frame: Frame) => boolean): Frame | undefined {
    return this.received.find(match);
  }

  close(): void {
    this.#stopped = true;
    this.#ws?.close();
  }
}
