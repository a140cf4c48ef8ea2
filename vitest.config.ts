import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts; the server's defines one project per database
// (PGlite always, PostgreSQL when DATABASE_URL is set) so every server test runs on both.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web'],
  },
});
