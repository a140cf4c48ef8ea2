import type { BetItem } from '@qilin/contract';
import { findGameFamily, type Pc28Result } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/events';
import { BetService, BetSettler } from '../../src/modules/bet';
import { ChaseService } from '../../src/modules/chase';
import { DRAW_ALGORITHM, DrawScheduler, DrawService, drawGamesFromCatalogue } from '../../src/modules/draw';
import { RoomConfigService } from '../../src/modules/game/room-config.service';
import { balances, fund } from '../bet/bet-kit';
import { FakeClock } from '../draw/fake-clock';
import { buildMember, createTestDb, type TestDb, testAudit, testDbKind } from '../helpers';

const entries = findGameFamily('Tradition28')?.playGroups.credit.flatMap((g) => g.entries) ?? [];
const item = (playId: string, amountFen = 1_000): BetItem => ({
  playId,
  amountFen,
  odds: entries.find((e) => e.playId === playId)?.odds ?? '',
});

/** Every issue draws 4+4+5 = 13: the 13/14 rules decide every 大小单双 and combo bet below. */
const thirteen: Pc28Result = { game: 'pc28', source: 'direct', digits: [4, 4, 5], sum: 13 };

/**
 * A 28 room's 13/14 settings travel with the bet: it settles with the room's rules at bet time, even
 * when the operator changes them before the draw, and 回本 on a hedge refunds a hedged member's win.
 */
describe(`28 room rules at settlement (${testDbKind()})`, () => {
  let t: TestDb;
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  let rooms: RoomConfigService;
  let bets: BetService;
  let scheduler: DrawScheduler;
  let draws: DrawService;
  beforeAll(async () => {
    t = await createTestDb();
    scheduler = new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Tradition28'] }),
      now: clock.now,
      drawResult: () => thirteen,
      algorithm: DRAW_ALGORITHM,
      chainLength: 50,
    });
    draws = new DrawService(t.db, clock.now, scheduler);
    rooms = new RoomConfigService(t.db, clock.now);
    bets = new BetService(t.db, draws, clock.now, rooms);
    const chases = new ChaseService(t.db, draws, bets, clock.now);
    scheduler.setSettler(new BetSettler(clock.now, new EventBus(), chases.afterIssueSettled));
    await scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  async function member(fen = 100_000) {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, fen);
    return m.id;
  }
  const place = (memberId: number, roomId: string, items: BetItem[]) =>
    bets.place(memberId, { gameCode: 'Tradition28', roomId, items });

  it('settles each bet with the room rules it was placed under', async () => {
    await rooms.set('Tradition28', '3', { rules: { dxds1314Odds: '1.8' } }, testAudit);
    const a = await member();
    const first = await place(a, '3', [item('small')]);
    // The operator lowers room 3 after A's bet and before the draw: B bets under the new rule.
    await rooms.set('Tradition28', '3', { rules: { dxds1314Odds: '1.5', combo1314Odds: '2' } }, testAudit);
    const b = await member();
    await place(b, '3', [item('small'), item('small-odd')]);
    const c = await member();
    await place(c, '1', [item('small'), item('small-odd')]); // no row: game default 1.6, combos refund

    // 回本 on a hedge in room 4: D holds both 大 and 小; E holds only 小.
    await rooms.set('Tradition28', '4', { rules: { hedged1314Refund: true } }, testAudit);
    const d = await member();
    await place(d, '4', [item('big'), item('small')]);
    const e = await member();
    await place(e, '4', [item('small')]);

    const stored = await t.db
      .selectFrom('bets')
      .select(['member_id', 'rules'])
      .where('member_id', 'in', [a, c])
      .execute();
    expect(stored.find((r) => r.member_id === a)?.rules).toMatchObject({ dxds1314Odds: '1.8' });
    expect(stored.filter((r) => r.member_id === c).every((r) => r.rules === null)).toBe(true);

    const issue = await draws.issue('Tradition28', first.issue);
    clock.set((issue?.drawAt ?? 0) + 1);
    await scheduler.tick();
    const won = async (id: number) => (await balances(t.db, id)).balanceFen - 100_000;
    expect(await won(a)).toBe(-1_000 + 1_800); // 1.8 at bet time, not the later 1.5
    expect(await won(b)).toBe(-2_000 + 1_500 + 2_000); // 小 at 1.5, 小单 at the room's combo 2
    expect(await won(c)).toBe(-2_000 + 1_600 + 1_000); // defaults: 小 1.6, 小单 stake back
    expect(await won(d)).toBe(-2_000 + 1_000); // hedged: 小 returns the stake, 大 loses
    expect(await won(e)).toBe(-1_000 + 1_600); // not hedged: the room's 13/14 odds
    for (const id of [a, b, c, d, e]) expect(await balances(t.db, id)).toMatchObject({ heldFen: 0 });
  });

  it('a chase placed in a room carries its rules to every issue', async () => {
    await rooms.set('Tradition28', '8', { rules: { dxds1314Odds: '1.7' } }, testAudit);
    const f = await member();
    const chases = new ChaseService(t.db, draws, bets, clock.now);
    const { orders } = await chases.follow(f, {
      gameCode: 'Tradition28',
      roomId: '8',
      items: [item('odd')],
      times: 2,
      multiple: 1,
      isWinStop: false,
    });
    const rules = await t.db.selectFrom('bets').select('rules').where('member_id', '=', f).execute();
    expect(rules).toHaveLength(2);
    expect(rules.every((r) => (r.rules as { dxds1314Odds?: string }).dxds1314Odds === '1.7')).toBe(true);
    const last = await draws.issue('Tradition28', orders[1]?.issue ?? '');
    clock.set((last?.drawAt ?? 0) + 1);
    await scheduler.tick();
    expect((await balances(t.db, f)).balanceFen - 100_000).toBe(2 * (-1_000 + 1_700));
  });
});
