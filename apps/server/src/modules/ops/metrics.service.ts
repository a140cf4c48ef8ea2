import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../../db';
import { reconcile } from '../ledger';

export type MetricsSources = {
  db: Db;
  poolStats?: (() => PoolStats) | undefined;
  /** This process's open sockets. */
  sockets: () => number;
  /** A ledger reconcile result is reused for this long; 0 = reconcile on every scrape. */
  reconcileEveryMs: number;
  now?: () => number;
};

/**
 * Node's process figures (CPU, memory, event loop lag, GC): one registry per process, made on first
 * use. They describe the process, not an app, and each collector adds observers that are never
 * removed, so a test process building hundreds of apps must not make one per app.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

type ReconcileRun = { ok: boolean; problems: number; at: number; seconds: number };

/**
 * The Prometheus series of one app (a registry of its own, so several apps in one test process never
 * share counters). Routes are labelled by their pattern (`/api/bet/:id`), never by the raw URL, and
 * unmatched requests share one label: the series count stays bounded whatever clients send.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #now: () => number;
  #reconcile: Promise<ReconcileRun> | undefined;
  #lastRun: ReconcileRun | undefined;

  readonly requests = new Counter({
    name: 'qilin_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'qilin_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly betsPlaced = new Counter({
    name: 'qilin_bets_placed_total',
    help: 'Bets placed by this process, by source: a member order (direct) or a chase plan (chase), each bet of a new order; idempotent replays are not counted',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  readonly betsSettled = new Counter({
    name: 'qilin_bets_settled_total',
    help: 'Bets settled by this process after their issue was drawn',
    registers: [this.registry],
  });
  readonly drawLag = new Histogram({
    name: 'qilin_draw_lag_seconds',
    help: "Seconds between an issue's draw time and the moment it was drawn, by game",
    labelNames: ['game'] as const,
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  constructor(private readonly sources: MetricsSources) {
    this.#now = sources.now ?? Date.now;
    // Both sources show from the first scrape (a rate over a series that appears later misses its start).
    for (const source of ['direct', 'chase']) this.betsPlaced.inc({ source }, 0);
    const registers = [this.registry];
    new Gauge({
      name: 'qilin_sockets',
      help: 'WebSocket connections open on this process',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
    if (sources.poolStats) {
      const stats = sources.poolStats;
      const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(pick(stats()));
          },
        });
      pool('qilin_db_pool_total', 'Database connections open (PGlite: its one connection)', (s) => s.total);
      pool('qilin_db_pool_idle', 'Database connections idle', (s) => s.idle);
      pool('qilin_db_pool_waiting', 'Queries or transactions waiting for a connection', (s) => s.waiting);
    }
    const metrics = this;
    new Gauge({
      name: 'qilin_ledger_reconciled',
      help: 'Last ledger reconcile: 1 every account and transfer balances, 0 problems found, -1 could not run',
      registers,
      async collect() {
        const run = await metrics.#reconciled().catch(() => undefined);
        this.set(run ? (run.ok ? 1 : 0) : -1);
      },
    });
    // The registry collects every gauge at once: these share the reconcile run in flight.
    const last = (name: string, help: string, pick: (r: ReconcileRun) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const run = await metrics.#reconciled().catch(() => undefined);
          if (run) this.set(pick(run));
        },
      });
    last('qilin_ledger_reconcile_problems', 'Problems the last ledger reconcile found', (r) => r.problems);
    last(
      'qilin_ledger_reconcile_timestamp_seconds',
      'When the last ledger reconcile ran',
      (r) => r.at / 1000,
    );
    last(
      'qilin_ledger_reconcile_duration_seconds',
      'How long the last ledger reconcile took',
      (r) => r.seconds,
    );
  }

  /** The scrape: this app's series and the process's. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    return { text: await merged.metrics(), contentType: this.registry.contentType };
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.inc({ method, route, status_code: String(statusCode) });
    this.latency.observe({ method, route }, seconds);
  }

  observeDraw(gameCode: string, drawAt: Date, drawnAt: Date): void {
    this.drawLag.observe({ game: gameCode }, Math.max(0, (drawnAt.getTime() - drawAt.getTime()) / 1000));
  }

  /**
   * The ledger reconcile of `npm run reconcile` (read-only), run at most once per `reconcileEveryMs`
   * and never twice at once: concurrent scrapes share the run in flight.
   */
  #reconciled(): Promise<ReconcileRun> {
    const fresh = this.#lastRun && this.#now() - this.#lastRun.at < this.sources.reconcileEveryMs;
    if (fresh && this.#lastRun) return Promise.resolve(this.#lastRun);
    this.#reconcile ??= (async () => {
      const started = this.#now();
      try {
        const result = await reconcile(this.sources.db);
        this.#lastRun = {
          ok: result.ok,
          problems: result.problems.length,
          at: this.#now(),
          seconds: (this.#now() - started) / 1000,
        };
        return this.#lastRun;
      } finally {
        this.#reconcile = undefined;
      }
    })();
    return this.#reconcile;
  }
}
