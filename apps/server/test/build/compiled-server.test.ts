import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_KEY_META } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/db/migrate';
import { createTestDb, type TestDb, testDbKind } from '../helpers';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const DATA_KEY = '3c'.repeat(32);

/**
 * A node_modules holding only what `npm ci --omit=dev` installs: the lock's top-level packages not
 * marked dev, and no workspace links (the bundle must carry @qilin/domain and @qilin/contract itself).
 * Links to the installed copies keep it fast; a package's own imports resolve from where it really is.
 */
function productionNodeModules(into: string) {
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; link?: boolean }>;
  };
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!/^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) || entry.dev || entry.link) continue;
    const installed = path.join(REPO_ROOT, key);
    if (!existsSync(installed)) continue; // an optional package for another platform
    mkdirSync(path.dirname(path.join(into, key)), { recursive: true });
    symlinkSync(installed, path.join(into, key), 'dir');
  }
}

/** Waits for the line Fastify logs once listening and answers its address. */
function listeningAddress(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (address?.[1]) resolve(address[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output.join('')}`)));
  });
}

/**
 * Once per run, on PostgreSQL when the run has it (CI: the server starts in seconds there), else on
 * PGlite, whose first start in a new data dir is slower (initdb in WASM).
 */
const runsHere = process.env.DATABASE_URL ? testDbKind() === 'pg' : testDbKind() === 'pglite';

// Builds the server as `npm run build` does and runs the bundle the way production does, in a copy of
// the deployment where only production packages exist, on an empty database it migrates itself.
describe.skipIf(!runsHere)(`the compiled server (${testDbKind()})`, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'qilin-compiled-'));
  const output: string[] = [];
  let db: TestDb | undefined;
  let server: ChildProcess | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    const appDir = path.join(root, 'apps/server');
    execFileSync(process.execPath, ['build.mjs', '--outdir', path.join(appDir, 'dist')], { cwd: SERVER_DIR });
    copyFileSync(path.join(SERVER_DIR, 'package.json'), path.join(appDir, 'package.json'));
    productionNodeModules(root);
    // A built client where the deployment keeps it (apps/web/dist beside apps/server).
    mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'apps/web/dist/index.html'),
      '<html><head><title>Qilin</title></head></html>',
    );
    db = testDbKind() === 'pg' ? await createTestDb({ migrate: false }) : undefined;
    server = spawn(process.execPath, [path.join(appDir, 'dist/server.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        TZ: 'Asia/Shanghai',
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'data'),
        LOG_LEVEL: 'info',
        ADMIN_TOKEN: 'compiled-server-admin-token',
        DATA_KEY,
        DRAW_SECRET_KEY: '4d'.repeat(32),
        BEACON_LOCAL: '1',
        DRAW_SCHEDULER: '0',
        ...(db?.databaseUrl && { DATABASE_URL: db.databaseUrl }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    baseUrl = await listeningAddress(server, output);
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server?.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('runs from dist with production packages only: migrates, answers health, serves the client', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, result: { status: 'ok' } });
    // Every migration was found beside the bundle, and production seeded no demo members.
    const ready = output
      .join('')
      .split('\n')
      .filter((line) => line.includes('"database ready"'))
      .map((line) => JSON.parse(line) as { migrations: string[]; seeds: unknown[] });
    expect(ready[0]?.migrations).toEqual(readMigrations().map((m) => m.name));
    expect(ready[0]?.seeds).toEqual([]);
    const page = await (await fetch(`${baseUrl}/home/hall`)).text();
    expect(page).toContain(`<meta name="${DATA_KEY_META}" content="${DATA_KEY}">`);
  });
});
