import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
}

/**
 * The guard of issue 16's "numbers that are not numbers": `z.coerce.number()` and `Number(…)` read
 * '0x10', ' 2 ', true and [2] as numbers. Wire values go through packages/contract's wireInt /
 * parseWireInt / wireTime instead. env.ts parses the operator's environment, not the wire.
 */
describe('no loose number parsing on the wire', () => {
  const wire = [
    ...sources('packages/contract/src'),
    ...sources('apps/server/src/modules'),
    ...sources('apps/server/src/plugins'),
  ];

  it('no z.coerce in the contract or the server modules', () => {
    const offenders = wire.filter((f) => /z\s*\.\s*coerce\b/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('no Number(…) in the files that read requests (routes, jobs, inputs, contract)', () => {
    const readsRequests = (f: string) =>
      f.startsWith('packages/contract/') || /\.(routes|jobs|input|admin-routes)\.ts$|routes?\.ts$/.test(f);
    const offenders = wire.filter((f) => {
      if (!readsRequests(f)) return false;
      // wire-number.ts converts text it has just checked against its canonical pattern.
      if (f.endsWith('wire-number.ts') || f.endsWith('wire-time.ts')) return false;
      return /(?<![.\w])Number\(/.test(readFileSync(path.join(root, f), 'utf8'));
    });
    expect(offenders).toEqual([]);
  });
});
