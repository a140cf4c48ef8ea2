import { BetErrorCode, type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { placementRepository } from '../../src/modules/bet/bet-placement.repository';
import { reconcile } from '../../src/modules/ledger';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const item = (game: string, amountFen: number): BetItem => {
  const entry = findGameFamily(game)?.playGroups.credit[0]?.entries[0];
  return {
    playId: entry?.playId ?? '',
    ...(entry?.position !== undefined && { position: entry.position }),
    amountFen,
    odds: entry?.odds ?? '',
  };
};

/**
 * Group commit per member (member-write.batcher.ts): a member's concurrent orders are written by fewer
 * statements than orders, each order still gets its own answer, transfer and bets, and every fen and
 * entry chain reconciles. Runs on both databases: the grouping is in the server, not in PostgreSQL.
 */
describe(`member group commit of bet orders (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Tradition28', 'Baccara']);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes 30 concurrent orders of one member in fewer statements, each with its receipt, transfer and bets', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000);
    await kit.bets.place(member.id, {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('Tradition28', 100)],
    });
    const spy = vi.spyOn(placementRepository, 'placeOrders');
    const games = ['Tradition28', 'Baccara'];
    const receipts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        kit.bets.place(member.id, {
          gameCode: games[i % 2] ?? '',
          roomId: '1',
          items: [item(games[i % 2] ?? '', 1_000 + i), item(games[i % 2] ?? '', 500)],
        }),
      ),
    );
    expect(spy.mock.calls.length).toBeLessThan(30);
    expect(Math.max(...spy.mock.calls.map((c) => c[1].length))).toBeGreaterThan(1);
    const total = receipts.reduce((s, r) => s + r.totalFen, 0);
    expect(total).toBe(30 * 1_500 + (29 * 30) / 2);
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 100_000 - 100 - total,
      heldFen: 100 + total,
    });
    for (const r of receipts) {
      const stakes = await t.db
        .selectFrom('ledger_transfers')
        .select('amount_fen')
        .where('type', '=', 'bet_stake')
        .where('ref_type', '=', 'bet_order')
        .where('ref_id', '=', String(r.orderId))
        .execute();
      expect(stakes).toEqual([{ amount_fen: r.totalFen }]);
      const bets = await t.db
        .selectFrom('bets')
        .select(['id', 'held_fen'])
        .where('order_id', '=', r.orderId)
        .execute();
      expect(bets.map((b) => b.id).sort((a, b) => a - b)).toEqual(r.items.map((x) => x.betId));
      expect(bets.reduce((s, b) => s + b.held_fen, 0)).toBe(r.totalFen);
    }
    // Balance before/after and versions chain across the grouped transfers (reconcile checks every chain).
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('a group the wallet cannot cover falls back to one order at a time: exactly as many as fit are accepted', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_500);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        kit.bets.place(member.id, {
          gameCode: 'Tradition28',
          roomId: '1',
          items: [item('Tradition28', 1_000)],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    for (const r of refused) expect(r.reason).toMatchObject({ errorCode: ErrorCode.InsufficientBalance });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 500, heldFen: 10_000 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it("the family's per-issue limit holds under 30 concurrent orders: exactly as many as fit, and a cancel frees room", async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000_000);
    const cap = findGameFamily('Tradition28')?.limits.maxPerIssueFen ?? 0;
    const order = () =>
      kit.bets.place(member.id, {
        gameCode: 'Tradition28',
        roomId: '1',
        items: [item('Tradition28', cap / 10)],
      });
    const results = await Promise.allSettled(Array.from({ length: 30 }, order));
    const ok = results.filter(
      (r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof order>>> => r.status === 'fulfilled',
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    for (const r of refused) expect(r.reason).toMatchObject({ errorCode: BetErrorCode.IssueLimitExceeded });
    const staked = await t.db
      .selectFrom('bet_orders')
      .select((eb) => eb.fn.sum<string>('total_fen').as('fen'))
      .where('member_id', '=', member.id)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    expect(Number(staked.fen)).toBe(cap);
    await expect(order()).rejects.toMatchObject({ errorCode: BetErrorCode.IssueLimitExceeded });
    await kit.bets.cancel(member.id, 'Tradition28', ok[0]?.value.orderId);
    await expect(order()).resolves.toMatchObject({ totalFen: cap / 10 });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 100_000_000 - cap, heldFen: cap });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('concurrent replays of one key in a group: one order, the same receipt for all', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 50_000);
    const input = {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('Tradition28', 2_000)],
      idempotencyKey: 'group-key-0123456789',
    };
    // Other orders in flight too, so the replays land in a group with them.
    const others = Array.from({ length: 5 }, () =>
      kit.bets.place(member.id, {
        gameCode: 'Tradition28',
        roomId: '1',
        items: [item('Tradition28', 1_000)],
      }),
    );
    const replays = Array.from({ length: 10 }, () => kit.bets.place(member.id, input));
    const receipts = await Promise.all(replays);
    await Promise.all(others);
    for (const r of receipts) expect(JSON.stringify(r)).toBe(JSON.stringify(receipts[0]));
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 50_000 - 7_000, heldFen: 7_000 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});
