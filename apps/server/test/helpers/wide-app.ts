import { createDb } from '../../src/db';
import { buildTestApp, type EnvOverrides, type TestApp } from './build-test-app';
import { createTestDb } from './test-db';

export type WideTestApp = TestApp & { closeAll: () => Promise<void> };

/**
 * A test app on its own PostgreSQL database with a pool of `poolSize` connections, so that many
 * requests really run at once (the race suites). `closeAll` closes the app, its pool and drops the
 * database.
 */
export async function buildWideTestApp(poolSize: number, overrides: EnvOverrides = {}): Promise<WideTestApp> {
  const base = await createTestDb();
  if (!base.databaseUrl) {
    await base.close();
    throw new Error('a wide pool needs a PostgreSQL test database (DATABASE_URL)');
  }
  const wide = await createDb({ databaseUrl: base.databaseUrl, poolSize });
  const t = await buildTestApp(overrides, { db: { ...wide, databaseUrl: base.databaseUrl } });
  return Object.assign(t, {
    closeAll: async () => {
      await t.close();
      await t.db.close();
      await base.close();
    },
  });
}
