import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, maintainEmbedded, startEmbeddedMaintenance } from '../../src/db';
import { testDbKind } from '../helpers/test-db';

// PGlite has no autovacuum; the server's own pass (embedded-maintenance.ts) applies autovacuum's rule.
describe.runIf(testDbKind() === 'pglite')('embedded database maintenance', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createDb({});
    await sql`create table maint_t (id int primary key, v int not null)`.execute(h.db);
    await sql`create table maint_quiet (id int primary key)`.execute(h.db);
  });
  afterAll(async () => {
    await h.close();
  });

  const stats = async () =>
    (
      await sql<{ reltuples: number; dead: number }>`select c.reltuples::int as reltuples,
          s.n_dead_tup::int as dead
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'maint_t'`.execute(
        h.db,
      )
    ).rows[0];

  it('analyses a table once its changes pass 50 + 10% of its rows, and then leaves it alone', async () => {
    await sql`insert into maint_t select g, g from generate_series(1, 1000) g`.execute(h.db);
    const run = await maintainEmbedded(h.db);
    expect(run.analyzed).toContain('maint_t');
    expect(run.vacuumed).not.toContain('maint_t');
    expect(run.analyzed).not.toContain('maint_quiet');
    expect((await stats())?.reltuples).toBe(1000);
    // 60 changed rows of 1,000 stay under the threshold (150).
    await sql`update maint_t set v = v + 1 where id <= 60`.execute(h.db);
    expect((await maintainEmbedded(h.db)).analyzed).not.toContain('maint_t');
  });

  it('vacuums a table whose dead rows pass 50 + 20% of its live rows', async () => {
    await sql`delete from maint_t where id > 400`.execute(h.db);
    const run = await maintainEmbedded(h.db);
    expect(run.vacuumed).toContain('maint_t');
    await sql`select pg_stat_force_next_flush()`.execute(h.db);
    expect(await stats()).toEqual({ reltuples: 400, dead: 0 });
  });

  it('runs on its timer until stopped', async () => {
    await sql`insert into maint_quiet select g from generate_series(1, 500) g`.execute(h.db);
    const errors: unknown[] = [];
    const job = startEmbeddedMaintenance(h.db, 10, (err) => errors.push(err));
    const analysed = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_stat_user_tables
          where relname = 'maint_quiet' and last_analyze is not null`.execute(h.db)
      ).rows[0]?.n;
    for (let i = 0; i < 100 && (await analysed()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    job.stop();
    expect(await analysed()).toBe(1);
    expect(errors).toEqual([]);
  });
});
