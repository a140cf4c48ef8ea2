import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_OUT, buildBaseline, measureHall } from '../lib/bundle';
import { webBuiltOnce } from './web-dist';

/** Issue 6 "Budgets in CI": a regression guard; `npm run bench` tracks the real 1.2× target. */
const INITIAL_BUDGET_RATIO = 1.6;
const LAZY_CHUNK_BUDGET_BYTES = 60 * 1024;

describe('bundle budget', () => {
  it('keeps the hall route initial JS within 1.6× the baseline build and every lazy chunk ≤ 60 KB gzip', async () => {
    webBuiltOnce();
    const hall = measureHall();
    // Its own folder: the bundle smoke (smoke-web.test.ts) builds the same baseline at the same time.
    const baseline = await buildBaseline(path.join(BENCH_OUT, 'baseline-app-budget'));
    const ratio = hall.initialGzip / baseline;
    const top = [...hall.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    console.log(
      `hall initial JS ${(hall.initialGzip / 1024).toFixed(1)} KB gzip vs baseline ${(baseline / 1024).toFixed(1)} KB = ${ratio.toFixed(2)}× (budget ${INITIAL_BUDGET_RATIO}×); largest: ${top.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    expect(hall.files.length).toBeGreaterThan(0);
    // A first load smaller than half a bare React + antd build means the entry was not found (the boot
    // loader once hid it from the measurement and the ratio read 0.004×).
    expect(ratio, 'hall initial JS ÷ baseline is implausibly small').toBeGreaterThan(0.5);
    const overBudget = hall.lazyChunks.filter((c) => c.gzip > LAZY_CHUNK_BUDGET_BYTES);
    expect(overBudget, 'lazy route chunks over 60 KB gzip').toEqual([]);
    expect(ratio, 'hall initial JS ÷ baseline').toBeLessThanOrEqual(INITIAL_BUDGET_RATIO);
  });
});
