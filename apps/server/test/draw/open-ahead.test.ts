import { drawResultFor, verifyAgainstTerminal, verifyChainLink } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChainVault,
  commitmentOf,
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
  seedAt,
} from '../../src/modules/draw';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

describe('ChainVault.seedAt', () => {
  it('gives what the plain walk gives at every index, across checkpoint boundaries', () => {
    const secret = Buffer.from('5a'.repeat(32), 'hex');
    const vault = new ChainVault();
    for (const i of [1, 2, 255, 256, 257, 511, 512, 600, 700])
      expect(
        vault.seedAt(1, () => secret, 700, i),
        `s_${i}`,
      ).toBe(seedAt(secret.toString('hex'), 700, i));
    expect(() => vault.seedAt(1, () => secret, 700, 0)).toThrow(RangeError);
    expect(() => vault.seedAt(1, () => secret, 700, 701)).toThrow(RangeError);
  });
});

describe(`opening a long run of issues at once (${testDbKind()})`, () => {
  let t: TestDb;
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  let service: DrawService;

  beforeAll(async () => {
    t = await createTestDb();
    const scheduler = new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Ffc'], periodSec: 15, closeSec: 5 }),
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      // 30 issues across three epochs: the batch seeds must restart at each new secret.
      chainLength: 13,
    });
    service = new DrawService(t.db, clock.now, scheduler);
  });
  afterAll(async () => {
    await t.close();
  });

  it('commits every issue of the run to its own chain link, across epochs', async () => {
    const run = await service.upcoming('Ffc', 30);
    expect(run).toHaveLength(30);
    // The 15 s override numbers issues by the override, not by the catalogue's 60 s period.
    expect(run[0]?.issue).toBe('20260301-2401');
    expect(run[29]?.issue).toBe('20260301-2430');
    expect(new Set(run.map((i) => `${i.chainEpoch}:${i.chainIndex}`)).size).toBe(30);
    expect([...new Set(run.map((i) => i.chainEpoch))]).toEqual([1, 2, 3]);
    for (const [k, issue] of run.entries()) {
      const next = run[k + 1];
      if (next && next.chainEpoch === issue.chainEpoch) expect(next.chainIndex).toBe(issue.chainIndex + 1);
    }
    // Ahead of their predecessors' draws nothing is on sale and no commitment shows but the terminal
    // hashes (a later commitment would be an undrawn seed, game-rules A1).
    expect(run.map((i) => i.state)).toEqual(run.map((_, k) => (k === 0 ? 'OPEN' : 'PENDING')));
    for (const issue of run)
      expect(issue.commitment).toBe(issue.chainIndex === 1 ? issue.terminalHash : null);
    // Draw them all: each revealed seed hashes to its commitment and back to its epoch's terminal hash.
    clock.set((run[29]?.drawAt ?? 0) + 1);
    await service.scheduler.tick();
    let previousSeed = '';
    for (const issue of run) {
      const drawn = await service.issue('Ffc', issue.issue);
      expect(drawn?.state).toBe('SETTLED'); // no settler here: drawn, then nothing to settle
      const seed = drawn?.seed ?? '';
      const commitment = drawn?.commitment ?? '';
      expect(commitment).toBe(issue.chainIndex === 1 ? issue.terminalHash : previousSeed);
      expect(commitmentOf(seed)).toBe(commitment);
      expect(verifyChainLink(seed, commitment)).toBe(true);
      expect(verifyAgainstTerminal(seed, issue.terminalHash, issue.chainIndex)).toBe(true);
      expect(drawn?.result).toEqual(drawResultFor('Ffc', seed, issue.issue));
      previousSeed = seed;
    }
  });
});
