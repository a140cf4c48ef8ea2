import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKind } from '../helpers';
import { fuzzTarget } from './fuzz-kit';
import { installWriteJournal, isRefusal, type WriteJournal, watchTarget } from './fuzz-writes';

const REFUSAL = JSON.stringify({ success: false, error_code: 10001, error_message: '参数错误' });
const OK = JSON.stringify({ success: true, result: {} });

/** A notice row: the table has no foreign keys, so a write needs nothing else. */
const notice = (db: TestDb['db'], title: string) =>
  sql`insert into notices (title, content, send_time) values (${title}, '', now())`.execute(db);

/**
 * The fuzz's refusal check must be able to fail: a target whose refusals sometimes commit a write is
 * caught, on either database, while refusals that roll back and accepted payloads that write pass.
 */
describe(`fuzz write journal (${testDbKind()})`, () => {
  let t: TestDb;
  let journal: WriteJournal;
  beforeAll(async () => {
    t = await createTestDb();
    journal = await installWriteJournal(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Payload n: even → accepted and written; odd → refused; `leaky(n)` → refused after a commit. */
  const mixedTarget = (leaky: (n: number) => boolean) =>
    fuzzTarget({
      db: t,
      journal,
      name: 'mixed',
      seed: 1,
      runs: 60,
      arb: fc.nat({ max: 1_000 }),
      isSbin: false,
      fire: async (n) => {
        if (n % 2 === 0) {
          await notice(t.db, `accepted ${n}`);
          return { status: 200, text: OK, where: `accepted ${n}` };
        }
        if (leaky(n)) await notice(t.db, `leak ${n}`);
        // A refusal's usual shape: its transaction wrote, then failed and rolled back.
        await t.db
          .transaction()
          .execute(async (trx) => {
            await notice(trx, `rolled back ${n}`);
            throw new Error('refused');
          })
          .catch(() => undefined);
        return { status: 400, text: REFUSAL, where: `refused ${n}` };
      },
    });

  it('passes a mixed target whose refusals roll back, and names the table when one commits', async () => {
    await expect(mixedTarget(() => false)).resolves.toMatch(/^mixed: \d+\/60 accepted, 60 ran SQL/);
    // fast-check reports the counterexample; the kit's own message is the cause.
    const caught: unknown = await mixedTarget((n) => n % 3 === 0).catch((e: unknown) => e);
    expect((caught as Error).message).toMatch(/Counterexample: \[\d*[13579]\]/);
    expect(((caught as Error).cause as Error).message).toMatch(
      /^refused \d+ \(seed 1\): refusal 400 committed notices INSERT ×1: \{"success":false/,
    );
  });

  it('journals committed changes only: not a rollback, not an update to the same values', async () => {
    const m0 = await journal.mark();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notice(trx, 'gone');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await sql`update notices set title = title`.execute(t.db);
    expect(await journal.mark()).toBe(m0);
    await sql`update notices set content = 'changed' where id = (select min(id) from notices)`.execute(t.db);
    await sql`delete from notices where id = (select max(id) from notices)`.execute(t.db);
    expect(await journal.since(m0)).toEqual([
      { table: 'notices', op: 'DELETE', rows: 1 },
      { table: 'notices', op: 'UPDATE', rows: 1 },
    ]);
    expect(journal.tables).toEqual(expect.arrayContaining(['members', 'sessions', 'ledger_entries', 'bets']));
  });

  it('lets an allowed write through and reports one committed behind the statement count', async () => {
    const allowed = await watchTarget(journal, { 'notices:INSERT': 'test' });
    await notice(t.db, 'allowed');
    expect(await allowed.after(true)).toEqual([]);
    // A journal whose statement count stands still: the write is skipped per payload, then caught.
    const blind = await watchTarget({ ...journal, statements: () => 0 });
    await notice(t.db, 'unseen');
    expect(await blind.after(true)).toEqual([]);
    expect(await blind.settled()).toEqual([{ table: 'notices', op: 'INSERT', rows: 1 }]);
  });

  it('reads refusals from the status and from 2xx bodies that say they failed', () => {
    expect(isRefusal(400, REFUSAL, false)).toBe(true);
    expect(isRefusal(200, OK, false)).toBe(false);
    expect(isRefusal(200, REFUSAL, false)).toBe(true);
    expect(isRefusal(200, 'plain text', false)).toBe(false);
    expect(isRefusal(200, JSON.stringify({ code: '1', message: 'success', result: [] }), true)).toBe(false);
    expect(isRefusal(200, JSON.stringify({ code: 200, message: '', result: [] }), true)).toBe(false);
    expect(isRefusal(200, JSON.stringify({ code: '0', message: '余额不足', result: [] }), true)).toBe(true);
  });
});
