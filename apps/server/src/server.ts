import { createDb, migrate, startEmbeddedMaintenance } from './db';
import { DEV_ADMIN_TOKEN, loadEnv } from './env';
import { StartupError } from './lib/startup-error';
import { loadPaymentConfig } from './modules/payment';
import { assertPortFree, waitForDatabase, waitForRedis } from './startup-checks';

/** How often the embedded database is checked for tables to analyse or vacuum (autovacuum's naptime). */
const EMBEDDED_MAINTENANCE_MS = 60_000;

/**
 * `npm start`: migrate, seed demo data once, serve API + client on PORT; SIGTERM/SIGINT close the
 * listener, sockets and database before exiting.
 */
async function main() {
  const env = loadEnv();
  // A bad payment file stops the start before anything else is touched.
  const paymentConfig = await loadPaymentConfig(env.paymentConfigFile, env.turnoverMultiple);
  // Refusals an operator can act on come before the database is touched (startup-checks.ts).
  await assertPortFree(env.port, env.host);
  const retry = {
    retries: env.dbConnectRetries,
    firstWaitMs: env.dbConnectRetryMs,
    say: (line: string) => console.error(line),
  };
  if (env.redisUrl) await waitForRedis(env.redisUrl, retry);
  const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await waitForDatabase(handle, env.databaseUrl, retry).catch(async (err: unknown) => {
    await handle.close().catch(() => {});
    throw err;
  });
  // The app's modules load only now: a refused start (above) answers in a moment, even on a busy host.
  const [{ buildServer }, { seedDemoData }] = await Promise.all([import('./app'), import('./seed')]);
  const applied = await migrate(handle.db);
  const seeded = env.seedDemo ? await seedDemoData(handle.db) : [];
  const app = await buildServer({ env, db: handle, closeDbWithApp: true, paymentConfig });
  app.log.info({ db: handle.kind, migrations: applied, seeds: seeded }, 'database ready');
  // Embedded PGlite has no autovacuum: the server gathers its statistics and vacuums it itself.
  const maintenance =
    handle.kind === 'pglite'
      ? startEmbeddedMaintenance(handle.db, EMBEDDED_MAINTENANCE_MS, (err) =>
          app.log.warn({ err }, 'embedded database maintenance failed'),
        )
      : undefined;
  if (env.adminToken === DEV_ADMIN_TOKEN)
    app.log.warn('ADMIN_TOKEN is the documented dev default; set your own');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      maintenance?.stop();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
}

main().catch((err: unknown) => {
  // Refusals and a bad environment are one readable line; anything else is a bug: its stack helps.
  const oneLine =
    err instanceof StartupError ||
    (err instanceof Error && err.message.startsWith('Invalid server environment'));
  console.error('server failed to start:', oneLine ? (err as Error).message : err);
  process.exit(1);
});
