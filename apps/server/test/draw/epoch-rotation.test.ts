import { verifyAgainstTerminal } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnnouncedEpoch,
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
  epochNotice,
} from '../../src/modules/draw';
import { buildTestApp, type TestApp } from '../helpers';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

const MIN = 60_000;

describe(`chain epochs: announced ahead, then the handover (${testDbKind()})`, () => {
  let t: TestDb;
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  const announced: AnnouncedEpoch[] = [];
  let scheduler: DrawScheduler;
  let service: DrawService;

  beforeAll(async () => {
    t = await createTestDb();
    scheduler = new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Ffc'] }),
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      // Six links a chain; the next is announced when a minute (one link) is left.
      chainLength: 6,
      announceAheadMs: MIN,
      onEpochAnnounced: async (e) => {
        announced.push(e);
      },
    });
    service = new DrawService(t.db, clock.now, scheduler);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the first epoch as active and announces the next only near the end of the chain', async () => {
    await scheduler.tick(); // issues 1–3 of epoch 1
    let { list } = await service.epochs('Ffc');
    expect(list).toEqual([
      expect.objectContaining({ epoch: 1, state: 'active', firstIssue: '20260301-0601' }),
    ]);
    expect(announced.map((e) => e.epoch)).toEqual([1]);
    clock.advance(2 * MIN);
    await scheduler.tick(); // links 4 and 5 handed out: one link left, within the notice
    ({ list } = await service.epochs('Ffc'));
    expect(list.map((e) => [e.epoch, e.state, e.firstIssue])).toEqual([
      [1, 'active', '20260301-0601'],
      [2, 'announced', null],
    ]);
    expect(list[1]?.announcedAt).toBe(clock.ms);
    expect(announced.map((e) => e.epoch)).toEqual([1, 2]);
    expect(epochNotice(announced[1] as AnnouncedEpoch, '分分彩').content).toContain(list[1]?.terminalHash);
  });

  it('hands over to the announced epoch: the same terminal hash commits its first issue', async () => {
    const before = (await service.epochs('Ffc')).list[1];
    clock.advance(3 * MIN);
    await scheduler.tick();
    const { list } = await service.epochs('Ffc');
    expect(list.map((e) => [e.epoch, e.state])).toEqual([
      [1, 'retired'],
      [2, 'active'],
    ]);
    expect(list[1]).toMatchObject({ terminalHash: before?.terminalHash, announcedAt: before?.announcedAt });
    const first = await service.issue('Ffc', list[1]?.firstIssue ?? '');
    expect(first).toMatchObject({ chainEpoch: 2, chainIndex: 1, terminalHash: before?.terminalHash });
    expect(list[1]?.activeFrom).toBe(first?.openAt);
    // Announced before the handover by the notice period.
    expect((list[1]?.activeFrom ?? 0) - (list[1]?.announcedAt ?? 0)).toBeGreaterThanOrEqual(MIN);
    clock.set((first?.drawAt ?? 0) + 1);
    await scheduler.tick();
    const drawn = await service.issue('Ffc', first?.issue ?? '');
    expect(verifyAgainstTerminal(drawn?.seed ?? '', before?.terminalHash ?? '', 1)).toBe(true);
    expect(announced.map((e) => e.epoch)).toEqual([1, 2]); // epoch 3 is not due yet
  });

  it('keeps the epoch list append-only: an announced epoch can be neither changed nor withdrawn', async () => {
    await expect(
      sql`update draw_epochs set terminal_hash = 'x' where epoch = 2`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from draw_epochs where epoch = 1`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe(`GET /api/lottery/epochs (${testDbKind()})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers guests with the epochs and the beacon, and refuses bad input readably', async () => {
    await app.call('/api/guest/lottery/sale/issue?game_id=Ffc');
    const r = await app.call('/api/lottery/epochs?game_id=Ffc');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      result: {
        gameCode: 'Ffc',
        beacon: { source: 'local', independent: false, periodSec: 1 },
        list: [
          {
            epoch: 1,
            state: 'active',
            chainLength: 20_000,
            terminalHash: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        ],
      },
    });
    const bad = await app.call('/api/lottery/epochs?game_id=NoSuchGame');
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ success: false, error_message: expect.any(String) });
    const missing = await app.call('/api/lottery/epochs');
    expect(missing.status).toBe(400);
  });
});
