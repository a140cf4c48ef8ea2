import { type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChaseQueries } from '../../src/modules/chase';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const item = (playId: string, amountFen: number): BetItem => ({
  playId,
  amountFen,
  odds: entries.find((e) => e.playId === playId)?.odds ?? '',
});

describe(`chase plans (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    // One bet per settlement transaction: the chunked path, stop-on-win included.
    kit = buildBetKit(t.db, ['Tradition28'], undefined, 1);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds every issue up front; stop-on-win cancels and refunds the rest after the first win', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000);
    // 大 and 小 together: one of them wins every issue (sums 0–13 small, 14–27 big).
    const { chaseId, orders } = await kit.chases.follow(member.id, {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('big', 100), item('small', 100)],
      times: 5,
      multiple: 3,
      isWinStop: true,
    });
    expect(orders.map((o) => o.totalFen)).toEqual([600, 600, 600, 600, 600]);
    expect(new Set(orders.map((o) => o.issue)).size).toBe(5);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 97_000, heldFen: 3_000 });

    const first = await kit.draws.issue('Tradition28', orders[0]?.issue ?? '');
    kit.clock.set((first?.drawAt ?? 0) + 1);
    await kit.scheduler.tick();
    const bets = await t.db
      .selectFrom('bets')
      .innerJoin('bet_orders', 'bet_orders.id', 'bets.order_id')
      .select(['bets.status', 'bets.payout_fen', 'bet_orders.issue'])
      .where('bet_orders.chase_id', '=', chaseId)
      .execute();
    const firstIssue = bets.filter((b) => b.issue === orders[0]?.issue);
    const paid = firstIssue.reduce((s, b) => s + b.payout_fen, 0);
    expect(firstIssue.some((b) => b.status === 'won')).toBe(true);
    expect(bets.filter((b) => b.issue !== orders[0]?.issue).every((b) => b.status === 'refunded')).toBe(true);
    // Only the first issue's 600 fen was staked; every later item came back in full.
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 100_000 - 600 + paid, heldFen: 0 });
    const [history] = await new ChaseQueries(t.db).history(member.id, 'Tradition28');
    expect(history).toMatchObject({ zhid: chaseId, status: 'stopped', done: 5 });
  });

  it('cancels a running chase (cancel follow) and refunds every item not yet closed', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const { chaseId } = await kit.chases.follow(member.id, {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('odd', 200)],
      times: 4,
      multiple: 1,
      isWinStop: false,
    });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_200, heldFen: 800 });
    expect(await kit.chases.cancel(member.id, chaseId)).toEqual({ refundFen: 800, cancelled: 4 });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    await expect(kit.chases.cancel(member.id, chaseId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers a retried chase with the first plan (same idempotency key): one set of holds', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const input = {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('even', 100)],
      times: 3,
      multiple: 2,
      isWinStop: false,
      idempotencyKey: 'chase-key-0001',
    };
    const first = await kit.chases.follow(member.id, input);
    const again = await kit.chases.follow(member.id, input);
    expect(again).toEqual(first);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_400, heldFen: 600 });
  });

  it('refuses a used idempotency key with a different body (409 41003), like every other money call', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const input = {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('even', 100)],
      times: 2,
      multiple: 1,
      isWinStop: false,
      idempotencyKey: 'chase-key-0002',
    };
    await kit.chases.follow(member.id, input);
    for (const changed of [
      { ...input, multiple: 5 },
      { ...input, times: 3 },
      { ...input, items: [item('odd', 100)] },
      { ...input, isWinStop: true },
    ]) {
      await expect(kit.chases.follow(member.id, changed)).rejects.toMatchObject({
        statusCode: 409,
        errorCode: ErrorCode.IdempotencyConflict,
      });
    }
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_800, heldFen: 200 });
  });
});
