import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/db';
import { placeHold, reconcile } from '../../src/modules/ledger';
import { balances, buildBetKit, fund } from '../bet/bet-kit';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';

const GAME = 'Tradition28';
const UPGRADE = '0080_bets_carry_their_hold.sql';

/**
 * Upgrading a database whose bets were placed with a ledger hold each (before 0080): pending bets hand
 * their hold over to the bet row, the ledger still reconciles, and those bets cancel and settle through
 * the new register path with every fen where it belongs.
 */
describe(`migration 0080 on a database with bets (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ migrate: false });
    const files = readMigrations();
    await migrate(
      t.db,
      // The draw tables as today's scheduler writes them (later draw migrations touch no ledger or bet table),
      // and the trial columns today's member and ledger code read (0096 touches no bet or hold).
      files.filter((f) => f.name < UPGRADE || f.name.includes('_draw_') || f.name.includes('_trial_')),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves pending bet holds onto their bets; legacy bets then cancel and settle exactly', async () => {
    const kit = buildBetKit(t.db, [GAME], '2026-03-01T10:00:05+08:00');
    await kit.scheduler.tick(); // opens issues (draw tables are unchanged by 0080)
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const issue = await t.db
      .selectFrom('draw_issues')
      .select(['id', 'issue'])
      .where('game_code', '=', GAME)
      .where('state', '=', 'OPEN')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    const odds = findGameFamily(GAME)
      ?.playGroups.credit.flatMap((g) => g.entries)
      .find((e) => e.playId === 'big')?.odds;
    // Two legacy orders of one bet each, the way placement wrote them before 0080.
    const legacyOrder = async (stakeFen: number) =>
      t.db.transaction().execute(async (trx) => {
        const o = await sql<{
          id: number;
        }>`insert into bet_orders (member_id, game_code, room_id, issue_id, issue,
            total_fen, receipt, receipt_hash, placed_at)
          values (${member.id}, ${GAME}, '1', ${issue.id}, ${issue.issue}, ${stakeFen}, '{}', 'x', now())
          returning id`.execute(trx);
        const orderId = Number(o.rows[0]?.id);
        const { holdId } = await placeHold(trx, {
          memberId: member.id,
          amountFen: stakeFen,
          type: 'bet_stake',
          refType: 'bet_order',
          refId: String(orderId),
        });
        await sql`insert into bets (order_id, member_id, issue_id, play_id, name, selection, odds, stake_fen, hold_id)
          values (${orderId}, ${member.id}, ${issue.id}, 'big', '大', ${JSON.stringify({ playId: 'big' })},
            ${JSON.stringify(odds)}, ${stakeFen}, ${holdId})`.execute(trx);
        return { orderId, holdId };
      });
    const a = await legacyOrder(1_000);
    const b = await legacyOrder(2_000);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 7_000, heldFen: 3_000 });

    expect(
      await migrate(
        t.db,
        readMigrations().filter((f) => f.name <= UPGRADE),
      ),
    ).toEqual([UPGRADE]);
    const holds = await t.db
      .selectFrom('ledger_holds')
      .select(['id', 'status'])
      .where('id', 'in', [a.holdId, b.holdId])
      .orderBy('id')
      .execute();
    expect(holds.map((h) => h.status)).toEqual(['moved', 'moved']);
    const bets = await t.db
      .selectFrom('bets')
      .select(['held_fen', 'posted_fen', 'hold_id', sql<string>`encode(shape, 'hex')`.as('shape')])
      .orderBy('id')
      .execute();
    expect(bets.map((x) => [x.held_fen, x.posted_fen, x.hold_id])).toEqual([
      [1_000, 0, a.holdId],
      [2_000, 0, b.holdId],
    ]);
    expect(bets.every((x) => /^[0-9a-f]{64}$/.test(x.shape))).toBe(true);
    await migrate(t.db); // the later migrations, before the current code places a bet
    // The digest the migration wrote is the one placement writes for the same columns.
    const placed = await kit.bets.place(member.id, {
      gameCode: GAME,
      roomId: '1',
      items: [{ playId: 'big', amountFen: 1_000, odds: odds ?? '' }],
    });
    const shapes = await t.db
      .selectFrom('bets')
      .select(sql<string>`encode(shape, 'hex')`.as('shape'))
      .where('order_id', 'in', [a.orderId, placed.orderId])
      .execute();
    expect(new Set(shapes.map((s) => s.shape)).size).toBe(1);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });

    // A legacy bet cancels through the register path; the other settles with the new one.
    const cancelled = await kit.bets.cancel(member.id, GAME, a.orderId);
    expect(cancelled.refundFen).toBe(1_000);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 7_000, heldFen: 3_000 });
    const drawAt = await t.db
      .selectFrom('draw_issues')
      .select('draw_at')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    kit.clock.set(drawAt.draw_at.getTime() + 1);
    await kit.scheduler.tick();
    const settled = await t.db
      .selectFrom('bets')
      .select(['status', 'payout_fen', 'posted_fen'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(settled[0]?.status).toBe('cancelled');
    const wonFen = settled.slice(1).reduce((s, x) => s + x.payout_fen, 0);
    const postedFen = settled.slice(1).reduce((s, x) => s + x.posted_fen, 0);
    expect(postedFen).toBe(3_000);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 7_000 + wonFen, heldFen: 0 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});
