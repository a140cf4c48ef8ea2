import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRAW_ALGORITHM_V2, GAME_FAMILIES } from '@qilin/domain';
import { build } from 'esbuild';
import { ok } from './support/api';

// issue 13: a draw of every self-drawn family under v2, salted by the (local) beacon, verifies in the
// browser from what the server publishes: chain link, terminal hash, BLS signature of the round,
// randomness = SHA256(signature), and the result recomputed with that salt.
const root = fileURLToPath(new URL('../..', import.meta.url));
const codes = GAME_FAMILIES.filter((f) => f.classType !== 3 && f.gameType !== 'red-packet').map(
  (f) => f.code,
);

type Sale = { issue: string; drawAt: number; beacon?: { source: string; independent: boolean } };
type View = { state: string; algorithm: string; beacon: { source: string; independent: boolean } | null };

// Injects its bundle as an inline script, which the server's CSP rightly refuses elsewhere.
test.use({ bypassCSP: true });

test('every family draws under v2 with the local beacon and verifies in the browser', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Ask each game for its issue on sale (opening it), then wait until every one has been drawn.
  const sales = new Map<string, Sale>();
  for (const code of codes)
    sales.set(code, await ok<Sale>(request, `/api/guest/lottery/sale/issue?game_id=${code}`));
  for (const [code, sale] of sales)
    expect(sale.beacon, code).toMatchObject({ source: 'local', independent: false });
  const views: unknown[] = [];
  for (const [code, sale] of sales) {
    await expect
      .poll(
        async () =>
          (await ok<View>(request, `/api/guest/lottery/issue?game_id=${code}&issue=${sale.issue}`)).state,
        { timeout: 60_000, intervals: [1000] },
      )
      .toMatch(/DRAWN|SETTLED/);
    const view = await ok<View>(request, `/api/guest/lottery/issue?game_id=${code}&issue=${sale.issue}`);
    expect(view.algorithm, code).toBe(DRAW_ALGORITHM_V2);
    views.push(view);
  }

  const bundle = await build({
    entryPoints: [`${root}/e2e/golden/fairness-entry.ts`],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  await page.goto('/api/health');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const checks = await page.evaluate(
    (vs) =>
      vs.map((v) =>
        (globalThis as unknown as { qilinFairness: { verify(x: unknown): unknown } }).qilinFairness.verify(v),
      ),
    views,
  );
  expect(checks).toEqual(
    codes.map((game) => ({
      game,
      algorithm: DRAW_ALGORITHM_V2,
      chain: true,
      terminal: true,
      signature: true,
      randomness: true,
      result: true,
    })),
  );
});
