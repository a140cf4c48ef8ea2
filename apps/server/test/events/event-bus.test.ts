import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainEvent, EventBus } from '../../src/events';
import { createTestDb, type TestDb, testDbKind } from '../helpers';

const balance = (memberId: number): DomainEvent => ({ type: 'balanceChanged', memberId });

describe('the event bus', () => {
  it('tells every subscriber each event in order, and sums what they delivered', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.subscribe((e) => {
      seen.push(`a:${e.type}`);
      return 2;
    });
    const off = bus.subscribe(async (e) => {
      seen.push(`b:${e.type}`);
      return undefined;
    });
    expect(await bus.publish(balance(1), { type: 'depositCredited', memberId: 1 })).toBe(4);
    expect(seen).toEqual(['a:balanceChanged', 'b:balanceChanged', 'a:depositCredited', 'b:depositCredited']);
    off();
    seen.length = 0;
    await bus.publish(balance(1));
    expect(seen).toEqual(['a:balanceChanged']);
  });

  it('a failing subscriber is logged and never fails the raiser or the other subscribers', async () => {
    const errors: unknown[] = [];
    const bus = new EventBus({ error: (obj) => errors.push(obj) });
    const seen: DomainEvent[] = [];
    bus.subscribe(() => {
      throw new Error('socket gone');
    });
    bus.subscribe((e) => {
      seen.push(e);
      return 1;
    });
    await expect(bus.publish(balance(5))).resolves.toBe(1);
    expect(seen).toEqual([balance(5)]);
    expect(errors).toEqual([expect.objectContaining({ event: 'balanceChanged' })]);
  });
});

describe(`events raised in a transaction (${testDbKind()})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
    await sql`create table event_probe (id int primary key)`.execute(db.db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const probes = async () =>
    (await sql<{ id: number }>`select id from event_probe order by id`.execute(db.db)).rows.map((r) => r.id);

  it('are delivered after the commit, when the change is visible to everyone', async () => {
    const bus = new EventBus();
    const atDelivery: number[][] = [];
    bus.subscribe(async () => {
      atDelivery.push(await probes());
      return undefined;
    });
    const answer = await bus.transaction(db.db, async (trx, raise) => {
      await sql`insert into event_probe (id) values (1)`.execute(trx);
      raise(balance(1));
      expect(atDelivery).toEqual([]); // nothing yet inside the transaction
      return 'done';
    });
    expect(answer).toBe('done');
    expect(atDelivery).toEqual([[1]]);
  });

  it('are never delivered when the transaction rolls back', async () => {
    const bus = new EventBus();
    const delivered: DomainEvent[] = [];
    bus.subscribe((e) => {
      delivered.push(e);
      return undefined;
    });
    await expect(
      bus.transaction(db.db, async (trx, raise) => {
        await sql`insert into event_probe (id) values (2)`.execute(trx);
        raise(balance(2));
        throw new Error('refused after the raise');
      }),
    ).rejects.toThrow('refused after the raise');
    expect(delivered).toEqual([]);
    expect(await probes()).toEqual([1]);
  });
});
