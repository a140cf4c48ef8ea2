import { sql } from 'kysely';
import type { Db } from './database';

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without this the embedded
 * database would plan every statement on the statistics of its first minute (none) and keep every dead
 * row version. This is autovacuum's rule run from the server: a table whose rows changed by more than
 * 50 + 10% since its last ANALYZE is analysed; one with more than 50 + 20% dead rows is vacuumed.
 */
export const MAINTENANCE_THRESHOLDS = {
  analyzeBase: 50,
  analyzeScale: 0.1,
  vacuumBase: 50,
  vacuumScale: 0.2,
} as const;

export type MaintenanceRun = { analyzed: string[]; vacuumed: string[] };

type TableStats = { relname: string; live: number; dead: number; changed: number };

/** One pass over the user tables: analyse and vacuum those over the thresholds. */
export async function maintainEmbedded(db: Db, t = MAINTENANCE_THRESHOLDS): Promise<MaintenanceRun> {
  // Single-user mode flushes its table counters only when asked; the flush lands at the end of this
  // statement, so the next one reads them.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const r = await sql<TableStats>`select relname, n_live_tup::int as live, n_dead_tup::int as dead,
      n_mod_since_analyze::int as changed
    from pg_stat_user_tables where schemaname = 'public' order by relname`.execute(db);
  const run: MaintenanceRun = { analyzed: [], vacuumed: [] };
  for (const s of r.rows) {
    const vacuum = s.dead > t.vacuumBase + t.vacuumScale * s.live;
    const analyze = s.changed > t.analyzeBase + t.analyzeScale * s.live;
    if (vacuum) {
      await sql`vacuum (analyze) ${sql.table(s.relname)}`.execute(db);
      run.vacuumed.push(s.relname);
      run.analyzed.push(s.relname);
    } else if (analyze) {
      await sql`analyze ${sql.table(s.relname)}`.execute(db);
      run.analyzed.push(s.relname);
    }
  }
  return run;
}

/**
 * Runs `maintainEmbedded` every `everyMs` until stopped. A pass that fails (the database closing, say)
 * is reported and the next one tries again; the timer never keeps the process alive.
 */
export function startEmbeddedMaintenance(
  db: Db,
  everyMs: number,
  onError: (err: unknown) => void,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainEmbedded(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
