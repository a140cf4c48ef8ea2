import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db';
import { testDbKind } from '../helpers/test-db';

// The embedded database's named statements (pglite-prepared.ts): same answers as PGlite's own query.
describe.runIf(testDbKind() === 'pglite')('prepared hot statements on PGlite', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createDb({});
    await sql`create table prep_t (id int8 primary key, v text not null, at timestamptz, doc jsonb,
      tags text[], ok boolean, amount numeric)`.execute(h.db);
    await sql`insert into prep_t values (1, 'a', '2026-11-24T04:00:00Z', '{"k":[1,2]}', '{x,y}', true, 1.5),
      (9007199254740991, 'max', null, null, null, null, null)`.execute(h.db);
  });
  afterAll(async () => {
    await h.close();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(h.db)).rows.map(
      (r) => r.statement,
    );
  const byId = (id: number) => sql<Record<string, unknown>>`select * from prep_t where id = ${id}`;
  const ROW1 = {
    id: 1,
    v: 'a',
    at: new Date('2026-11-24T04:00:00Z'),
    doc: { k: [1, 2] },
    tags: ['x', 'y'],
    ok: true,
    amount: '1.5',
  };

  it('prepares a text on its third run and answers what the unnamed runs answered, types included', async () => {
    const first = (await byId(1).execute(h.db)).rows;
    expect(first).toEqual([ROW1]);
    for (let i = 0; i < 4; i++) await byId(1).execute(h.db);
    expect(await prepared()).toContain(byId(1).compile(h.db).sql);
    expect((await byId(1).execute(h.db)).rows).toEqual(first);
    expect((await byId(9007199254740991).execute(h.db)).rows).toEqual([
      { id: 9007199254740991, v: 'max', at: null, doc: null, tags: null, ok: null, amount: null },
    ]);
  });

  it('serialises parameters by their declared types (dates, arrays, json, null)', async () => {
    const find = (at: Date, tags: string[], doc: string, v: string | null) =>
      sql<{ id: number }>`select id from prep_t where at = ${at} and tags = ${tags}::text[]
        and doc = ${doc}::jsonb and v = coalesce(${v}::text, v)`.execute(h.db);
    for (let i = 0; i < 5; i++) {
      const r = await find(new Date('2026-11-24T04:00:00Z'), ['x', 'y'], '{"k": [1, 2]}', i % 2 ? null : 'a');
      expect(r.rows).toEqual([{ id: 1 }]);
    }
  });

  it('counts written rows as PGlite does, and rolls back with its transaction', async () => {
    const bump = (id: number) => sql`update prep_t set v = v || '!' where id > ${id}`;
    for (let i = 0; i < 4; i++) expect((await bump(9007199254740991).execute(h.db)).numAffectedRows).toBe(0n);
    expect((await bump(0).execute(h.db)).numAffectedRows).toBe(2n);
    await expect(
      h.db.transaction().execute(async (trx) => {
        await bump(0).execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await sql<{ v: string }>`select v from prep_t order by id`.execute(h.db)).rows).toEqual([
      { v: 'a!' },
      { v: 'max!' },
    ]);
  });

  it('passes errors through with their code and constraint, and stays usable', async () => {
    const dup = () => sql`insert into prep_t (id, v) values (${1}, ${'again'})`.execute(h.db);
    for (let i = 0; i < 4; i++)
      await expect(dup()).rejects.toMatchObject({ code: '23505', constraint: 'prep_t_pkey' });
    for (let i = 0; i < 4; i++)
      await expect(sql`select 1 / ${0}::int as v`.execute(h.db)).rejects.toThrow(/division by zero/);
    expect((await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(h.db)).rows).toEqual([{ n: 42 }]);
  });

  it('after a schema change to a prepared select *, answers with the new columns (outside a transaction)', async () => {
    const one = () => sql<Record<string, unknown>>`select * from prep_t where id = ${1} and ${true}`;
    for (let i = 0; i < 4; i++) await one().execute(h.db);
    await sql`alter table prep_t add column w int not null default 7`.execute(h.db);
    expect((await one().execute(h.db)).rows[0]).toMatchObject({ id: 1, w: 7 });
    for (let i = 0; i < 4; i++) expect((await one().execute(h.db)).rows[0]).toMatchObject({ w: 7 });
  });

  it('inside a transaction the stale plan fails that transaction once; the next one succeeds', async () => {
    const one = () => sql<Record<string, unknown>>`select * from prep_t where id = ${1} and ${1} = 1`;
    for (let i = 0; i < 4; i++) await one().execute(h.db);
    await sql`alter table prep_t add column x int not null default 8`.execute(h.db);
    const inTx = () => h.db.transaction().execute(async (trx) => (await one().execute(trx)).rows[0]);
    await expect(inTx()).rejects.toThrow(/must not change result type/);
    expect(await inTx()).toMatchObject({ id: 1, w: 7, x: 8 });
  });
});
