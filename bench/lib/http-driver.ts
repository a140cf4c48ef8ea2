import http from 'node:http';

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

function send(agent: http.Agent, port: number, req: Req): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(req.body));
    }
    const r = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    r.on('error', () => resolve(0));
    r.end(req.body);
  });
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
 * rate). Workers are spread round-robin over `ports` (one per server process).
 */
export async function closedLoop(o: {
  ports: number[];
  concurrency: number;
  durationMs: number;
  next: NextReq;
}): Promise<Stats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.concurrency });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const start = performance.now();
  const end = start + o.durationMs;
  const worker = async (w: number) => {
    const port = o.ports[w % o.ports.length] as number;
    for (let seq = 0; performance.now() < end; seq++) {
      const t = performance.now();
      const status = await send(agent, port, o.next(w, seq));
      latencies.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, (_, w) => worker(w)));
  const elapsed = performance.now() - start;
  agent.destroy();
  return summarise(latencies, statuses, elapsed);
}

/** Requests started at a fixed rate regardless of answers (open loop): latency at a given load. */
export async function openLoop(o: { port: number; ratePerSec: number; durationMs: number; next: NextReq }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const total = Math.max(1, Math.round((o.ratePerSec * o.durationMs) / 1000));
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / o.ratePerSec;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    pending.push(
      send(agent, o.port, o.next(i % 64, i)).then((status) => {
        latencies.push(performance.now() - t);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = performance.now() - start;
  agent.destroy();
  return summarise(latencies, statuses, elapsed);
}
