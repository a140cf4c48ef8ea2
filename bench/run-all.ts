/**
 * `npm run bench`: every figure of issue 6 as a ratio against a baseline measured in this run, compared
 * with its target (PASS/MISS and by how much), then bench/out/summary.{json,md}.
 * `BENCH_ONLY=id,id` runs a subset; `BENCH_SCALE=smoke` runs the tiny sizes the unit smoke uses.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { betPlacementPg, hotWallet, pgliteVsPg } from './benches/bets';
import { bundleSize } from './benches/bundle-size';
import { cachedGet } from './benches/cached-get';
import { chat } from './benches/chat';
import { fanout } from './benches/fanout';
import { lighthouseHall } from './benches/lighthouse';
import { load } from './benches/load';
import { members } from './benches/members';
import { settlement } from './benches/settlement';
import { BENCH_OUT } from './lib/bundle';
import { describe, type Figure, markdownTable, verdict } from './lib/report';
import type { Scale } from './lib/scale';

export const BENCHES: { id: string; run: (s: Scale) => Promise<Figure[]> }[] = [
  { id: 'bundle', run: bundleSize },
  { id: 'lighthouse', run: lighthouseHall },
  { id: 'bets', run: betPlacementPg },
  { id: 'hot-wallet', run: hotWallet },
  { id: 'settlement', run: settlement },
  { id: 'fanout', run: fanout },
  { id: 'cached-get', run: cachedGet },
  { id: 'pglite', run: pgliteVsPg },
  { id: 'load', run: async (s) => (await load(s)).figures },
  { id: 'members', run: members },
  { id: 'chat', run: chat },
];

export function machine() {
  const cpu = os.cpus()[0];
  return {
    cpus: os.cpus().length,
    cpuModel: cpu?.model ?? 'unknown',
    memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

async function main() {
  const scale = (process.env.BENCH_SCALE === 'smoke' ? 'smoke' : 'full') as Scale;
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const started = Date.now();
  const figures: Figure[] = [];
  const timings: Record<string, number> = {};
  for (const b of BENCHES) {
    if (only && !only.includes(b.id)) continue;
    const t = Date.now();
    console.log(`\n▶ ${b.id}`);
    try {
      const out = await b.run(scale);
      for (const f of out) console.log(`  ${describe(f)}`);
      figures.push(...out);
    } catch (err) {
      const reason = `failed: ${err instanceof Error ? err.message : String(err)}`;
      console.log(`  SKIP  ${b.id}: ${reason}`);
      figures.push({ id: b.id, name: b.id, value: Number.NaN, unit: '', skipped: reason });
    }
    timings[b.id] = Date.now() - t;
    console.log(`  (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }
  const summary = {
    at: new Date().toISOString(),
    scale,
    machine: machine(),
    seconds: (Date.now() - started) / 1000,
    timings,
    figures: figures.map((f) => ({ ...f, verdict: verdict(f) })),
  };
  mkdirSync(BENCH_OUT, { recursive: true });
  writeFileSync(path.join(BENCH_OUT, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const m = summary.machine;
  const md = [
    `# Bench run ${summary.at} (${scale})`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, ${m.platform}. Took ${summary.seconds.toFixed(0)} s.`,
    '',
    markdownTable(figures),
    '',
  ].join('\n');
  writeFileSync(path.join(BENCH_OUT, 'summary.md'), md);
  const misses = figures.filter((f) => verdict(f).status === 'MISS');
  console.log(
    `\n${figures.length} figures, ${misses.length} missed; summary in ${path.relative(process.cwd(), BENCH_OUT)}/summary.{json,md}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
