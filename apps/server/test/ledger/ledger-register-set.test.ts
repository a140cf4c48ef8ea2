import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db';
import {
  addTurnoverRequirement,
  getMemberBalances,
  HoldStateError,
  type RegisterSetOptions,
  reconcile,
  settleRegisterSet,
  transfer,
} from '../../src/modules/ledger';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { counts, createMember, createRegister, deposit, registerRows } from './ledger-kit';

const OPTS: RegisterSetOptions = {
  house: { kind: 'house' },
  postType: 'bet_stake',
  voidType: 'bet_refund',
  payoutType: 'bet_payout',
  ref: { refType: 'issue', refId: 'set-1' },
};

/** How one register row ends: post `post` fen (null = void) and pay `payout` on top. */
type Row = { row: number; post: number | null; payout?: number; ref?: string };

/** The register's own update, as a caller's source: only rows still pending end (and are returned). */
const source = (rows: Row[]) =>
  sql`update test_register r set status = 'done'
    from json_array_elements(${JSON.stringify(rows.map((x) => [x.row, x.post, x.payout ?? 0, x.ref ?? null]))}::json) as j(x)
    where r.id = (x->>0)::bigint and r.status = 'pending'
    returning r.member_id, r.held_fen, (x->>1)::bigint as post_fen, (x->>2)::bigint as payout_fen,
      x->>3 as payout_ref`;

const settle = (db: Kysely<Database>, rows: Row[], o: RegisterSetOptions = OPTS) =>
  db.transaction().execute((trx) => settleRegisterSet(trx, source(rows), o));

const holdsFor = registerRows;

async function registerStatus(db: Kysely<Database>, ids: number[]): Promise<string[]> {
  const r = await sql<{ status: string }>`select status from test_register
    where id in (select value::bigint from json_array_elements_text(${JSON.stringify(ids)}::json)) order by id`.execute(
    db,
  );
  return r.rows.map((x) => x.status);
}

async function houseBalance(db: Kysely<Database>): Promise<number> {
  const r = await db
    .selectFrom('ledger_accounts')
    .select('balance_fen')
    .where('kind', '=', 'house')
    .executeTakeFirst();
  return r?.balance_fen ?? 0;
}

async function transfersOf(db: Kysely<Database>, refId: string) {
  return db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
    .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
    .select([
      't.type',
      'd.kind as from',
      'c.kind as to',
      'd.member_id as fromMember',
      't.amount_fen',
      't.memo',
    ])
    .where('t.ref_type', '=', 'issue')
    .where('t.ref_id', '=', refId)
    .orderBy('t.id')
    .execute();
}

describe(`ledger register sets (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await createRegister(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends a mixed set with at most four transfers per member and the balances of one-by-one settling', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    for (const m of [a, b]) await deposit(t.db, m, 100_000);
    // a: lose 1000, win 2000 paying 3960, push 3000, refund 4000, 翻倍 reserve 5000 posting 3000, post 0.
    const ha = await holdsFor(t.db, a, [1_000, 2_000, 3_000, 4_000, 5_000, 1_500]);
    const hb = await holdsFor(t.db, b, [600, 700]);
    const house0 = await houseBalance(t.db);
    const members = await settle(t.db, [
      { row: ha[0] ?? 0, post: 1_000 },
      { row: ha[1] ?? 0, post: 2_000, payout: 3_960, ref: 'order-7' },
      { row: ha[2] ?? 0, post: null },
      { row: ha[3] ?? 0, post: null },
      { row: ha[4] ?? 0, post: 3_000 },
      { row: ha[5] ?? 0, post: 0 },
      { row: hb[0] ?? 0, post: 600, payout: 1_188, ref: 'order-8' },
      { row: hb[1] ?? 0, post: 700, payout: 1_386, ref: 'order-8' },
    ]);
    expect(members).toEqual([
      {
        memberId: a,
        rows: 6,
        postFen: 6_000,
        releaseFen: 2_000 + 1_500,
        voidFen: 7_000,
        payoutFen: 3_960,
        payoutRefs: ['order-7'],
      },
      {
        memberId: b,
        rows: 2,
        postFen: 1_300,
        releaseFen: 0,
        voidFen: 0,
        payoutFen: 2_574,
        payoutRefs: ['order-8'],
      },
    ]);
    expect((await houseBalance(t.db)) - house0).toBe(6_000 - 3_960 + 1_300 - 2_574);
    expect(await getMemberBalances(t.db, a)).toMatchObject({
      balanceFen: 100_000 - 16_500 + 3_500 + 7_000 + 3_960,
      heldFen: 0,
    });
    expect(await getMemberBalances(t.db, b)).toMatchObject({
      balanceFen: 100_000 - 1_300 + 2_574,
      heldFen: 0,
    });
    expect(await transfersOf(t.db, 'set-1')).toEqual([
      {
        type: 'bet_stake',
        from: 'member_held',
        to: 'house',
        fromMember: a,
        amount_fen: 6_000,
        memo: 'rows:6',
      },
      {
        type: 'hold_release',
        from: 'member_held',
        to: 'member_wallet',
        fromMember: a,
        amount_fen: 3_500,
        memo: 'rows:6',
      },
      {
        type: 'bet_refund',
        from: 'member_held',
        to: 'member_wallet',
        fromMember: a,
        amount_fen: 7_000,
        memo: 'rows:6',
      },
      {
        type: 'bet_payout',
        from: 'house',
        to: 'member_wallet',
        fromMember: null,
        amount_fen: 3_960,
        memo: 'rows:6',
      },
      {
        type: 'bet_stake',
        from: 'member_held',
        to: 'house',
        fromMember: b,
        amount_fen: 1_300,
        memo: 'rows:2',
      },
      {
        type: 'bet_payout',
        from: 'house',
        to: 'member_wallet',
        fromMember: null,
        amount_fen: 2_574,
        memo: 'rows:2',
      },
    ]);
    expect(await registerStatus(t.db, [...ha, ...hb])).toEqual(Array(8).fill('done'));
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('ends each row once, and is all or nothing: a post beyond what a row held refuses the set and writes nothing', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 50_000);
    const [h1, h2, h3] = await holdsFor(t.db, m, [1_000, 2_000, 3_000]);
    await settle(t.db, [{ row: h1 ?? 0, post: 1_000 }], {
      ...OPTS,
      ref: { refType: 'issue', refId: 'set-2' },
    });
    const before = await counts(t.db);
    const balances = await getMemberBalances(t.db, m);
    // A row already ended is not the register's to return again: nothing moves for it.
    expect(await settle(t.db, [{ row: h1 ?? 0, post: null }])).toEqual([]);
    const refused = [
      [
        { row: h2 ?? 0, post: 2_001 },
        { row: h3 ?? 0, post: null },
      ],
      [{ row: h3 ?? 0, post: -1 }],
    ];
    for (const rows of refused) await expect(settle(t.db, rows)).rejects.toBeInstanceOf(HoldStateError);
    expect(await counts(t.db)).toEqual(before);
    expect(await getMemberBalances(t.db, m)).toEqual(balances);
    // The refused sets' own writes rolled back with them.
    expect(await registerStatus(t.db, [h1 ?? 0, h2 ?? 0, h3 ?? 0])).toEqual(['done', 'pending', 'pending']);
    expect(await settle(t.db, [])).toEqual([]);
    expect(await counts(t.db)).toEqual(before);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('is caught by reconciliation when a register row ends without its money moving', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 5_000);
    const [h] = await holdsFor(t.db, m, [1_200]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
    await sql`update test_register set status = 'done' where id = ${h ?? 0}`.execute(t.db);
    const r = await reconcile(t.db);
    expect(r.problems).toEqual([`member ${m}: held 1200 but pending holds sum to 0`]);
    await sql`update test_register set status = 'pending' where id = ${h ?? 0}`.execute(t.db);
    await settle(t.db, [{ row: h ?? 0, post: null }]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('keeps every entry chain unbroken across sets of many members interleaved with single transfers, and works off turnover', async () => {
    const members = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    for (const m of members) await deposit(t.db, m, 40_000);
    await t.db.transaction().execute((trx) => addTurnoverRequirement(trx, members[0] ?? 0, 6_000));
    for (let round = 0; round < 3; round++) {
      const rows: Row[] = [];
      for (let k = 0; k < 4; k++)
        for (const m of members) {
          const fen = 500 + 100 * k + round;
          const [id] = await holdsFor(t.db, m, [fen]);
          const win = (k + round) % 2 === 0;
          rows.push(
            k === 3 ? { row: id ?? 0, post: null } : { row: id ?? 0, post: fen, payout: win ? 990 : 0 },
          );
        }
      await settle(t.db, rows, { ...OPTS, ref: { refType: 'issue', refId: `round-${round}` } });
      await t.db.transaction().execute((trx) =>
        transfer(trx, {
          from: { kind: 'house' },
          to: { kind: 'member_wallet', memberId: members[round] ?? 0 },
          amountFen: 123,
          type: 'activity_bonus',
        }),
      );
    }
    for (const m of members) {
      const wallet = await t.db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select('e.account_version')
        .where('a.member_id', '=', m)
        .where('a.kind', '=', 'member_wallet')
        .orderBy('e.id')
        .execute();
      expect(wallet.map((e) => e.account_version)).toEqual(wallet.map((_, i) => i + 1));
    }
    const b0 = await getMemberBalances(t.db, members[0] ?? 0);
    expect(b0.balanceFen - b0.withdrawableFen).toBe(
      6_000 - (500 + 600 + 700 + 501 + 601 + 701 + 502 + 602 + 702),
    );
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});
