import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAW_ALGORITHM,
  DrawScheduler,
  domainDrawResult,
  drawGamesFromCatalogue,
} from '../../src/modules/draw';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

// Two openers of a game that has no chain yet (a bet and the startup tick of a fresh server): only
// PostgreSQL runs them truly at once. Found by the crash suite as a 500 on the first bet.
describe.skipIf(testDbKind() !== 'pg')('first chain of a game opened by racing openers (pg)', () => {
  let t: TestDb;
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  const opener = () =>
    new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Ffc'] }),
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      chainLength: 50,
    });
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates one chain, hands out each link once, and neither opener fails', async () => {
    const openers = Array.from({ length: 6 }, opener);
    const opened = await Promise.all(openers.map((o) => o.openAhead('Ffc', 2)));
    expect(opened.reduce((a, b) => a + b, 0)).toBe(3);
    const chains = await t.db
      .selectFrom('draw_chains')
      .selectAll()
      .where('game_code', '=', 'Ffc')
      .orderBy('epoch')
      .execute();
    // 50 links last under a day: epoch 2 is announced at once (each epoch exactly once, racing or not).
    expect(chains.map((c) => [c.epoch, c.next_index])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    const epochs = await t.db.selectFrom('draw_epochs').select('epoch').orderBy('epoch').execute();
    expect(epochs.map((e) => e.epoch)).toEqual([1, 2]);
    const issues = await t.db
      .selectFrom('draw_issues')
      .select(['chain_index'])
      .where('game_code', '=', 'Ffc')
      .orderBy('draw_at')
      .execute();
    expect(issues.map((i) => i.chain_index)).toEqual([1, 2, 3]);
  });
});
