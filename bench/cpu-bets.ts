/**
 * Where the CPU of a bet goes: `npx tsx cpu-bets.ts` (from bench/) runs the bet benchmark's peak
 * (warm-up, then 16 clients for CPU_BETS_SECONDS, default 10) and prints, per accepted bet, the CPU
 * time (user + system, from /proc) of the server process (and of its main thread), of this load
 * driver and of the app's own PostgreSQL backends. Not a figure: a diagnosis that is less noisy than
 * throughput on a shared machine. BENCH_CPU_PROF=<dir> also writes the server's V8 CPU profile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs, ServerProcess } from './lib/app-process';
import { BENCH_GAME, betRequests } from './lib/bet-requests';
import { closedLoop } from './lib/http-driver';
import { freshDatabase, PG_ADMIN_URL, withClient } from './lib/pg-admin';

/** CPU ms per thread of a process, by thread id (the main thread's id is the pid). */
function threadCpuMs(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // the thread ended
    }
  }
  return out;
}

const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main() {
  const seconds = Number(process.env.CPU_BETS_SECONDS ?? 10);
  const db = await freshDatabase('cpu');
  const app = await ServerProcess.app({
    databaseUrl: db.url,
    poolSize: 10,
    migrate: true,
    members: 32,
    fundFen: 1_000_000_000,
    scheduler: false,
    games: [BENCH_GAME],
  });
  try {
    await closedLoop({
      ports: [app.port],
      concurrency: 16,
      durationMs: 6000,
      next: betRequests(app.members, 'w'),
    });
    // The statistics autovacuum gathers within a minute (see benches/bets.ts `settle`).
    await app.request({ cmd: 'analyze' }, 'analyze');
    const backends = await withClient(PG_ADMIN_URL, (c) =>
      c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [db.name]),
    ).then((r) => r.rows.map((x) => x.pid));
    const pgMs = () => backends.reduce((s, pid) => s + processCpuMs(pid), 0);
    const pid = app.pid;
    const [server0, main0, driver0, pg0] = [app.cpuMs(), threadCpuMs(pid).get(pid) ?? 0, ownCpuMs(), pgMs()];
    const peak = await closedLoop({
      ports: [app.port],
      concurrency: 16,
      durationMs: seconds * 1000,
      next: betRequests(app.members, 'p'),
    });
    const per = (ms: number) => Number((ms / peak.count).toFixed(3));
    console.log(
      JSON.stringify({
        betsPerSec: Math.round(peak.rps),
        errors: peak.errors,
        p99Ms: Number(peak.p99.toFixed(1)),
        cpuMsPerBet: {
          server: per(app.cpuMs() - server0),
          serverMainThread: per((threadCpuMs(pid).get(pid) ?? 0) - main0),
          driver: per(ownCpuMs() - driver0),
          postgresBackends: per(pgMs() - pg0),
        },
        loadAvg1m: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
      }),
    );
  } finally {
    await app.stop();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
