import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../app';
import { createDb, migrate } from '../db';
import { loadEnv } from '../env';

/** Where `npm run openapi` writes the document, relative to the repository root. */
const OUT = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

/**
 * `npm run openapi -w @qilin/server`: builds the app on an in-memory database (no Redis, no draw
 * timer, nothing written to DATA_DIR: hence the test mode) with API docs on and writes the OpenAPI
 * document its route schemas describe.
 */
async function main() {
  const env = loadEnv({
    NODE_ENV: 'test',
    API_DOCS: '1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    DRAW_SCHEDULER: '0',
    WEB_DIST: '/nonexistent-qilin-web-dist',
  });
  const db = await createDb({ dataDir: 'memory://' });
  await migrate(db.db);
  const app = await buildServer({ env, db, closeDbWithApp: true });
  try {
    await app.ready();
    await mkdir(path.dirname(OUT), { recursive: true });
    await writeFile(OUT, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    process.stdout.write(`wrote ${path.relative(process.cwd(), OUT)}\n`);
  } finally {
    await app.close();
  }
}

await main();
