import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db';
import {
  addTurnoverRequirement,
  getMemberBalances,
  type HoldSetOptions,
  HoldStateError,
  placeHold,
  reconcile,
  settleHoldSet,
  transfer,
} from '../../src/modules/ledger';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { counts, createMember, deposit } from './ledger-kit';

const OPTS: HoldSetOptions = {
  house: { kind: 'house' },
  postType: 'bet_stake',
  voidType: 'bet_refund',
  payoutType: 'bet_payout',
  ref: { refType: 'issue', refId: 'set-1' },
};

/** How one hold ends: post `post` fen (null = void) and pay `payout` on top. */
type Row = { hold: number; post: number | null; payout?: number; ref?: string };

/** A source as settleHoldSet reads it; the settler's is an UPDATE … RETURNING, a SELECT reads the same. */
const source = (rows: Row[]) =>
  sql`select (x->>0)::bigint as hold_id, (x->>1)::bigint as post_fen, (x->>2)::bigint as payout_fen,
      x->>3 as payout_ref
    from json_array_elements(${JSON.stringify(rows.map((r) => [r.hold, r.post, r.payout ?? 0, r.ref ?? null]))}::json) as j(x)`;

const settle = (db: Kysely<Database>, rows: Row[], o: HoldSetOptions = OPTS) =>
  db.transaction().execute((trx) => settleHoldSet(trx, source(rows), o));

async function holdsFor(db: Kysely<Database>, memberId: number, amounts: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const amountFen of amounts) {
    const { holdId } = await db
      .transaction()
      .execute((trx) =>
        placeHold(trx, { memberId, amountFen, type: 'bet_stake', refType: 'bet_order', refId: 'o1' }),
      );
    ids.push(holdId);
  }
  return ids;
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

describe(`ledger hold sets (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
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
      { hold: ha[0] ?? 0, post: 1_000 },
      { hold: ha[1] ?? 0, post: 2_000, payout: 3_960, ref: 'order-7' },
      { hold: ha[2] ?? 0, post: null },
      { hold: ha[3] ?? 0, post: null },
      { hold: ha[4] ?? 0, post: 3_000 },
      { hold: ha[5] ?? 0, post: 0 },
      { hold: hb[0] ?? 0, post: 600, payout: 1_188, ref: 'order-8' },
      { hold: hb[1] ?? 0, post: 700, payout: 1_386, ref: 'order-8' },
    ]);
    expect(members).toEqual([
      {
        memberId: a,
        holds: 6,
        postFen: 6_000,
        releaseFen: 2_000 + 1_500,
        voidFen: 7_000,
        payoutFen: 3_960,
        payoutRefs: ['order-7'],
      },
      {
        memberId: b,
        holds: 2,
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
        memo: 'holds:6',
      },
      {
        type: 'hold_release',
        from: 'member_held',
        to: 'member_wallet',
        fromMember: a,
        amount_fen: 3_500,
        memo: 'holds:6',
      },
      {
        type: 'bet_refund',
        from: 'member_held',
        to: 'member_wallet',
        fromMember: a,
        amount_fen: 7_000,
        memo: 'holds:6',
      },
      {
        type: 'bet_payout',
        from: 'house',
        to: 'member_wallet',
        fromMember: null,
        amount_fen: 3_960,
        memo: 'holds:6',
      },
      {
        type: 'bet_stake',
        from: 'member_held',
        to: 'house',
        fromMember: b,
        amount_fen: 1_300,
        memo: 'holds:2',
      },
      {
        type: 'bet_payout',
        from: 'house',
        to: 'member_wallet',
        fromMember: null,
        amount_fen: 2_574,
        memo: 'holds:2',
      },
    ]);
    const holds = await t.db
      .selectFrom('ledger_holds')
      .select(['status', 'posted_amount_fen'])
      .where('id', 'in', ha)
      .orderBy('id')
      .execute();
    expect(holds).toEqual([
      { status: 'posted', posted_amount_fen: 1_000 },
      { status: 'posted', posted_amount_fen: 2_000 },
      { status: 'voided', posted_amount_fen: 0 },
      { status: 'voided', posted_amount_fen: 0 },
      { status: 'posted', posted_amount_fen: 3_000 },
      { status: 'posted', posted_amount_fen: 0 },
    ]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('is all or nothing: a settled hold or a post beyond the hold refuses the set and writes nothing', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 50_000);
    const [h1, h2, h3] = await holdsFor(t.db, m, [1_000, 2_000, 3_000]);
    await settle(t.db, [{ hold: h1 ?? 0, post: 1_000 }], {
      ...OPTS,
      ref: { refType: 'issue', refId: 'set-2' },
    });
    const before = await counts(t.db);
    const balances = await getMemberBalances(t.db, m);
    const refused = [
      [
        { hold: h1 ?? 0, post: 1_000 },
        { hold: h2 ?? 0, post: null },
      ],
      [{ hold: h1 ?? 0, post: null }],
      [
        { hold: h2 ?? 0, post: 2_001 },
        { hold: h3 ?? 0, post: null },
      ],
      [{ hold: 99_999_999, post: null }],
    ];
    for (const rows of refused) await expect(settle(t.db, rows)).rejects.toBeInstanceOf(HoldStateError);
    expect(await counts(t.db)).toEqual(before);
    expect(await getMemberBalances(t.db, m)).toEqual(balances);
    const pending = await t.db
      .selectFrom('ledger_holds')
      .select('status')
      .where('id', 'in', [h2 ?? 0, h3 ?? 0])
      .execute();
    expect(pending.map((h) => h.status)).toEqual(['pending', 'pending']);
    expect(await settle(t.db, [])).toEqual([]);
    expect(await counts(t.db)).toEqual(before);
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
            k === 3 ? { hold: id ?? 0, post: null } : { hold: id ?? 0, post: fen, payout: win ? 990 : 0 },
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
