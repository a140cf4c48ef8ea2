import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

// issue 3: the golden vectors checked in Node by packages/domain are recomputed here in Chromium.
const root = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(`${root}/${path}`, 'utf8'));

// The server's CSP (script-src 'self') rightly refuses inline scripts; this test injects its bundle
// as one, so it runs with CSP bypassed. The app's own pages keep the policy in every other spec.
test.use({ bypassCSP: true });

test('golden draw vectors recompute identically in the browser', async ({ page }) => {
  const bundle = await build({
    entryPoints: [`${root}/e2e/golden/browser-entry.ts`],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const rng = readJson('packages/domain/test/golden/rng.json');
  const draws = readJson('packages/domain/test/golden/draws.json') as {
    family: string;
    seedHex: string;
    issue: string;
    result: unknown;
  }[];
  expect(draws.length).toBeGreaterThan(20);

  await page.goto('/api/health');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const out = await page.evaluate(
    ([r, d]) => {
      const g = (globalThis as unknown as { qilinGolden: Record<string, (x: unknown) => unknown> })
        .qilinGolden;
      return { rng: g.recomputeRng!(r), draws: g.recomputeDraws!(d) };
    },
    [rng, draws.map(({ family, seedHex, issue }) => ({ family, seedHex, issue }))] as const,
  );

  const v = rng.vectors;
  expect(out.rng).toEqual({
    chain: rng.chain,
    terminalOk: true,
    rawWords: v.rawWords,
    ints: v.ints,
    ffc: v.ffc,
    jsk3: v.jsk3,
    syxw: v.syxw,
    pk10: v.pk10,
    keno: v.keno,
    markSix: v.markSix,
    cards: v.cards,
    deal: v.deal,
    redPacket: v.redPacket.amounts,
  });
  expect(out.draws).toEqual(draws.map((d) => d.result));
});
