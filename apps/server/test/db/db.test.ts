import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, readMigrations } from '../../src/db';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';

describe(`database (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.close();
  });

  it('records every migration once and a second run applies nothing', async () => {
    const rows = await t.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(rows.map((r) => r.name)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(t.db)).toEqual([]);
  });

  it('returns BIGINT as a JS number and refuses values beyond 2^53', async () => {
    const ok = await sql<{ v: number }>`select ${'9007199254740991'}::int8 as v`.execute(t.db);
    expect(ok.rows[0]?.v).toBe(Number.MAX_SAFE_INTEGER);
    await expect(sql`select ${'9007199254740993'}::int8 as v`.execute(t.db)).rejects.toThrow(/safe integer/);
  });

  it('rolls back a failed transaction and keeps concurrent transactions apart', async () => {
    const insert = (name: string) =>
      t.db.insertInto('members').values({ username: name, password_hash: 'x' }).execute();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('members').values({ username: 'rollback01', password_hash: 'x' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await Promise.all([insert('para01'), insert('para02'), insert('para03')]);
    const names = await t.db.selectFrom('members').select('username').orderBy('username').execute();
    expect(names.map((n) => n.username)).toEqual(['para01', 'para02', 'para03']);
  });

  it('rejects a duplicate username regardless of case', async () => {
    await t.db.insertInto('members').values({ username: 'CaseUser', password_hash: 'x' }).execute();
    await expect(
      t.db.insertInto('members').values({ username: 'caseuser', password_hash: 'x' }).execute(),
    ).rejects.toThrow();
  });
});

describe.runIf(testDbKind() === 'pg')('migrations from two processes at once (pg)', () => {
  it('applies every file exactly once when two pools migrate the same database together', async () => {
    const t = await createTestDb({ migrate: false });
    const other = await createDb({ databaseUrl: t.databaseUrl, poolSize: 2 });
    try {
      const [a, b] = await Promise.all([migrate(t.db), migrate(other.db)]);
      const all = readMigrations().map((m) => m.name);
      expect([...a, ...b].sort()).toEqual(all);
      expect(a.length === 0 || b.length === 0).toBe(true);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
