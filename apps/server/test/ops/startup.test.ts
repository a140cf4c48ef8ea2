import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKind, writeMigratedPgliteDir } from '../helpers';
import { freePort, ServerProcess } from '../reliability/crash-kit';
import { errorLines, runServer, startServer } from './startup-kit';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'qilin-startup-'));

/** A port nothing listens on: bound once, then released. */
const closedPort = freePort;

// The refusals do not depend on the test project's database: they run once, in the PGlite project.
describe.runIf(testDbKind() === 'pglite')(
  'start-up refusals are one readable line',
  { timeout: 60_000 },
  () => {
    const dirs: string[] = [];
    afterAll(() => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });
    const dataDir = () => {
      const d = tempDir();
      dirs.push(d);
      return d;
    };

    it('refuses a taken PORT before touching the database', async () => {
      const holder = net.createServer();
      const port = await new Promise<number>((resolve) =>
        holder.listen(0, '127.0.0.1', () => resolve((holder.address() as net.AddressInfo).port)),
      );
      const dir = dataDir();
      try {
        const run = await runServer({ PORT: String(port), DATA_DIR: dir });
        expect(run.code).toBe(1);
        expect(errorLines(run.stderr)).toEqual([
          `server failed to start: port ${port} on 127.0.0.1 is already in use by another process; stop it or set PORT`,
        ]);
        // Nothing opened: no embedded database, no lock.
        expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
      } finally {
        holder.close();
      }
    });

    it('retries an unreachable PostgreSQL with backoff, then exits with one line', async () => {
      const dbPort = await closedPort();
      const run = await runServer({
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${dbPort}/qilin`,
        DB_CONNECT_RETRIES: '2',
        DB_CONNECT_RETRY_MS: '50',
      });
      expect(run.signal).toBeNull(); // it gave up by itself, within the test's limit
      expect(run.code).toBe(1);
      const where = `PostgreSQL at 127.0.0.1:${dbPort}/qilin`;
      const refused = `connect ECONNREFUSED 127.0.0.1:${dbPort}`;
      expect(errorLines(run.stderr)).toEqual([
        `${where} not reachable yet (${refused}); retry 1/2 in 50 ms`,
        `${where} not reachable yet (${refused}); retry 2/2 in 100 ms`,
        `server failed to start: ${where} is not reachable after 3 attempt(s): ${refused}`,
      ]);
      expect(run.stderr).not.toContain('secret');
    });

    it('retries an unreachable Redis, then exits with one line', async () => {
      const redisPort = await closedPort();
      const run = await runServer({
        PORT: String(await freePort()),
        DATA_DIR: dataDir(),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        DB_CONNECT_RETRIES: '1',
        DB_CONNECT_RETRY_MS: '50',
      });
      expect(run.signal).toBeNull();
      expect(run.code).toBe(1);
      const refused = `connect ECONNREFUSED 127.0.0.1:${redisPort}`;
      expect(errorLines(run.stderr)).toEqual([
        `Redis at 127.0.0.1:${redisPort} not reachable yet (${refused}); retry 1/1 in 50 ms`,
        `server failed to start: Redis at 127.0.0.1:${redisPort} is not reachable after 2 attempt(s): ${refused}`,
      ]);
    });

    it('refuses a bad environment in one line', async () => {
      const run = await runServer({ PORT: String(await freePort()), DATA_DIR: dataDir(), DATA_KEY: 'short' });
      expect(run.code).toBe(1);
      expect(errorLines(run.stderr)).toEqual([
        'server failed to start: Invalid server environment: DATA_KEY: DATA_KEY must be 64 hex characters (32 bytes)',
      ]);
    });
  },
);

describe.runIf(testDbKind() === 'pg')('a database that comes up after the server (pg)', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('waits for it, retrying, and starts once it answers', async () => {
    const target = new URL(db.databaseUrl ?? '');
    // The database "comes up" when this relay starts listening, after the server's first refusal.
    const relayPort = await closedPort();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.on('error', () => {});
      upstream.on('error', () => {});
      client.pipe(upstream).pipe(client);
    });
    const url = new URL(target.href);
    url.hostname = '127.0.0.1';
    url.port = String(relayPort);
    const port = await freePort();
    let relayUp = false;
    const server = startServer(
      { PORT: String(port), DATABASE_URL: url.href, DB_CONNECT_RETRIES: '100', DB_CONNECT_RETRY_MS: '100' },
      {
        limitMs: 50_000,
        onStderr: (text) => {
          if (relayUp || !text.includes('not reachable yet')) return;
          relayUp = true;
          relay.listen(relayPort, '127.0.0.1');
        },
      },
    );
    try {
      let status = 0;
      while (status !== 200 && server.child.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/api/ready`)
          .then((r) => r.status)
          .catch(() => 0);
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(relayUp).toBe(true);
      expect(status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await new Promise((resolve) => relay.close(resolve));
    }
  }, 60_000);
});

describe.runIf(testDbKind() === 'pglite')('one server per embedded data directory (pglite)', () => {
  const quiet = {
    DATABASE_URL: '',
    REDIS_URL: '',
    DRAW_SCHEDULER: '0',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent-qilin-web-dist',
  };
  let first: ServerProcess;
  beforeAll(async () => {
    first = new ServerProcess(await freePort(), quiet);
    // Migrated already (from the test template): the server's start is not a from-scratch migration.
    await writeMigratedPgliteDir(path.join(first.dataDir, 'pglite'));
    await first.start(55_000);
  }, 60_000);
  afterAll(async () => {
    await first?.dispose();
  });

  const lockFile = () => path.join(first.dataDir, 'pglite.lock');
  const lockPid = () => (JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number }).pid;

  it('refuses a second server on the same DATA_DIR in one line, leaving the first serving', async () => {
    const pid = lockPid();
    expect(pid).not.toBe(process.pid);
    const second = await runServer({ ...quiet, PORT: String(await freePort()), DATA_DIR: first.dataDir });
    expect(second.code).toBe(1);
    expect(errorLines(second.stderr)).toEqual([
      `server failed to start: data directory is in use by process ${pid} on ${os.hostname()} (lock file ${lockFile()}); stop that server first, or delete the lock file if it is gone`,
    ]);
    expect(lockPid()).toBe(pid);
    expect((await fetch(`${first.baseUrl}/api/ready`)).status).toBe(200);
  });

  it('takes over the lock of a killed server, and a graceful stop removes it', async () => {
    const killed = lockPid();
    await first.kill(); // SIGKILL: the lock file stays behind with a dead pid
    expect(lockPid()).toBe(killed);
    await first.start(55_000);
    expect(lockPid()).not.toBe(killed);
    expect((await fetch(`${first.baseUrl}/api/ready`)).status).toBe(200);
    await first.stop();
    expect(existsSync(lockFile())).toBe(false);
  }, 60_000);
});
