import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockMember } from '../../src/modules/member';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';

// The member lock of bindings and withdrawals must not block the foreign-key check of rows that
// reference the member (bets, holds): that wait, taken while holding the wallet, was a deadlock
// between a withdrawal and a bet of the same member (found by the crash suite).
describe.skipIf(testDbKind() !== 'pg')('member row lock (pg)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves KEY SHARE free for foreign keys but still queues a second locker', async () => {
    const m = await buildMember(t.db);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const holder = t.db.transaction().execute(async (trx) => {
      expect(await lockMember(trx, m.id)).toMatchObject({ id: m.id });
      locked();
      await held;
    });
    await isLocked;
    try {
      const fk = await sql<{
        id: number;
      }>`select id from members where id = ${m.id} for key share nowait`.execute(t.db);
      expect(fk.rows).toHaveLength(1);
      await expect(
        t.db
          .transaction()
          .execute((trx) =>
            sql`select id from members where id = ${m.id} for no key update nowait`.execute(trx),
          ),
      ).rejects.toThrow(/could not obtain lock/);
    } finally {
      release();
      await holder;
    }
  });
});
