import net from 'node:net';

export type Req = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type Stats = {
  count: number;
  ok: number;
  errors: number;
  /** Completed requests per second over the measured window. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
};

/** Next request for a worker; `seq` counts that worker's requests from 0 (a mix cycles on it). */
export type NextReq = (worker: number, seq: number) => Req;

const CRLF_CRLF = Buffer.from('\r\n\r\n');

/** The request as HTTP/1.1 text: keep-alive (the default), body length in bytes. */
export function requestText(port: number, req: Req): string {
  let head = `${req.method} ${req.path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n`;
  let hasType = false;
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    if (k.toLowerCase() === 'content-type') hasType = true;
    head += `${k}: ${v}\r\n`;
  }
  if (req.body === undefined) return `${head}\r\n`;
  if (!hasType) head += 'content-type: application/json\r\n';
  return `${head}content-length: ${Buffer.byteLength(req.body)}\r\n\r\n${req.body}`;
}

/**
 * Where a complete response ends in `buf` (its status and total length), or null while it is still
 * arriving. Handles content-length and chunked bodies; no body on 204/304 or without either header.
 */
export function responseEnd(buf: Buffer): { status: number; length: number; close: boolean } | null {
  const headEnd = buf.indexOf(CRLF_CRLF);
  if (headEnd === -1) return null;
  const head = buf.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection: *close/.test(head);
  const bodyStart = headEnd + 4;
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buf.length >= end ? { status, length: end, close } : null;
  }
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) return { status, length: bodyStart, close };
  let at = bodyStart;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at);
    if (lineEnd === -1) return null;
    const size = Number.parseInt(buf.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      // Last chunk, then (no trailers from our servers) the empty line.
      const end = lineEnd + 4;
      return buf.length >= end ? { status, length: end, close } : null;
    }
    at = lineEnd + 2 + size + 2;
    if (buf.length < at) return null;
  }
}

/**
 * One keep-alive connection carrying one request at a time. A raw socket with a minimal response
 * reader: the load generator shares two cores with the server and PostgreSQL, and `http.request`
 * cost about as much CPU per call as a fifth of the server's whole bet handling.
 */
export class Connection {
  #socket: net.Socket | null = null;
  #buf: Buffer = Buffer.alloc(0);
  #done: ((status: number) => void) | null = null;

  constructor(readonly port: number) {}

  send(text: string): Promise<number> {
    return new Promise((resolve) => {
      this.#done = resolve;
      this.#open().write(text);
    });
  }

  #open(): net.Socket {
    if (this.#socket) return this.#socket;
    const socket = net.connect({ port: this.port, host: '127.0.0.1', noDelay: true });
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    // Only the current socket's loss fails the request in flight (an old one may close late).
    const lost = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#buf = Buffer.alloc(0);
      this.#finish(0);
    };
    socket.on('error', lost);
    socket.on('close', lost);
    this.#socket = socket;
    return socket;
  }

  #onData(chunk: Buffer): void {
    this.#buf = this.#buf.length === 0 ? chunk : Buffer.concat([this.#buf, chunk]);
    const end = responseEnd(this.#buf);
    if (!end) return;
    this.#buf = this.#buf.subarray(end.length);
    if (end.close) {
      this.#socket?.destroy();
      this.#socket = null;
    }
    this.#finish(end.status);
  }

  #finish(status: number): void {
    const done = this.#done;
    this.#done = null;
    done?.(status);
  }

  close(): void {
    this.#socket?.destroy();
    this.#socket = null;
  }
}

function summarise(latencies: number[], statuses: Record<string, number>, elapsedMs: number): Stats {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const ok = Object.entries(statuses)
    .filter(([s]) => s.startsWith('2'))
    .reduce((n, [, c]) => n + c, 0);
  return {
    count: latencies.length,
    ok,
    errors: latencies.length - ok,
    rps: (latencies.length * 1000) / elapsedMs,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? 0,
    statuses,
  };
}

/**
 * `concurrency` workers each send one request at a time for `durationMs` (closed loop: the peak
 * rate), each over its own keep-alive connection. Workers are spread round-robin over `ports`
 * (one per server process).
 */
export async function closedLoop(o: {
  ports: number[];
  concurrency: number;
  durationMs: number;
  next: NextReq;
}): Promise<Stats> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const connections: Connection[] = [];
  const start = performance.now();
  const end = start + o.durationMs;
  const worker = async (w: number) => {
    const port = o.ports[w % o.ports.length] as number;
    const connection = new Connection(port);
    connections.push(connection);
    for (let seq = 0; performance.now() < end; seq++) {
      const text = requestText(port, o.next(w, seq));
      const t = performance.now();
      const status = await connection.send(text);
      latencies.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, (_, w) => worker(w)));
  const elapsed = performance.now() - start;
  for (const c of connections) c.close();
  return summarise(latencies, statuses, elapsed);
}

export type OpenLoopStats = Stats & {
  /** How late the driver sent requests against their schedule (ms): large values void the run. */
  lagP99: number;
  lagMax: number;
  /** Warm-up requests answered 2xx (sent, not measured: a money check must count them). */
  warmupOk: number;
};

/**
 * Requests started at a fixed rate regardless of answers (open loop): latency at a given load.
 * Each latency runs from the request's scheduled start, not from when the driver got round to
 * sending it, so a stalled driver or server cannot hide the requests that queued behind the stall
 * (coordinated omission). A request due while every connection is busy opens another connection.
 */
export async function openLoop(o: {
  port: number;
  ratePerSec: number;
  durationMs: number;
  next: NextReq;
  /** Sent at the same rate before the measured `durationMs` but not counted (connections, caches). */
  warmupMs?: number;
}): Promise<OpenLoopStats> {
  const latencies: number[] = [];
  const lags: number[] = [];
  const statuses: Record<string, number> = {};
  const idle: Connection[] = [];
  const all: Connection[] = [];
  const warm = Math.round((o.ratePerSec * (o.warmupMs ?? 0)) / 1000);
  const total = warm + Math.max(1, Math.round((o.ratePerSec * o.durationMs) / 1000));
  const start = performance.now();
  let measuredFrom = start;
  let warmupOk = 0;
  const pending: Promise<void>[] = [];
  const fire = (i: number, due: number) => {
    if (i === warm) measuredFrom = due;
    const counted = i >= warm;
    let connection = idle.pop();
    if (!connection) {
      connection = new Connection(o.port);
      all.push(connection);
    }
    const c = connection;
    const text = requestText(o.port, o.next(i % 64, i));
    if (counted) lags.push(performance.now() - due);
    pending.push(
      c.send(text).then((status) => {
        idle.push(c);
        if (!counted) {
          if (status >= 200 && status < 300) warmupOk++;
          return;
        }
        latencies.push(performance.now() - due);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
  };
  for (let i = 0; i < total; ) {
    const now = performance.now();
    // Everything due by now goes out at once; then sleep until the next one is due.
    for (; i < total && start + (i * 1000) / o.ratePerSec <= now; i++)
      fire(i, start + (i * 1000) / o.ratePerSec);
    if (i < total) {
      const wait = start + (i * 1000) / o.ratePerSec - performance.now();
      await new Promise((r) => setTimeout(r, Math.max(0, Math.floor(wait))));
    }
  }
  await Promise.all(pending);
  const elapsed = performance.now() - measuredFrom;
  for (const c of all) c.close();
  lags.sort((a, b) => a - b);
  return {
    ...summarise(latencies, statuses, elapsed),
    lagP99: lags[Math.min(lags.length - 1, Math.floor(0.99 * lags.length))] ?? 0,
    lagMax: lags[lags.length - 1] ?? 0,
    warmupOk,
  };
}
