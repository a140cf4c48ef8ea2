import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db';
import {
  getMemberBalances,
  InsufficientFundsError,
  placeHold,
  reconcile,
  transfer,
} from '../../src/modules/ledger';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { createMember, deposit } from './ledger-kit';

const RACERS = 30;

// PGlite is a single connection: transactions cannot overlap there, so races only mean something on PostgreSQL.
describe.skipIf(testDbKind() !== 'pg')('ledger races (pg, separate connections)', () => {
  let t: TestDb;
  let wide: DbHandle;
  beforeAll(async () => {
    t = await createTestDb();
    if (!t.databaseUrl) throw new Error('pg test database has no URL');
    wide = await createDb({ databaseUrl: t.databaseUrl, poolSize: RACERS });
  });
  afterAll(async () => {
    await wide?.close();
    await t?.close();
  });

  /** Opens every connection first, so the racers start together instead of queueing for the pool. */
  async function warm(): Promise<void> {
    await Promise.all(
      Array.from({ length: RACERS }, () =>
        wide.db.transaction().execute((trx) => trx.selectNoFrom((eb) => eb.val(1).as('one')).execute()),
      ),
    );
  }

  it(`${RACERS} holds of the full balance at once: exactly one succeeds`, async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 5_000);
    await warm();
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () =>
        wide.db
          .transaction()
          .execute((trx) => placeHold(trx, { memberId: m, amountFen: 5_000, type: 'withdrawal' })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await getMemberBalances(t.db, m)).toMatchObject({ balanceFen: 0, heldFen: 5_000 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it(`${RACERS} replays of one idempotency key at once: one debit`, async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 9_000);
    await warm();
    const input = {
      from: { kind: 'member_wallet' as const, memberId: m },
      to: { kind: 'house' as const },
      amountFen: 1_000,
      type: 'fee',
      idempotencyKey: `race-${m}`,
    };
    const results = await Promise.all(
      Array.from({ length: RACERS }, () => wide.db.transaction().execute((trx) => transfer(trx, input))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await getMemberBalances(t.db, m)).balanceFen).toBe(8_000);
  });

  it('opposite transfers between two wallets never deadlock (accounts locked in id order)', async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    await deposit(t.db, a, 100_000);
    await deposit(t.db, b, 100_000);
    await warm();
    await Promise.all(
      Array.from({ length: RACERS }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return wide.db.transaction().execute((trx) =>
          transfer(trx, {
            from: { kind: 'member_wallet', memberId: from },
            to: { kind: 'member_wallet', memberId: to },
            amountFen: 100 + i,
            type: 'test_move',
          }),
        );
      }),
    );
    const sumA = (await getMemberBalances(t.db, a)).balanceFen;
    const sumB = (await getMemberBalances(t.db, b)).balanceFen;
    expect(sumA + sumB).toBe(200_000);
    // a sends Σ(100+i, i even) = 1,710 and receives Σ(100+i, i odd) = 1,725.
    expect(sumA).toBe(100_000 + 15);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});
