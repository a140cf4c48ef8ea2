import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';

// Each workspace owns its vitest.config.ts; the server's defines one project per database
// (PGlite always, PostgreSQL when DATABASE_URL is set) so every server test runs on both.
// Vitest does not expand nested project lists, so the server's projects are imported here.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', ...serverProjects(), 'apps/web', 'bench'],
  },
});
