import { beforeAll, describe, expect, it } from 'vitest';
import { pgAvailable } from '../lib/pg-admin';
import { verdict } from '../lib/report';
import { BENCHES } from '../run-all';
import { webBuiltOnce } from './web-dist';

/**
 * Every benchmark at its smoke size so none can rot: each must run and produce numbers. Timings are
 * not asserted (they belong to `npm run bench`). The smokes are split over a few files
 * (`smoke-<group>.test.ts`) so that vitest runs them beside the other suites instead of one
 * 100-second file at the end; `SMOKE_GROUPS` says which file runs which bench, and every file
 * checks that the groups together name every bench of run-all.ts exactly once.
 */
export const SMOKE_GROUPS = {
  web: ['bundle', 'lighthouse'],
  pg: ['bets', 'hot-wallet', 'settlement'],
  http: ['fanout', 'cached-get'],
  processes: ['pglite', 'load'],
  members: ['members', 'chat'],
} as const satisfies Record<string, readonly string[]>;

/** The PostgreSQL ones need the server on loopback. */
const NEEDS_PG = new Set(['bets', 'hot-wallet', 'settlement', 'fanout', 'pglite', 'load', 'members']);

export function describeSmokes(group: keyof typeof SMOKE_GROUPS) {
  describe(`benchmark smokes: ${group}`, async () => {
    const pg = await pgAvailable();
    // The budget test may be building apps/web/dist right now: wait for it rather than build twice.
    if (group === 'web') beforeAll(() => void webBuiltOnce(), 300_000);

    it('the smoke groups cover every benchmark exactly once', () => {
      const grouped = Object.values(SMOKE_GROUPS).flat();
      expect([...grouped].sort()).toEqual(BENCHES.map((b) => b.id).sort());
    });

    for (const id of SMOKE_GROUPS[group]) {
      const b = BENCHES.find((x) => x.id === id);
      it.skipIf(NEEDS_PG.has(id) && !pg)(`${id} runs and measures`, async () => {
        if (!b) throw new Error(`no benchmark ${id} in run-all.ts`);
        const figures = await b.run('smoke');
        expect(figures.length).toBeGreaterThan(0);
        const measured = figures.filter((f) => !f.skipped);
        expect(measured.length, `${id}: ${figures.map((f) => f.skipped).join('; ')}`).toBeGreaterThan(0);
        for (const f of measured) {
          expect(Number.isFinite(f.value), `${f.id} value`).toBe(true);
          if (f.baseline) expect(f.baseline.value, `${f.id} baseline`).toBeGreaterThan(0);
          expect(['PASS', 'MISS', 'INFO']).toContain(verdict(f).status);
        }
      });
    }
  });
}
