import { describe, expect, it } from 'vitest';
import { pgAvailable } from '../lib/pg-admin';
import { verdict } from '../lib/report';
import { BENCHES } from '../run-all';

/**
 * Every benchmark at its smoke size so none can rot: each must run and produce numbers. Timings are
 * not asserted (they belong to `npm run bench`). The PostgreSQL ones need the server on loopback.
 */
const NEEDS_PG = new Set(['bets', 'hot-wallet', 'settlement', 'fanout', 'pglite', 'load']);
const pg = await pgAvailable();

describe('benchmark smokes', () => {
  for (const b of BENCHES) {
    it.skipIf(NEEDS_PG.has(b.id) && !pg)(`${b.id} runs and measures`, async () => {
      const figures = await b.run('smoke');
      expect(figures.length).toBeGreaterThan(0);
      const measured = figures.filter((f) => !f.skipped);
      expect(measured.length, `${b.id}: ${figures.map((f) => f.skipped).join('; ')}`).toBeGreaterThan(0);
      for (const f of measured) {
        expect(Number.isFinite(f.value), `${f.id} value`).toBe(true);
        if (f.baseline) expect(f.baseline.value, `${f.id} baseline`).toBeGreaterThan(0);
        expect(['PASS', 'MISS', 'INFO']).toContain(verdict(f).status);
      }
    });
  }
});
