import { drawResultFor, GAME_FAMILIES, verifyAgainstTerminal, verifyChainLink } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AfterCommit,
  commitmentOf,
  DRAW_ALGORITHM,
  DrawLease,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
  type IssueSettler,
} from '../../src/modules/draw';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

class CountingSettler implements IssueSettler {
  settled = new Map<number, number>();
  refunded: string[] = [];
  async settleIssue(_trx: unknown, issue: { id: number }): Promise<{ more: boolean }> {
    this.settled.set(issue.id, (this.settled.get(issue.id) ?? 0) + 1);
    return { more: false };
  }
  async refundIssue(_trx: unknown, issue: { issue: string }): Promise<AfterCommit | undefined> {
    this.refunded.push(issue.issue);
    return undefined;
  }
}

describe(`draw scheduler (${testDbKind()})`, () => {
  let t: TestDb;
  // 10:00:05 Asia/Shanghai: inside issue 0601 of a 60 s game.
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  const settler = new CountingSettler();
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
      chainLength: 4,
      settler,
    });
    service = new DrawService(t.db, clock.now, scheduler);
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens the current issue and two ahead, each committed to before it sells', async () => {
    const report = await scheduler.tick();
    expect(report).toMatchObject({ leader: true, opened: 3, drawn: 0 });
    const current = await service.currentIssue('Ffc');
    expect(current).toMatchObject({ issue: '20260301-0601', state: 'OPEN', seed: null, result: null });
    expect(current?.closeAt).toBe(new Date('2026-03-01T10:00:50+08:00').getTime());
    // The first link of an epoch is committed to by the published terminal hash.
    expect(current?.commitment).toBe(current?.terminalHash);
  });

  it('closes at the close offset, draws at the draw time from the committed seed, settles once', async () => {
    clock.set(new Date('2026-03-01T10:00:50+08:00'));
    expect((await scheduler.tick()).closed).toBe(1);
    expect((await service.issue('Ffc', '20260301-0601'))?.state).toBe('CLOSED');
    clock.set(new Date('2026-03-01T10:01:00+08:00'));
    const report = await scheduler.tick();
    expect(report).toMatchObject({ drawn: 1, settled: 1 });
    const drawn = await service.issue('Ffc', '20260301-0601');
    expect(drawn?.state).toBe('SETTLED');
    // Provably fair: recompute from the revealed seed with the domain and check both chain links.
    expect(drawn?.result).toEqual(drawResultFor('Ffc', drawn?.seed ?? '', '20260301-0601'));
    expect(verifyChainLink(drawn?.seed ?? '', drawn?.commitment ?? '')).toBe(true);
    expect(verifyAgainstTerminal(drawn?.seed ?? '', drawn?.terminalHash ?? '', drawn?.chainIndex ?? -1)).toBe(
      true,
    );
    const next = await service.issue('Ffc', '20260301-0602');
    expect(next?.commitment).toBe(drawn?.seed);
    expect(next?.seed).toBeNull();
    // A second settlement pass finds nothing to do.
    const id = [...settler.settled.keys()][0] ?? 0;
    expect(await scheduler.settleIssue(id)).toBe(0);
    expect(settler.settled.get(id)).toBe(1);
  });

  it('starts a new chain epoch with a new terminal hash when the chain is used up', async () => {
    clock.set(new Date('2026-03-01T10:03:00+08:00'));
    await scheduler.tick();
    const views = await service.history('Ffc', 10);
    const fourth = await service.issue('Ffc', '20260301-0604');
    const fifth = await service.issue('Ffc', '20260301-0605');
    expect(fourth?.chainEpoch).toBe(1);
    expect(fifth).toMatchObject({ chainEpoch: 2, chainIndex: 1 });
    expect(fifth?.commitment).toBe(fifth?.terminalHash);
    expect(fifth?.terminalHash).not.toBe(fourth?.terminalHash);
    expect(views.map((v) => v.issue)).toEqual(['20260301-0603', '20260301-0602', '20260301-0601']);
  });

  it('draws missed issues on restart and never opens the windows nobody could bet on', async () => {
    // Down for an hour: the issues that existed are drawn late from their committed seeds.
    clock.set(new Date('2026-03-01T11:03:30+08:00'));
    const report = await scheduler.tick();
    expect(report.drawn).toBe(3); // 0604–0606 were opened at 10:03
    expect((await service.issue('Ffc', '20260301-0605'))?.state).toBe('SETTLED');
    expect(await service.issue('Ffc', '20260301-0630')).toBeNull();
    expect((await service.currentIssue('Ffc'))?.issue).toBe('20260301-0664');
  });

  it('voids and refunds an issue whose seed no longer matches its commitment', async () => {
    await t.db
      .updateTable('draw_issues')
      .set({ commitment: commitmentOf('00'.repeat(32)) })
      .where('issue', '=', '20260301-0664')
      .execute();
    clock.set(new Date('2026-03-01T11:04:00+08:00'));
    const report = await scheduler.tick();
    expect(report.voided).toBe(1);
    expect(settler.refunded).toEqual(['20260301-0664']);
    expect(await service.issue('Ffc', '20260301-0664')).toMatchObject({ state: 'VOID' });
  });

  it('lets exactly one of two schedulers act while its lease is valid', async () => {
    const other = new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Ffc'] }),
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      lease: new DrawLease(t.db),
    });
    expect((await other.tick()).leader).toBe(false);
    clock.advance(16_000);
    expect((await other.tick()).leader).toBe(true);
    expect((await scheduler.tick()).leader).toBe(false);
  });
});

describe(`every catalogue game through one issue (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws each self-drawn family with the domain and keeps its result verifiable', async () => {
    const clock = new FakeClock('2026-03-01T10:00:05+08:00');
    const games = drawGamesFromCatalogue({ periodSec: 15 });
    const scheduler = new DrawScheduler({
      db: t.db,
      games,
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      chainLength: 50,
    });
    const service = new DrawService(t.db, clock.now, scheduler);
    await scheduler.tick();
    clock.advance(15_000);
    await scheduler.tick();
    const selfDrawn = GAME_FAMILIES.filter((f) => f.classType !== 3).map((f) => f.code);
    expect(games.map((g) => g.code).sort()).toEqual([...selfDrawn].sort());
    for (const code of selfDrawn) {
      const [last] = await service.history(code, 1);
      expect(last?.state, code).toBe('SETTLED');
      expect(last?.result).toEqual(drawResultFor(code, last?.seed ?? '', last?.issue ?? ''));
    }
  });
});
