import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTurnoverRequirement,
  getMemberBalances,
  HoldStateError,
  IdempotencyConflictError,
  InsufficientFundsError,
  placeHold,
  postHold,
  reconcile,
  transfer,
  voidHold,
} from '../../src/modules/ledger';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { counts, createMember, deposit } from './ledger-kit';

describe(`ledger (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves money with one debit and one credit entry carrying balances and versions', async () => {
    const m = await createMember(t.db);
    const { transferId } = await deposit(t.db, m, 10_000);
    await t.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { kind: 'member_wallet', memberId: m },
        to: { kind: 'member_venue', memberId: m, venue: 'ky' },
        amountFen: 2_500,
        type: 'venue_in',
      }),
    );
    expect(await getMemberBalances(t.db, m)).toEqual({
      balanceFen: 7_500,
      heldFen: 0,
      withdrawableFen: 7_500,
      turnoverFen: 0,
    });
    const entries = await t.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('transfer_id', '=', transferId)
      .orderBy('amount_fen')
      .execute();
    expect(
      entries.map((e) => [e.amount_fen, e.balance_before_fen, e.balance_after_fen, e.account_version]),
    ).toEqual([
      [-10_000, 0, -10_000, 1],
      [10_000, 0, 10_000, 1],
    ]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses an overdraft and writes nothing, not even the idempotency key', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 1_000);
    const before = await counts(t.db);
    const attempt = t.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { kind: 'member_wallet', memberId: m },
        to: { kind: 'house' },
        amountFen: 1_001,
        type: 'fee',
        idempotencyKey: `over-${m}`,
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, message: '你的余额不足以完成此次操作！' });
    expect(await counts(t.db)).toEqual(before);
    expect((await getMemberBalances(t.db, m)).balanceFen).toBe(1_000);
    // The database CHECK is the second line of defence, even if code skipped the check.
    await expect(
      sql`update ledger_accounts set balance_fen = -1 where member_id = ${m} and kind = 'member_wallet'`.execute(
        t.db,
      ),
    ).rejects.toThrow(/check/i);
  });

  it('replays an idempotency key to the first result and refuses the key with another body', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 5_000);
    const input = {
      from: { kind: 'member_wallet' as const, memberId: m },
      to: { kind: 'house' as const },
      amountFen: 1_200,
      type: 'fee',
      idempotencyKey: `fee-${m}`,
    };
    const first = await t.db.transaction().execute((trx) => transfer(trx, input));
    const again = await t.db.transaction().execute((trx) => transfer(trx, input));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect((await getMemberBalances(t.db, m)).balanceFen).toBe(3_800);
    await expect(
      t.db.transaction().execute((trx) => transfer(trx, { ...input, amountFen: 1_300 })),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    const hold1 = await t.db
      .transaction()
      .execute((trx) =>
        placeHold(trx, { memberId: m, amountFen: 300, type: 'bet_stake', idempotencyKey: `h-${m}` }),
      );
    const hold2 = await t.db
      .transaction()
      .execute((trx) =>
        placeHold(trx, { memberId: m, amountFen: 300, type: 'bet_stake', idempotencyKey: `h-${m}` }),
      );
    expect(hold2).toEqual({ holdId: hold1.holdId, replayed: true });
    expect(await getMemberBalances(t.db, m)).toMatchObject({ balanceFen: 3_500, heldFen: 300 });
  });

  it('holds, posts (in part, releasing the rest) and voids; post and void exclude each other', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 10_000);
    const a = await t.db
      .transaction()
      .execute((trx) => placeHold(trx, { memberId: m, amountFen: 4_000, type: 'bet_stake' }));
    const b = await t.db
      .transaction()
      .execute((trx) => placeHold(trx, { memberId: m, amountFen: 3_000, type: 'bet_stake' }));
    expect(await getMemberBalances(t.db, m)).toMatchObject({ balanceFen: 3_000, heldFen: 7_000 });
    await expect(
      t.db
        .transaction()
        .execute((trx) => placeHold(trx, { memberId: m, amountFen: 3_001, type: 'bet_stake' })),
    ).rejects.toBeInstanceOf(InsufficientFundsError);

    const post = () =>
      t.db
        .transaction()
        .execute((trx) =>
          postHold(trx, a.holdId, { to: { kind: 'house' }, type: 'bet_settle', amountFen: 2_500 }),
        );
    await post();
    await post(); // idempotent: a second post moves nothing
    expect(await getMemberBalances(t.db, m)).toMatchObject({ balanceFen: 4_500, heldFen: 3_000 });
    await expect(
      t.db.transaction().execute((trx) => voidHold(trx, a.holdId, { type: 'bet_cancel' })),
    ).rejects.toBeInstanceOf(HoldStateError);

    const cancel = () => t.db.transaction().execute((trx) => voidHold(trx, b.holdId, { type: 'bet_cancel' }));
    await cancel();
    await cancel();
    expect(await getMemberBalances(t.db, m)).toMatchObject({ balanceFen: 7_500, heldFen: 0 });
    await expect(
      t.db
        .transaction()
        .execute((trx) => postHold(trx, b.holdId, { to: { kind: 'house' }, type: 'bet_settle' })),
    ).rejects.toBeInstanceOf(HoldStateError);
    const statuses = await t.db
      .selectFrom('ledger_holds')
      .select(['id', 'status', 'posted_amount_fen'])
      .where('member_id', '=', m)
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: a.holdId, status: 'posted', posted_amount_fen: 2_500 },
      { id: b.holdId, status: 'voided', posted_amount_fen: 0 },
    ]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('keeps the unmet turnover out of the withdrawable amount until stakes work it off', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 10_000);
    await t.db.transaction().execute((trx) => addTurnoverRequirement(trx, m, 10_000));
    expect(await getMemberBalances(t.db, m)).toEqual({
      balanceFen: 10_000,
      heldFen: 0,
      withdrawableFen: 0,
      turnoverFen: 10_000,
    });
    const h = await t.db
      .transaction()
      .execute((trx) => placeHold(trx, { memberId: m, amountFen: 6_000, type: 'bet_stake' }));
    await t.db
      .transaction()
      .execute((trx) => postHold(trx, h.holdId, { to: { kind: 'house_revenue' }, type: 'bet_settle' }));
    // 4,000 left, 4,000 of turnover still owed.
    expect(await getMemberBalances(t.db, m)).toEqual({
      balanceFen: 4_000,
      heldFen: 0,
      withdrawableFen: 0,
      turnoverFen: 4_000,
    });
    await t.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { kind: 'house' },
        to: { kind: 'member_wallet', memberId: m },
        amountFen: 9_000,
        type: 'bet_payout',
      }),
    );
    expect(await getMemberBalances(t.db, m)).toEqual({
      balanceFen: 13_000,
      heldFen: 0,
      withdrawableFen: 9_000,
      turnoverFen: 4_000,
    });
  });

  it('forbids editing or deleting transfers and entries', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 100);
    await expect(sql`update ledger_transfers set amount_fen = 1`.execute(t.db)).rejects.toThrow(/immutable/);
    await expect(sql`delete from ledger_transfers`.execute(t.db)).rejects.toThrow(/immutable/);
    await expect(sql`update ledger_entries set amount_fen = 1`.execute(t.db)).rejects.toThrow(/immutable/);
    await expect(sql`delete from ledger_entries`.execute(t.db)).rejects.toThrow(/immutable/);
    await expect(sql`truncate ledger_entries`.execute(t.db)).rejects.toThrow(/immutable/);
  });

  it('reconcile reports a tampered balance', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 700);
    expect((await reconcile(t.db)).ok).toBe(true);
    await sql`update ledger_accounts set balance_fen = balance_fen + 1 where member_id = ${m} and kind = 'member_wallet'`.execute(
      t.db,
    );
    const result = await reconcile(t.db);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(/balance 701 but entries sum to 700/);
    expect(result.problems.join('\n')).toMatch(/all accounts sum to 1/);
    await sql`update ledger_accounts set balance_fen = balance_fen - 1 where member_id = ${m} and kind = 'member_wallet'`.execute(
      t.db,
    );
    expect((await reconcile(t.db)).ok).toBe(true);
  });
});
