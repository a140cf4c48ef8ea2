import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BENCH_OUT } from './bundle';
import { PG_ADMIN_URL } from './pg-admin';

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

function connArgs(db: string): string[] {
  const u = new URL(PG_ADMIN_URL);
  return ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'), db];
}

export type PgbenchResult = { tps: number; transactions: number; failed: number };

function parse(out: string): PgbenchResult {
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  return { tps, transactions, failed };
}

/** `pgbench -i` (scale 1) into an existing database. */
export async function pgbenchInit(db: string): Promise<void> {
  await run(PGBENCH, ['-i', '-q', '-s', '1', ...connArgs(db)]);
}

/** The built-in TPC-B-like script: `clients` connections for `seconds`. */
export async function pgbenchTpcb(db: string, clients: number, seconds: number): Promise<PgbenchResult> {
  const { stdout } = await run(PGBENCH, [
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    ...connArgs(db),
  ]);
  return parse(stdout);
}

/** A custom script (pgbench -f) with `clients` connections for `seconds`. */
export async function pgbenchScript(
  db: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  // bench/out may not exist yet (a fresh clone running one benchmark alone).
  mkdirSync(BENCH_OUT, { recursive: true });
  const file = path.join(BENCH_OUT, `pgbench-${process.pid}.sql`);
  writeFileSync(file, script);
  const args = ['-n', '-f', file, '-c', String(clients), '-j', '2', '-T', String(seconds), ...connArgs(db)];
  const { stdout } = await run(PGBENCH, args);
  return parse(stdout);
}
