import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db';
import { isStalePlan, StatementNames } from '../../src/db/prepared-statements';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';

describe('StatementNames', () => {
  it('names a text only from its `after`-th run, then always the same name', () => {
    const names = new StatementNames({ after: 3, max: 10, maxSeen: 100 });
    expect(names.nameOf('select $1')).toBeUndefined();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toMatch(/^qilin_\d+$/);
    expect(names.nameOf('select $1')).toBe(name);
    expect(names.size).toBe(1);
  });

  it('names at most `max` texts and never gives one name to two texts', () => {
    const names = new StatementNames({ after: 1, max: 2, maxSeen: 100 });
    const a = names.nameOf('a $1');
    const b = names.nameOf('b $1');
    expect(new Set([a, b]).size).toBe(2);
    expect(names.nameOf('c $1')).toBeUndefined();
    names.forget('a $1');
    const c = names.nameOf('c $1');
    expect(c).toBeDefined();
    expect([a, b]).not.toContain(c);
    // A forgotten text comes back under a fresh name once there is room.
    names.forget('b $1');
    const a2 = names.nameOf('a $1');
    expect([a, b, c]).not.toContain(a2);
  });

  it('forgets its run counts when too many one-off texts were seen', () => {
    const names = new StatementNames({ after: 2, max: 10, maxSeen: 2 });
    names.nameOf('x $1');
    names.nameOf('y $1');
    names.nameOf('z $1'); // the third distinct text clears the counts
    expect(names.nameOf('x $1')).toBeUndefined();
    expect(names.nameOf('x $1')).toBeDefined();
  });

  it('recognises only the result-type refusal as a stale plan', () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'something else' })).toBe(false);
    expect(isStalePlan({ code: '23505', message: 'cached plan must not change result type' })).toBe(false);
    expect(isStalePlan(null)).toBe(false);
  });
});

describe.runIf(testDbKind() === 'pg')('prepared hot statements on PostgreSQL', () => {
  let t: TestDb;
  let one: DbHandle;
  beforeAll(async () => {
    t = await createTestDb({ migrate: false });
    // One connection, so every run lands on the connection whose prepared statements we read.
    one = await createDb({ databaseUrl: t.databaseUrl, poolSize: 1 });
    await sql`create table prep_t (id int8 primary key, v text not null)`.execute(one.db);
    await sql`insert into prep_t values (1, 'a'), (9007199254740991, 'max')`.execute(one.db);
  });
  afterAll(async () => {
    await one.close();
    await t.close();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(one.db)).rows.map(
      (r) => r.statement,
    );
  const byId = (id: number) => sql<Record<string, unknown>>`select * from prep_t where id = ${id}`;

  it('prepares a statement on its third run and answers the same rows, BIGINT parsing included', async () => {
    const text = byId(1).compile(one.db).sql;
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push((await byId(9007199254740991).execute(one.db)).rows);
    expect(await prepared()).toContain(text);
    for (const rows of runs) expect(rows).toEqual([{ id: 9007199254740991, v: 'max' }]);
    expect((await byId(1).execute(one.db)).rows).toEqual([{ id: 1, v: 'a' }]);
    // Errors of a prepared statement reach the caller as before, and the connection stays usable.
    for (let i = 0; i < 4; i++)
      await expect(sql`select 1 / ${0}::int as v`.execute(one.db)).rejects.toThrow(/division by zero/);
    expect((await byId(1).execute(one.db)).rows).toEqual([{ id: 1, v: 'a' }]);
  });

  it('never prepares a statement without parameters (migrations keep the simple protocol)', async () => {
    for (let i = 0; i < 5; i++) await sql`select count(*) from prep_t`.execute(one.db);
    expect(await prepared()).not.toContain('select count(*) from prep_t');
  });

  it('after a schema change to a prepared select *, answers with the new columns (outside a transaction)', async () => {
    for (let i = 0; i < 4; i++) await byId(1).execute(one.db);
    await sql`alter table prep_t add column w int not null default 7`.execute(one.db);
    expect((await byId(1).execute(one.db)).rows).toEqual([{ id: 1, v: 'a', w: 7 }]);
    for (let i = 0; i < 4; i++)
      expect((await byId(1).execute(one.db)).rows).toEqual([{ id: 1, v: 'a', w: 7 }]);
  });

  it('inside a transaction the stale plan fails that transaction once; the next one succeeds', async () => {
    for (let i = 0; i < 4; i++) await byId(1).execute(one.db);
    await sql`alter table prep_t add column x int not null default 8`.execute(one.db);
    const inTx = () => one.db.transaction().execute(async (trx) => (await byId(1).execute(trx)).rows);
    await expect(inTx()).rejects.toThrow(/must not change result type/);
    expect(await inTx()).toEqual([{ id: 1, v: 'a', w: 7, x: 8 }]);
  });
});
