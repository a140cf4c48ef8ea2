import os from 'node:os';
import { ServerProcess } from '../lib/app-process';
import type { MemberCheck } from '../lib/app-protocol';
import { BENCH_GAME, betRequests, STAKE_FEN } from '../lib/bet-requests';
import { closedLoop, type OpenLoopStats, openLoop, type Stats } from '../lib/http-driver';
import { freshDatabase } from '../lib/pg-admin';
import { type PgbenchResult, pgbenchInit, pgbenchScript, pgbenchTpcb } from '../lib/pgbench';
import { type Figure, ratioFigure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

const FUND_FEN = 1_000_000_000;

/** Every accepted bet is one held stake and nothing else moved: the "none lost" check. */
function checkMoney(members: MemberCheck[], accepted: number): { lost: number; ok: boolean } {
  const bets = members.reduce((s, m) => s + m.bets, 0);
  const held = members.reduce((s, m) => s + m.heldFen, 0);
  const conserved = members.every((m) => m.walletFen + m.heldFen === FUND_FEN && m.heldFen === m.stakeFen);
  const lost = Math.abs(bets - accepted) + Math.abs(held - accepted * STAKE_FEN) / STAKE_FEN;
  return { lost, ok: lost === 0 && conserved };
}

async function appOnPg(suffix: string, members: number, poolSize = 10) {
  const db = await freshDatabase(suffix);
  const app = await ServerProcess.app({
    databaseUrl: db.url,
    poolSize,
    migrate: true,
    members,
    fundFen: FUND_FEN,
    scheduler: false,
    games: [BENCH_GAME],
  });
  return {
    app,
    close: async () => {
      await app.stop();
      await db.drop();
    },
  };
}

/**
 * A long-running server's statistics, after the warm-up: `analyze`, which autovacuum runs on its own
 * within a minute of the writes (PGlite has no autovacuum: the app's embedded maintenance does it).
 * Without it the plans the pool cached while the tables were empty stay: the idempotency lookup reads
 * every order of the member through (member_id, placed_at), and the figure measures the first seconds
 * of a new database instead of the steady state.
 */
const settle = (app: ServerProcess) => app.request({ cmd: 'analyze' }, 'analyze');

const verify = (app: ServerProcess) =>
  app.request({ cmd: 'verify', memberIds: app.members.map((m) => m.id) }, 'verify').then((r) => r.members);

/** The bet part of figure 3: warm-up, the closed-loop peak, the open loop at half of it, the money check. */
async function measureBets(scale: Scale, seconds: number) {
  const { app, close } = await appOnPg('bets', 32);
  try {
    const next = betRequests(app.members, 'peak');
    // Warm-up at the peak's concurrency: V8 was still compiling the hot path (8% of the server's CPU,
    // perf) for several seconds after a 2 s warm-up; the figure is a long-running server's steady state.
    await closedLoop({ ports: [app.port], concurrency: 16, durationMs: pick(scale, 300, 6000), next });
    await settle(app);
    const warm = await verify(app);
    const warmBets = warm.reduce((s, m) => s + m.bets, 0);
    const peak = await closedLoop({
      ports: [app.port],
      concurrency: 16,
      durationMs: seconds * 1000,
      next: betRequests(app.members, 'p2'),
    });
    const rate = Math.max(1, Math.floor(peak.rps / 2));
    const half = await openLoop({
      port: app.port,
      ratePerSec: rate,
      durationMs: pick(scale, 1000, 8000),
      // One second at the rate first, not measured: the connections it needs, the switch from the peak.
      warmupMs: pick(scale, 200, 1000),
      next: betRequests(app.members, 'half'),
    });
    const money = checkMoney(await verify(app), warmBets + peak.ok + half.warmupOk + half.ok);
    return { peak, half, rate, money };
  } finally {
    await close();
  }
}

/** Figure 3: bet placement over HTTP on PostgreSQL vs pgbench TPC-B (8 clients); p99 at half peak. */
export async function betPlacementPg(scale: Scale): Promise<Figure[]> {
  const seconds = pick(scale, 1, 10);
  const pgb = await freshDatabase('pgbench');
  let peak: Stats;
  let half: OpenLoopStats;
  let rate: number;
  let money: { lost: number; ok: boolean };
  // The baseline brackets the measurement — half its time before the app starts, half after it stops —
  // so load that drifts during the run (the machine is shared) weighs on both sides alike.
  const side = Math.max(1, Math.round(seconds / 2));
  let before: PgbenchResult;
  let after: PgbenchResult;
  try {
    await pgbenchInit(pgb.name);
    before = await pgbenchTpcb(pgb.name, 8, side);
    ({ peak, half, rate, money } = await measureBets(scale, seconds));
    after = await pgbenchTpcb(pgb.name, 8, side);
  } finally {
    await pgb.drop();
  }
  const tpcb = { tps: (before.tps + after.tps) / 2 };
  const throughput = ratioFigure(
    {
      id: 'bet-http-pg',
      name: 'bet placement over HTTP on PostgreSQL',
      value: peak.ok / (seconds || 1),
      unit: 'bets/s',
      baseline: { name: 'pgbench TPC-B-like, 8 clients', value: tpcb.tps, unit: 'tps' },
      target: { op: '>=', value: 0.5, of: 'ratio' },
      detail: {
        errors: peak.errors,
        p99PeakMs: peak.p99,
        moneyChecked: money.ok,
        lost: money.lost,
        loadAvg1m: os.loadavg()[0] ?? 0,
        baselineBeforeTps: before.tps,
        baselineAfterTps: after.tps,
      },
    },
    'value/baseline',
  );
  const p99: Figure = {
    id: 'bet-http-pg-p99',
    name: 'bet placement p99 at half the peak rate',
    value: half.p99,
    unit: 'ms',
    target: { op: '<=', value: 30, of: 'value' },
    // Latency counts from each request's scheduled start; driverLagP99Ms says how late the driver sent
    // (large when the machine is oversubscribed), loadAvg1m what else was running.
    detail: {
      ratePerSec: half.rps,
      targetPerSec: rate,
      p50Ms: half.p50,
      errors: half.errors,
      driverLagP99Ms: half.lagP99,
      loadAvg1m: os.loadavg()[0] ?? 0,
    },
  };
  return [throughput, p99];
}

/** Figure 4: 32 concurrent bets on one wallet vs a guarded single-statement debit of one hot row. */
export async function hotWallet(scale: Scale): Promise<Figure[]> {
  const seconds = pick(scale, 1, 8);
  const hot = await freshDatabase('hotrow');
  const start = 100_000_000;
  const { withClient } = await import('../lib/pg-admin');
  await withClient(hot.url, (c) =>
    c.query(
      `create table hot (id int primary key, balance bigint not null); insert into hot values (1, ${start})`,
    ),
  );
  const script = 'update hot set balance = balance - 1 where id = 1 and balance >= 1;\n';
  const pgb = await pgbenchScript(hot.name, script, 8, seconds);
  const final = await withClient(hot.url, (c) => c.query<{ balance: string }>('select balance from hot'));
  const baseLost = start - Number(final.rows[0]?.balance) - pgb.transactions;
  await hot.drop();

  const { app, close } = await appOnPg('hotwallet', 1);
  let stats: Stats;
  let money: { lost: number; ok: boolean };
  try {
    const warmup = betRequests(app.members, 'hotw', () => 0);
    await closedLoop({
      ports: [app.port],
      concurrency: 32,
      durationMs: pick(scale, 200, 3000),
      next: warmup,
    });
    await settle(app);
    const warm = (await verify(app)).reduce((s, m) => s + m.bets, 0);
    const next = betRequests(app.members, 'hot', () => 0);
    stats = await closedLoop({ ports: [app.port], concurrency: 32, durationMs: seconds * 1000, next });
    money = checkMoney(await verify(app), warm + stats.ok);
  } finally {
    await close();
  }
  return [
    ratioFigure(
      {
        id: 'hot-wallet',
        name: "32 concurrent bets on one member's wallet",
        value: stats.ok / seconds,
        unit: 'bets/s',
        baseline: {
          name: 'guarded single-statement debit, 1 hot row, 8 clients',
          value: pgb.tps,
          unit: 'tps',
        },
        target: { op: '>=', value: 0.5, of: 'ratio' },
        detail: {
          noneLost: money.ok,
          lost: money.lost,
          baselineLost: baseLost,
          errors: stats.errors,
          p99Ms: stats.p99,
        },
      },
      'value/baseline',
    ),
  ];
}

/** Figure 8: the same HTTP bet benchmark on embedded PGlite vs PostgreSQL with one connection. */
export async function pgliteVsPg(scale: Scale): Promise<Figure[]> {
  const ms = pick(scale, 500, 6000);
  const run = async (app: ServerProcess, tag: string) => {
    await closedLoop({
      ports: [app.port],
      concurrency: 8,
      durationMs: pick(scale, 200, 1000),
      next: betRequests(app.members, `${tag}w`),
    });
    await settle(app);
    return closedLoop({
      ports: [app.port],
      concurrency: 8,
      durationMs: ms,
      next: betRequests(app.members, tag),
    });
  };
  const lite = await ServerProcess.app({
    migrate: true,
    members: 8,
    fundFen: FUND_FEN,
    scheduler: false,
    games: [BENCH_GAME],
  });
  let liteStats: Stats;
  try {
    liteStats = await run(lite, 'lite');
  } finally {
    await lite.stop();
  }
  const { app, close } = await appOnPg('onecon', 8, 1);
  let pgStats: Stats;
  try {
    pgStats = await run(app, 'pg1');
  } finally {
    await close();
  }
  return [
    ratioFigure(
      {
        id: 'pglite-vs-pg',
        name: 'PGlite embedded mode, bet placement',
        value: liteStats.ok / (ms / 1000),
        unit: 'bets/s',
        baseline: {
          name: 'same on PostgreSQL, 1 connection',
          value: pgStats.ok / (ms / 1000),
          unit: 'bets/s',
        },
        target: { op: '>=', value: 0.5, of: 'ratio' },
        detail: {
          pgliteP99Ms: liteStats.p99,
          pgP99Ms: pgStats.p99,
          errors: liteStats.errors + pgStats.errors,
        },
      },
      'value/baseline',
    ),
  ];
}
