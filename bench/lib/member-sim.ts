import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WS_PATH } from '@qilin/contract';
import WebSocket from 'ws';
import type { ChildMember } from './app-protocol';
import { Connection, type Req, requestText } from './http-driver';

/** How often a simulated member does what (ms, each jittered ±50%). */
export type MemberTiming = { betEveryMs: number; recordsEveryMs: number };

export type WindowStats = {
  members: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** Sockets open at the end of the window, sockets lost during it, server frames received. */
  socketsOpen: number;
  socketsLost: number;
  frames: number;
  /** The generator's own event-loop delay p99 (ms) and CPU (% of one core) over the window. */
  genLagP99: number;
  genCpuPct: number;
};

/** Keep-alive connections to one port, one request each at a time; a request finding none idle opens one. */
class Pool {
  readonly #idle: Connection[] = [];
  readonly #all: Connection[] = [];
  constructor(readonly port: number) {}

  async send(req: Req): Promise<number> {
    let c = this.#idle.pop();
    if (!c) {
      c = new Connection(this.port);
      this.#all.push(c);
    }
    const status = await c.send(requestText(this.port, req));
    this.#idle.push(c);
    return status;
  }

  close(): void {
    for (const c of this.#all) c.close();
  }
}

const jitter = (ms: number) => ms * (0.5 + Math.random());

/**
 * Simulated online members, each doing what the web client does on a game screen with the socket up
 * (issue 16): it keeps one socket (logged in, echoing heartbeats; the issue on sale and results arrive
 * by push, so nothing is polled on a timer), places a bet every ~30 s and, as the client does after a
 * bet, reads its balance and its records; now and then it opens its records. Open loop: each member
 * acts on its own timers whatever the answers (a slow server does not slow the arrivals). A latency
 * counts from the request's send; the generator's own event-loop delay is reported beside it, so a
 * generator too busy to send on time shows instead of hiding as low latency. Members share the bench's logged-in tokens
 * round-robin (a login per simulated member would cost an argon2 hash each).
 */
export class MemberSim {
  readonly #pools: Pool[];
  readonly #sockets: WebSocket[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #loop = monitorEventLoopDelay({ resolution: 10 });
  #latencies: number[] = [];
  #statuses: Record<string, number> = {};
  #socketsLost = 0;
  #frames = 0;
  #windowStart = 0;
  #cpuStart = process.cpuUsage();
  #stopped = false;
  #seq = 0;

  constructor(
    readonly o: {
      ports: number[];
      members: ChildMember[];
      timing: MemberTiming;
      /** The bet a member places (body of POST /api/bet/order without the idempotency key). */
      betBody: Record<string, unknown>;
      gameId: string;
      tag: string;
      /** False while the sales are closed (封盘): the client offers no bet then. */
      canBet?: (nowMs: number) => boolean;
    },
  ) {
    this.#pools = o.ports.map((p) => new Pool(p));
    this.#loop.enable();
  }

  get members(): number {
    return this.#sockets.length;
  }

  /** Opens `n` more members (sockets in batches), each starting its own schedule. */
  async add(n: number): Promise<void> {
    const first = this.#sockets.length;
    for (let i = first; i < first + n; i += 200) {
      const batch = Array.from({ length: Math.min(200, first + n - i) }, (_, k) => this.#join(i + k));
      await Promise.all(batch);
    }
  }

  async #join(index: number): Promise<void> {
    const port = this.o.ports[index % this.o.ports.length] as number;
    const member = this.o.members[index % this.o.members.length] as ChildMember;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'login', token: member.token }));
    ws.on('message', (data: Buffer) => {
      this.#frames += 1;
      // Only the heartbeat needs an answer (the echo keeps the socket); pushes are only counted.
      if (data.length < 60 && data.includes('"heartbeat"')) ws.send(data.toString());
    });
    ws.on('close', () => {
      if (!this.#stopped) this.#socketsLost += 1;
    });
    ws.on('error', () => {});
    this.#sockets.push(ws);
    const headers = { token: member.token, 'device-id': `sim-${index}` };
    const pool = this.#pools[index % this.#pools.length] as Pool;
    const q = `game_id=${this.o.gameId}`;
    // Opening the game screen: the issue on sale, the results, the balance (then pushes only).
    void this.#request(pool, { method: 'GET', path: `/api/lottery/sale/issue?${q}`, headers });
    void this.#request(pool, { method: 'GET', path: `/api/lottery/history/draw?${q}&count=10`, headers });
    void this.#request(pool, { method: 'GET', path: '/api/member/wallet', headers });
    const records: Req = {
      method: 'POST',
      path: '/api/bet/records',
      headers,
      body: JSON.stringify({ game_id: this.o.gameId }),
    };
    this.#every(Math.random() * this.o.timing.betEveryMs, this.o.timing.betEveryMs, async () => {
      if (this.o.canBet && !this.o.canBet(Date.now())) return;
      const body = JSON.stringify({
        ...this.o.betBody,
        idempotency_key: `${this.o.tag}-${index}-${this.#seq++}`,
      });
      const status = await this.#request(pool, { method: 'POST', path: '/api/bet/order', headers, body });
      if (status >= 200 && status < 300) {
        // What the client invalidates after a bet: the balance and the member's bets of the game.
        void this.#request(pool, { method: 'GET', path: '/api/member/wallet', headers });
        void this.#request(pool, records);
      }
    });
    this.#every(jitter(this.o.timing.recordsEveryMs), this.o.timing.recordsEveryMs, () =>
      this.#request(pool, records),
    );
  }

  /** Runs `work` at `firstMs`, then every `everyMs` ±50%, each due time fixed when it is planned. */
  #every(firstMs: number, everyMs: number, work: () => Promise<unknown>): void {
    const plan = (dueIn: number) => {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        if (this.#stopped) return;
        void work();
        plan(jitter(everyMs));
      }, dueIn);
      this.#timers.add(timer);
    };
    plan(firstMs);
  }

  async #request(pool: Pool, req: Req): Promise<number> {
    const start = performance.now();
    const status = await pool.send(req);
    if (this.#windowStart > 0 && start >= this.#windowStart) {
      this.#latencies.push(performance.now() - start);
      this.#statuses[status] = (this.#statuses[status] ?? 0) + 1;
    }
    return status;
  }

  /** Starts a measured window (requests sent from now on). */
  startWindow(): void {
    this.#latencies = [];
    this.#statuses = {};
    this.#socketsLost = 0;
    this.#frames = 0;
    this.#loop.reset();
    this.#cpuStart = process.cpuUsage();
    this.#windowStart = performance.now();
  }

  endWindow(): WindowStats {
    const elapsed = performance.now() - this.#windowStart;
    const cpu = process.cpuUsage(this.#cpuStart);
    const lat = [...this.#latencies].sort((a, b) => a - b);
    const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? 0;
    const ok = Object.entries(this.#statuses)
      .filter(([s]) => s.startsWith('2'))
      .reduce((n, [, c]) => n + c, 0);
    return {
      members: this.#sockets.length,
      requests: lat.length,
      errors: lat.length - ok,
      rps: (lat.length * 1000) / elapsed,
      p50: at(0.5),
      p99: at(0.99),
      max: lat[lat.length - 1] ?? 0,
      statuses: this.#statuses,
      socketsOpen: this.#sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
      socketsLost: this.#socketsLost,
      frames: this.#frames,
      genLagP99: this.#loop.percentile(99) / 1e6,
      genCpuPct: ((cpu.user + cpu.system) / 1000 / elapsed) * 100,
    };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    for (const s of this.#sockets) s.terminate();
    for (const p of this.#pools) p.close();
    this.#loop.disable();
    await new Promise((r) => setTimeout(r, 100));
  }
}
