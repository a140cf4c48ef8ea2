import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle, migrate } from '../../src/db';

export type TestDbKind = 'pglite' | 'pg';

/** Which database this test project runs on (set by vitest.config.ts per project). */
export function testDbKind(): TestDbKind {
  return process.env.QILIN_TEST_DB === 'pg' ? 'pg' : 'pglite';
}

export type TestDb = DbHandle & { databaseUrl: string | undefined };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a uniquely named database on
 * DATABASE_URL's server that is dropped again on close.
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const kind = testDbKind();
  const handle = kind === 'pg' ? await createPgTestDb() : { ...(await createDb({})), databaseUrl: undefined };
  if (options.migrate !== false) await migrate(handle.db);
  return handle;
}

async function createPgTestDb(): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('QILIN_TEST_DB=pg needs DATABASE_URL');
  const name = `qilin_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await createDb({ databaseUrl, poolSize: 5 });
  return {
    ...handle,
    databaseUrl,
    kind: 'pg',
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
