import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';
import { LongestFirstSequencer } from './vitest.sequencer.ts';

// Each workspace owns its vitest.config.ts; the server's defines one project per database
// (PGlite always, PostgreSQL when DATABASE_URL is set) so every server test runs on both.
// Vitest does not expand nested project lists, so the server's projects are imported here.
//
// maxWorkers: vitest's default is cores − 1, a single worker on the 2-core CI machine, and most
// server files spend much of their time waiting on PostgreSQL, child servers or sleeps; three
// workers keep both cores busy. VITEST_MAX_WORKERS overrides it.
export default defineConfig({
  test: {
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      'packages/domain',
      'packages/contract',
      ...serverProjects(),
      'apps/web',
      'apps/admin',
      'bench',
    ],
  },
});
