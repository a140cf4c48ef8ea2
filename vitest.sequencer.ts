import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first. `npm test` runs on 2 cores, and a long file that starts last decides when the
 * run ends; vitest's own order (by project name, then by file size when it has no timings from an
 * earlier run, as in CI's clean clone) started the 60 s crash suite and the fuzz shards late.
 * Seconds are rough (server-pg on the 2-core CI machine) and only order the queue: a file missing
 * here runs after these, in vitest's order. Files that mostly wait (the crash suite's restarts and
 * draws, the database faults' outages) go first so the CPU-bound ones fill the gaps.
 */
const SECONDS: [project: string, file: string, seconds: number][] = [
  ['server-pg', 'test/reliability/crash.test.ts', 90],
  ['server-pg', 'test/reliability/db-faults.test.ts', 80],
  // Mostly waits: process starts and the dead draw leader's 15 s lease.
  ['server-pg', 'test/deploy/topology.test.ts', 50],
  ['server-pg', 'test/reliability/fuzz-', 40],
  // Child processes: refused and retried start-ups, the CLI through npm and tsx, the compiled bundle.
  ['server-pglite', 'test/ops/startup.test.ts', 54],
  ['server-pglite', 'test/cli/reconcile-cli.test.ts', 30],
  ['server-pg', 'test/cli/reconcile-cli.test.ts', 25],
  ['server-pg', 'test/build/compiled-server.test.ts', 25],
  ['bench', 'test/smoke-web.test.ts', 35],
  ['bench', 'test/smoke-processes.test.ts', 30],
  ['web', 'src/app/routes/game/game-room.test.tsx', 23],
  ['bench', 'test/smoke-http.test.ts', 20],
  ['bench', 'test/smoke-pg.test.ts', 17],
  ['server-pg', 'test/ledger/cashier-model.test.ts', 17],
  ['bench', 'test/budget.test.ts', 15],
  ['server-pglite', 'test/reliability/fuzz-', 12],
  ['server-pglite', 'test/bet/bet-settlement-batch.test.ts', 13],
  ['server-pg', 'test/bet/bet-settlement-batch.test.ts', 11],
  ['server-pg', 'test/deploy/backup-restore.test.ts', 17],
  ['server-pglite', 'test/ledger/cashier-model.test.ts', 8],
  ['server-pglite', 'test/payment/deposit-flow.test.ts', 8],
];

function seconds(spec: TestSpecification): number {
  const file = spec.moduleId.replaceAll('\\', '/');
  const hit = SECONDS.find(([project, part]) => spec.project.name === project && file.includes(`/${part}`));
  return hit?.[2] ?? 0;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const rank = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort((a, b) => seconds(b) - seconds(a) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  }
}
