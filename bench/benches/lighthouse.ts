import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ServerProcess } from '../lib/app-process';
import { BENCH_OUT, ensureWebBuilt, WEB_DIST } from '../lib/bundle';
import type { Figure } from '../lib/report';
import type { Scale } from '../lib/scale';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const rows = (skipped?: string, m?: { perf: number; lcp: number; tbt: number; cls: number }): Figure[] => [
  {
    id: 'lh-perf',
    name: 'Lighthouse mobile: performance',
    value: m?.perf ?? Number.NaN,
    unit: 'score',
    target: { op: '>=', value: 98, of: 'value' },
    ...(skipped && { skipped }),
  },
  {
    id: 'lh-lcp',
    name: 'Lighthouse mobile: LCP',
    value: m?.lcp ?? Number.NaN,
    unit: 'ms',
    target: { op: '<=', value: 1800, of: 'value' },
    ...(skipped && { skipped }),
  },
  {
    id: 'lh-tbt',
    name: 'Lighthouse mobile: TBT',
    value: m?.tbt ?? Number.NaN,
    unit: 'ms',
    target: { op: '<=', value: 50, of: 'value' },
    ...(skipped && { skipped }),
  },
  {
    id: 'lh-cls',
    name: 'Lighthouse mobile: CLS',
    value: m?.cls ?? Number.NaN,
    unit: '',
    target: { op: '<=', value: 0.02, of: 'value' },
    ...(skipped && { skipped }),
  },
];

/** Figure 2: Lighthouse 12 (default = mobile preset, simulated throttling) on /home/hall served by the app. */
export async function lighthouseHall(_scale: Scale): Promise<Figure[]> {
  if (!existsSync(CHROME)) return rows(`lighthouse cannot run here: no Chromium at ${CHROME}`);
  ensureWebBuilt();
  const app = await ServerProcess.app({
    migrate: true,
    members: 0,
    fundFen: 0,
    scheduler: false,
    webDist: WEB_DIST,
  });
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(`http://127.0.0.1:${app.port}/home/hall`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) return rows('lighthouse returned no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // The whole report stays in bench/out for diagnosis (LCP element, long tasks, request chain).
    mkdirSync(BENCH_OUT, { recursive: true });
    writeFileSync(path.join(BENCH_OUT, 'lighthouse-hall.json'), JSON.stringify(lhr));
    if (lhr.runtimeError) return rows(`lighthouse runtime error: ${lhr.runtimeError.message}`);
    return rows(undefined, {
      perf: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  } catch (err) {
    return rows(`lighthouse could not run here: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await chrome.kill();
    await app.stop();
  }
}
