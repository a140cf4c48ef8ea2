import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import type { BetStatus } from './bet.tables';

/** A settlement chunk: the pending bets of an issue with ids in [lo, hi]. */
export type Chunk = { issueId: number; lo: number; hi: number; n: number };

/** A member of a chunk with what their bets are judged against beyond the bet itself. */
export type ChunkMember = { memberId: number; issueStakeFen: number; plays: string[] };

/**
 * Bets that settle alike: same member context group `g` and same `shape` (the digest of play,
 * selection, odds, room rules and stake, migration 0080), with those columns read off one of them.
 * Settled once in the domain, applied to all of them by one join.
 */
export type BetShape = {
  g: number;
  /** The shape digest, hex. */
  shape: string;
  play_id: string;
  selection: unknown;
  odds: unknown;
  rules: unknown;
  stake_fen: number;
};

/** A shape's verdict: the bet row's new status and payout, and how its hold ends (post null = void). */
export type ShapeVerdict = {
  g: number;
  shape: string;
  status: BetStatus;
  payout_fen: number;
  post_fen: number | null;
};

/**
 * Each member's context group, keyed by member id (a JSON object: one parameter, a hashable lookup);
 * null when the result reads no member context (domain `resultNeedsIssueContext`): every bet is group 0.
 */
export type MemberGroups = Record<string, number> | null;

const json = (rows: unknown) => JSON.stringify(rows);

/**
 * A bet's group as an expression on the bet row: keeps the member lookup inside the hash join on the
 * shapes instead of a second join the planner (which cannot size a JSON function) loops over.
 */
const groupOf = (groups: MemberGroups) =>
  groups === null ? sql`0` : sql`(${json(groups)}::jsonb ->> b.member_id::text)::int`;

/** SQL only, for the set-based settlement (bet-settlement.service.ts); every method takes the caller's transaction. */
export const betSettlementRepository = {
  /**
   * Each member with bets in the issue, their whole stake in it and the plays they hold in it (bets not
   * cancelled or refunded): the PC28 tiers and 回本 on a hedge read them. Read once per issue: after
   * close nothing adds or cancels a bet of it. Reached through the issue's orders, never an issue scan.
   */
  async issueMembers(db: Db, issueId: number): Promise<ChunkMember[]> {
    // Grouped by (member, play) — a hash aggregate with no sort — and folded per member here.
    const r = await sql<{ member_id: number; play_id: string; stake: number | string }>`select
        b.member_id, b.play_id, sum(b.stake_fen) as stake
      from bet_orders o join bets b on b.order_id = o.id
      where o.issue_id = ${issueId} and b.issue_id = ${issueId} and b.status not in ('cancelled', 'refunded')
      group by 1, 2`.execute(db);
    const members = new Map<number, ChunkMember>();
    for (const x of r.rows) {
      const id = Number(x.member_id);
      const m = members.get(id) ?? { memberId: id, issueStakeFen: 0, plays: [] };
      m.issueStakeFen += Number(x.stake);
      m.plays.push(x.play_id);
      members.set(id, m);
    }
    for (const m of members.values()) m.plays.sort();
    return [...members.values()];
  },

  /** Whether any order of the issue belongs to a chase plan (the only reader of which orders won). */
  async issueHasChases(db: Db, issueId: number): Promise<boolean> {
    const r = await sql<{ any: boolean }>`select exists (select 1 from bet_orders
      where issue_id = ${issueId} and chase_id is not null) as any`.execute(db);
    return r.rows[0]?.any === true;
  },

  /** The issue's registered shapes (migration 0084), every one group 0: for results that read no context. */
  async issueShapes(db: Db, issueId: number): Promise<BetShape[]> {
    const r = await sql<Omit<BetShape, 'g'>>`select encode(shape, 'hex') as shape, play_id, selection, odds,
        rules, stake_fen from bet_issue_shapes where issue_id = ${issueId}`.execute(db);
    return r.rows.map((x) => ({ ...x, g: 0, stake_fen: Number(x.stake_fen) }));
  },

  /**
   * The next `limit` pending bets of the issue above `above` as an id range, read off the pending index
   * alone (no bet row is read for its shape): `hi` is the last id, `n` how many; `last` when none is
   * pending beyond them (one more is looked at). Undefined when none is left.
   */
  async nextRange(
    db: Db,
    issueId: number,
    limit: number,
    above: number,
  ): Promise<{ chunk: Chunk; last: boolean } | undefined> {
    const r = await sql<{ lo: number | null; hi: number | null; n: number | string; beyond: boolean }>`select
        min(id) as lo, max(id) filter (where k <= ${limit}) as hi, count(*) filter (where k <= ${limit}) as n,
        count(*) > ${limit} as beyond
      from (select id, row_number() over (order by id) as k from (select id from bets
        where issue_id = ${issueId} and status = 'pending' and id > ${above} order by id limit ${limit + 1}) c) r`.execute(
      db,
    );
    const row = r.rows[0];
    if (!row || row.lo === null || row.hi === null) return undefined;
    return {
      chunk: { issueId, lo: Number(row.lo), hi: Number(row.hi), n: Number(row.n) },
      last: !row.beyond,
    };
  },

  /**
   * The next `limit` pending bets of the issue (riding bets (issue_id, id) where pending) in one pass: as
   * an id range, and grouped into their distinct shapes given each member's context group — grouped by
   * the 32-byte digest, the judged columns read off one bet of each. Undefined when none is left.
   */
  async nextChunk(
    db: Db,
    issueId: number,
    limit: number,
    groups: MemberGroups,
    /** Every pending bet with an id up to this one is known settled (the settler's committed chunks). */
    above = 0,
  ): Promise<{ chunk: Chunk; shapes: BetShape[] } | undefined> {
    const r = await sql<{
      lo: number | null;
      hi: number | null;
      n: number | string;
      shapes: BetShape[] | null;
    }>`
      with c as materialized (
        select b.id, ${groupOf(groups)} as g, b.shape from bets b
        where b.issue_id = ${issueId} and b.status = 'pending' and b.id > ${above} order by b.id limit ${limit}),
      s as (select g, shape, min(id) as id from c group by 1, 2)
      select (select min(id) from c) as lo, (select max(id) from c) as hi, (select count(*) from c) as n,
        (select json_agg(json_build_object('g', s.g, 'shape', encode(s.shape, 'hex'),
            'play_id', b.play_id, 'selection', b.selection, 'odds', b.odds, 'rules', b.rules,
            'stake_fen', b.stake_fen))
          from s join bets b on b.id = s.id) as shapes`.execute(db);
    const row = r.rows[0];
    if (!row || row.lo === null || row.hi === null) return undefined;
    return {
      chunk: { issueId, lo: Number(row.lo), hi: Number(row.hi), n: Number(row.n) },
      shapes: (row.shapes ?? []).map((x) => ({
        ...x,
        g: Number(x.g),
        stake_fen: Number(x.stake_fen),
      })),
    };
  },

  /**
   * The chunk's bet rows set to their shape's verdict, as the source of a ledger register set
   * (settleRegisterSet): one row per bet with what it held, what to post and the payout; with `wonRefs`,
   * won bets name their order. The bet row is its own hold, so this is the only row a settled bet rewrites.
   */
  settleSource(
    c: Chunk,
    groups: MemberGroups,
    verdicts: ShapeVerdict[],
    at: Date,
    wonRefs: boolean,
  ): RawBuilder<unknown> {
    return sql`update bets b set status = v.status, payout_fen = v.payout_fen,
        posted_fen = coalesce(v.post_fen, 0), settled_at = ${at}
      from (select g, decode(shape, 'hex') as shape, status, payout_fen, post_fen
        from json_to_recordset(${json(verdicts)}::json) as x(g int, shape text, status text, payout_fen bigint,
          post_fen bigint)) v
      where b.issue_id = ${c.issueId} and b.status = 'pending' and b.id between ${c.lo} and ${c.hi}
        and v.shape = b.shape and v.g = ${groupOf(groups)}
      returning b.member_id, b.held_fen, v.post_fen, case when v.status = 'won' then v.payout_fen else 0 end as payout_fen,
        ${wonRefs ? sql`b.order_id::text` : sql`null::text`} as payout_ref`;
  },

  /** Every pending bet of the issue refunded (a voided issue), as the source of a register set. */
  refundSource(issueId: number, at: Date): RawBuilder<unknown> {
    return voidSource(sql`issue_id = ${issueId}`, 'refunded', at);
  },

  /** The pending bets of one order voided (cancelled, or refunded with a chase), as a register set source. */
  voidOrderSource(orderId: number, status: 'cancelled' | 'refunded', at: Date): RawBuilder<unknown> {
    return voidSource(sql`order_id = ${orderId}`, status, at);
  },
};

const voidSource = (where: RawBuilder<unknown>, status: 'cancelled' | 'refunded', at: Date) =>
  sql`update bets set status = ${status}, payout_fen = 0, settled_at = ${at}
    where ${where} and status = 'pending'
    returning member_id, held_fen, null::bigint as post_fen, 0::bigint as payout_fen, null::text as payout_ref`;
