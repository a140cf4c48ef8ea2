import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db';
import { getMemberBalances, getVenueBalances } from '../../src/modules/ledger';
import type { CallResult, TestApp } from '../helpers';
import { seededRandom, sleep } from './crash-kit';

/**
 * Load and ledger audit for the PostgreSQL restart test (db-faults.test.ts): members moving money
 * over real HTTP while the database goes away, and a reading of the ledger that decides, for every
 * request, whether it committed — whatever its answer said.
 */

export const VENUE = 'ag';
export type Kind = 'in' | 'out' | 'withdraw' | 'bet' | 'read';
export const MONEY: readonly Kind[] = ['in', 'out', 'withdraw', 'bet'];
export type Op = {
  kind: Kind;
  member: number;
  /** request_id / idempotency_key: how the ledger reading finds the request again. */
  key: string;
  /** Unique per member and kind, so a venue transfer is found again by (type, amount). */
  amountFen: number;
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  raw: string;
};

/** `secpwdEnc`: the fund password sealed for the app's key (withdrawals take it only sealed). */
export type LoadMember = { id: number; token: string; accountId: number; secpwdEnc: string };

const big = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries.find((e) => e.playId === 'big');

/** The HTTP call of one operation, with its request id / idempotency key. */
async function send(t: TestApp, m: LoadMember, kind: Kind, key: string, amountFen: number) {
  const token = m.token;
  switch (kind) {
    case 'in':
    case 'out':
      return t.call(`/api/games/exchange/${kind}`, {
        token,
        body: { code: VENUE, amount_fen: amountFen, request_id: key },
      });
    case 'withdraw':
      return t.call('/api/fund/withdraw', {
        token,
        body: { account_id: m.accountId, amount_fen: amountFen, secpwd_enc: m.secpwdEnc, request_id: key },
      });
    case 'bet':
      return t.call('/api/bet/order', {
        token,
        body: {
          mode: 'credit',
          game_id: 'Tradition28',
          game_room_id: 1,
          content: JSON.stringify([{ playId: 'big', amountFen, odds: big?.odds ?? '' }]),
          idempotency_key: key,
        },
      });
    case 'read':
      return t.call('/api/member/wallet', { token });
  }
}

/**
 * `workers` loops per member, each picking a seeded operation, until stop(). Amounts are
 * 100 + n fen (withdrawals 10,000 + n, the minimum) with n unique per member. A transport failure
 * (no answer at all) is recorded as status 0.
 */
export function startLoad(t: TestApp, members: LoadMember[], seed: number, workers = 3) {
  const rng = seededRandom(seed);
  const ops: Op[] = [];
  const seq = members.map(() => 0);
  let running = true;
  const loop = async (mi: number, wi: number) => {
    const m = members[mi] as LoadMember;
    while (running) {
      const roll = rng.next();
      const kind: Kind =
        roll < 0.3 ? 'in' : roll < 0.55 ? 'out' : roll < 0.7 ? 'withdraw' : roll < 0.9 ? 'bet' : 'read';
      seq[mi] = (seq[mi] ?? 0) + 1;
      const n = seq[mi] as number;
      const amountFen = (kind === 'withdraw' ? 10_000 : 100) + n;
      const key = `dbf-${seed}-${mi}-${wi}-${n}`;
      const startedAt = Date.now();
      let res: CallResult | { status: number; body: unknown; raw: string };
      try {
        res = await send(t, m, kind, key, amountFen);
      } catch (error) {
        res = { status: 0, body: null, raw: String(error) };
      }
      ops.push({ kind, member: mi, key, amountFen, startedAt, endedAt: Date.now(), ...pick(res) });
      // A client backs off a little after a 503 rather than spinning on it.
      await sleep(res.status === 503 ? rng.int(20, 40) : rng.int(2, 15));
    }
  };
  const loops = members.flatMap((_, mi) => Array.from({ length: workers }, (_, wi) => loop(mi, wi)));
  return {
    ops,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const pick = (r: { status: number; body: unknown; raw: string }) => ({
  status: r.status,
  body: r.body,
  raw: r.raw,
});

/** Polls a read until it answers 200; returns the attempts it took (Infinity when it never did). */
export async function attemptsUntilServing(t: TestApp, token: string, max: number, gapMs = 100) {
  for (let i = 1; i <= max; i += 1) {
    const r = await t.call('/api/member/wallet', { token }).catch(() => null);
    if (r?.status === 200) return i;
    await sleep(gapMs);
  }
  return Number.POSITIVE_INFINITY;
}

/** Ledger ids before the load: only rows after them belong to this run. */
export async function watermark(db: Db) {
  const r = await sql<{ t: number; h: number; w: number; o: number }>`select
      (select coalesce(max(id), 0) from ledger_transfers)::int8 as t,
      (select coalesce(max(id), 0) from ledger_holds)::int8 as h,
      (select coalesce(max(id), 0) from withdrawals)::int8 as w,
      (select coalesce(max(id), 0) from bet_orders)::int8 as o`.execute(db);
  return r.rows[0] as { t: number; h: number; w: number; o: number };
}
export type Watermark = Awaited<ReturnType<typeof watermark>>;

export async function memberMoney(db: Db, memberId: number) {
  const b = await getMemberBalances(db, memberId);
  return {
    walletFen: b.balanceFen,
    heldFen: b.heldFen,
    venueFen: (await getVenueBalances(db, memberId)).get(VENUE) ?? 0,
  };
}
export type MemberMoney = Awaited<ReturnType<typeof memberMoney>>;

/**
 * What this run committed for one member, read from the database, plus every half-written shape
 * the schema would allow: a withdrawal without its pending hold (or the reverse), a bet order whose
 * holds do not add up to its total, a hold of either kind without its business row.
 */
export async function committed(db: Db, memberId: number, since: Watermark) {
  const venue = await sql<{ type: string; amount_fen: number }>`
    select t.type, t.amount_fen from ledger_transfers t
    join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
    where a.kind = 'member_venue' and a.member_id = ${memberId} and a.venue = ${VENUE}
      and t.id > ${since.t} and t.type in ('venue_in', 'venue_out')`.execute(db);
  const withdrawals = await sql<{
    client_key: string | null;
    amount_fen: number;
    hold_fen: number | null;
    hold_status: string | null;
  }>`
    select w.client_key, w.amount_fen, h.amount_fen as hold_fen, h.status as hold_status
    from withdrawals w left join ledger_holds h on h.id = w.hold_id and h.member_id = w.member_id
    where w.member_id = ${memberId} and w.id > ${since.w}`.execute(db);
  const orders = await sql<{
    idempotency_key: string | null;
    total_fen: number;
    stake_fen: number;
    hold_fen: number;
    bets: number;
    pending_holds: number;
  }>`
    select o.idempotency_key, o.total_fen,
      (select coalesce(sum(b.stake_fen), 0) from bets b where b.order_id = o.id)::int8 as stake_fen,
      (select coalesce(sum(b.held_fen), 0) from bets b where b.order_id = o.id)::int8 as hold_fen,
      (select count(*) from bets b where b.order_id = o.id)::int8 as bets,
      (select count(*) from bets b where b.order_id = o.id and b.status = 'pending')::int8 as pending_holds
    from bet_orders o where o.member_id = ${memberId} and o.id > ${since.o}`.execute(db);
  const orphanHolds = await sql<{ id: number; type: string }>`
    select h.id, h.type from ledger_holds h
    where h.member_id = ${memberId} and h.id > ${since.h} and (
      (h.type = 'withdrawal' and not exists (select 1 from withdrawals w where w.hold_id = h.id))
      or h.type <> 'withdrawal')`.execute(db);
  const bets = orders.rows.map((o) => ({
    ...o,
    bets: Number(o.bets),
    pending_holds: Number(o.pending_holds),
  }));
  return {
    venueIn: venue.rows.filter((r) => r.type === 'venue_in').map((r) => r.amount_fen),
    venueOut: venue.rows.filter((r) => r.type === 'venue_out').map((r) => r.amount_fen),
    withdrawals: withdrawals.rows,
    bets,
    halfWritten: [
      ...withdrawals.rows
        .filter((w) => w.hold_fen !== w.amount_fen || w.hold_status !== 'pending')
        .map((w) => `withdrawal ${w.client_key}: hold ${w.hold_fen} ${w.hold_status} for ${w.amount_fen}`),
      ...bets
        .filter(
          (o) =>
            o.bets === 0 ||
            o.stake_fen !== o.total_fen ||
            o.pending_holds !== o.bets ||
            o.hold_fen !== o.stake_fen,
        )
        .map(
          (o) =>
            `bet order ${o.idempotency_key}: ${o.bets} bets, stakes ${o.stake_fen}, holds ${o.hold_fen}/${o.pending_holds} for ${o.total_fen}`,
        ),
      ...orphanHolds.rows.map((h) => `hold ${h.id} (${h.type}) without its business row`),
    ],
  };
}

/**
 * The client's answer to a 503: the same request again, same request id / idempotency key, one
 * at a time per member (a retry storm is not the point). Returns the new answers.
 */
export async function retryUnavailable(t: TestApp, members: LoadMember[], ops: Op[]): Promise<Op[]> {
  const perMember = await Promise.all(
    members.map(async (m, mi) => {
      const out: Op[] = [];
      for (const op of ops) {
        if (op.member !== mi || op.status !== 503 || !MONEY.includes(op.kind)) continue;
        const startedAt = Date.now();
        const res = await send(t, m, op.kind, op.key, op.amountFen);
        out.push({ ...op, startedAt, endedAt: Date.now(), ...pick(res) });
      }
      return out;
    }),
  );
  return perMember.flat();
}

/**
 * Every request's outcome read from the database, per member: ok ⇒ committed exactly once;
 * refused (4xx) ⇒ nothing; 503 ⇒ either, and the ledger says which. Nothing committed that no
 * request asked for; nothing half-written; each balance = before + the committed requests.
 * Returns the keys of the 503 answers that had in fact committed.
 */
export async function auditLedger(
  db: Db,
  members: LoadMember[],
  ops: Op[],
  o: { since: Watermark; before: MemberMoney[]; tag: string },
): Promise<Set<string>> {
  const { tag } = o;
  const unknownCommitted = new Set<string>();
  for (const [mi, m] of members.entries()) {
    const seen = await committed(db, m.id, o.since);
    expect(seen.halfWritten, tag).toEqual([]);
    // Venue transfers are found by (direction, amount): amounts are unique per member.
    const done: Record<Exclude<Kind, 'read'>, Map<string, number>> = {
      in: new Map(seen.venueIn.map((a) => [String(a), 0])),
      out: new Map(seen.venueOut.map((a) => [String(a), 0])),
      withdraw: new Map(seen.withdrawals.map((w) => [String(w.client_key), 0])),
      bet: new Map(seen.bets.map((b) => [String(b.idempotency_key), 0])),
    };
    expect(done.in.size + done.out.size, `${tag}: a venue transfer committed twice`).toBe(
      seen.venueIn.length + seen.venueOut.length,
    );
    const delta = { walletFen: 0, heldFen: 0, venueFen: 0 };
    for (const op of ops) {
      if (op.member !== mi || op.kind === 'read') continue;
      const id = op.kind === 'in' || op.kind === 'out' ? String(op.amountFen) : op.key;
      const table = done[op.kind];
      const isCommitted = table.has(id);
      if (op.status === 200)
        expect(isCommitted, `${tag}: ${op.kind} ${op.key} answered ok, not in the ledger`).toBe(true);
      if (op.status >= 400 && op.status < 500)
        expect(isCommitted, `${tag}: refused ${op.key} committed`).toBe(false);
      if (!isCommitted) continue;
      if (op.status === 503) unknownCommitted.add(op.key);
      table.set(id, (table.get(id) ?? 0) + 1);
      if (op.kind === 'in') {
        delta.walletFen -= op.amountFen;
        delta.venueFen += op.amountFen;
      } else if (op.kind === 'out') {
        delta.walletFen += op.amountFen;
        delta.venueFen -= op.amountFen;
      } else {
        delta.walletFen -= op.amountFen;
        delta.heldFen += op.amountFen;
      }
    }
    for (const table of Object.values(done))
      for (const [id, n] of table) expect(n, `${tag}: ledger row ${id} matched ${n} requests`).toBe(1);
    const b = o.before[mi] as MemberMoney;
    expect(await memberMoney(db, m.id), `${tag}: member ${mi}`).toEqual({
      walletFen: b.walletFen + delta.walletFen,
      heldFen: b.heldFen + delta.heldFen,
      venueFen: b.venueFen + delta.venueFen,
    });
  }
  return unknownCommitted;
}
