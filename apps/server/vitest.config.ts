import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every server test runs once per database: on embedded PGlite always, and on PostgreSQL when
 * DATABASE_URL is set (CI sets it). Vitest 4.1 does not expand projects nested in a referenced
 * config, so the root config imports this list directly.
 */
export function serverProjects(): TestProjectInlineConfiguration[] {
  const project = (name: string, db: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
    test: {
      name,
      root,
      include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { QILIN_TEST_DB: db, TZ: 'Asia/Shanghai' },
    },
  });
  const projects = [project('server-pglite', 'pglite')];
  if (process.env.DATABASE_URL) projects.push(project('server-pg', 'pg'));
  return projects;
}

export default defineConfig({ test: { projects: serverProjects() } });
