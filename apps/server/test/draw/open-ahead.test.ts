import { drawResultFor, verifyAgainstTerminal, verifyChainLink } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitmentOf,
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
  seedAt,
} from '../../src/modules/draw';
import { seedsAt } from '../../src/modules/draw/chain-links';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

describe('seedsAt', () => {
  it('walks a range of links once and gives what seedAt gives per index', () => {
    const secret = 'ef'.repeat(32);
    expect(seedsAt(secret, 12, 3, 9)).toEqual([3, 4, 5, 6, 7, 8, 9].map((i) => seedAt(secret, 12, i)));
    expect(seedsAt(secret, 12, 12, 12)).toEqual([seedAt(secret, 12, 12)]);
    expect(() => seedsAt(secret, 12, 0, 3)).toThrow(RangeError);
    expect(() => seedsAt(secret, 12, 5, 4)).toThrow(RangeError);
    expect(() => seedsAt(secret, 12, 5, 13)).toThrow(RangeError);
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
    // Draw them all: each revealed seed hashes to its commitment and back to its epoch's terminal hash.
    clock.set((run[29]?.drawAt ?? 0) + 1);
    await service.scheduler.tick();
    for (const issue of run) {
      const drawn = await service.issue('Ffc', issue.issue);
      expect(drawn?.state).toBe('SETTLED'); // no settler here: drawn, then nothing to settle
      const seed = drawn?.seed ?? '';
      expect(commitmentOf(seed)).toBe(issue.commitment);
      expect(verifyChainLink(seed, issue.commitment)).toBe(true);
      expect(verifyAgainstTerminal(seed, issue.terminalHash, issue.chainIndex)).toBe(true);
      expect(drawn?.result).toEqual(drawResultFor('Ffc', seed, issue.issue));
    }
  });
});
