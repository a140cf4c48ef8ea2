import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One id per vitest run, shared by every worker: the fuzz shards of a project claim their jobs from
 * one queue under it (test/reliability/fuzz-kit.ts#claimer).
 */
const RUN = process.env.QILIN_TEST_RUN ?? `${Date.now().toString(36)}-${process.pid}`;

/**
 * Every server test runs once per database: on embedded PGlite always, and on PostgreSQL when
 * DATABASE_URL is set (CI sets it). Vitest 4.1 does not expand projects nested in a referenced
 * config, so the root config imports this list directly.
 *
 * `isolate: false`: a worker runs file after file in one module graph instead of a fresh process
 * per file, which halves the project's time (each file paid ~2 s importing the server and ~1 s
 * compiling PGlite). Files therefore must not leave global state behind: each builds its own app
 * and database and closes them (helpers/), nothing patches process.env or module exports.
 */
export function serverProjects(): TestProjectInlineConfiguration[] {
  const project = (name: string, db: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
    test: {
      name,
      root,
      include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { QILIN_TEST_DB: db, QILIN_TEST_RUN: RUN, TZ: 'Asia/Shanghai' },
    },
  });
  const projects = [project('server-pglite', 'pglite')];
  if (process.env.DATABASE_URL) projects.push(project('server-pg', 'pg'));
  return projects;
}

export default defineConfig({ test: { projects: serverProjects() } });
