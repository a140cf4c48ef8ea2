import { type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const entry = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries[0];
const big: BetItem = { playId: entry?.playId ?? '', amountFen: 1_000, odds: entry?.odds ?? '' };

// Real concurrency needs real connections: PGlite is one connection and serialises everything.
describe.skipIf(testDbKind() !== 'pg')('bet concurrency (pg)', () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Tradition28']);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  it('30 identical bets at once against a wallet funded for one: exactly one accepted, never negative', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 1_500);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        kit.bets.place(member.id, { gameCode: 'Tradition28', roomId: '1', items: [big] }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const r of refused) expect(r.reason).toMatchObject({ errorCode: ErrorCode.InsufficientBalance });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 500, heldFen: 1_000 });
    const orders = await t.db
      .selectFrom('bet_orders')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('30 replays of one idempotency key at once: one debit, identical answers', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const input = { gameCode: 'Tradition28', roomId: '1', items: [big], idempotencyKey: 'key-0123456789' };
    const receipts = await Promise.all(Array.from({ length: 30 }, () => kit.bets.place(member.id, input)));
    const first = JSON.stringify(receipts[0]);
    for (const r of receipts) expect(JSON.stringify(r)).toBe(first);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_000, heldFen: 1_000 });
    const bets = await t.db
      .selectFrom('bets')
      .select('held_fen')
      .where('member_id', '=', member.id)
      .execute();
    expect(bets).toEqual([{ held_fen: 1_000 }]);
    const stakes = await t.db
      .selectFrom('ledger_transfers')
      .select('amount_fen')
      .where('type', '=', 'bet_stake')
      .where('ref_type', '=', 'bet_order')
      .where('ref_id', '=', String(receipts[0]?.orderId))
      .execute();
    expect(stakes).toEqual([{ amount_fen: 1_000 }]);
    // The same key with another body is refused rather than answered with the first receipt.
    await expect(
      kit.bets.place(member.id, { ...input, items: [{ ...big, amountFen: 2_000 }] }),
    ).rejects.toMatchObject({ errorCode: ErrorCode.IdempotencyConflict });
  });
});
