import type { MemberLimits } from '@qilin/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { issueOnSaleSql, shareSellingIssuesSql } from '../draw';
import {
  type RegisterHoldInput,
  type RegisterHoldParts,
  type RegisterHoldRow,
  registerHoldColumns,
  registerHoldCtes,
} from '../ledger';
import { protectedMemberSql } from '../protection';
import type { NewBet, NewOrder } from './bet.repository';
import { limitsOf, type MemberLimitRow, memberLimitRowsJson } from './member-limits.repository';

/** What placement needs before it moves money, read in one round trip (see `prelude`). */
export type PlacementPrelude = {
  /** The order already placed under this idempotency key, if any. */
  prior: { receipt: string; request_hash: string } | null;
  /** The issue named, or on sale at `now` (not locked here: the write statement share-locks it). */
  issue: { id: number; issue: string; state: string; closeAt: Date } | null;
  /** The member's stake already on this issue (orders not cancelled), for the per-issue limit. */
  stakedFen: number;
  /** The member's own limits in this game (operator set; nulls = none). */
  memberLimits: MemberLimits;
  /** Ids reserved for the order and its bets, so the receipt can be hashed before anything is written. */
  orderId: number;
  betIds: number[];
  /** The member has limits or a break of their own (protection module): checked in the write's transaction. */
  protectedMember: boolean;
};

type PreludeRow = {
  prior_receipt: string | null;
  prior_hash: string | null;
  issue_id: number | null;
  issue: string | null;
  state: string | null;
  close_at: Date | null;
  staked_fen: number | string;
  member_limits: MemberLimitRow[] | null;
  order_id: number;
  bet_ids: number[];
  protected_member: boolean;
};

export type OrderRow = NewOrder & { id: number; receipt: string; receiptHash: string };
export type BetRowIn = Omit<NewBet, 'orderId' | 'memberId' | 'issueId'> & { id: number };

/** One order's write: the order, its bets and the money they hold. */
export type PlacementWrite = {
  order: OrderRow;
  bets: BetRowIn[];
  hold: RegisterHoldInput;
  now: Date;
  /** The game family's per-issue limit: the member's stake on the issue may not pass it. */
  capFen: number;
};

/** How a placement statement came out: written when every issue was open and the wallet debited. */
export type PlacementOutcome = RegisterHoldRow & { issue_open: number; issues: number };

const SELLING = sql`state = 'OPEN'`;
const CHASE_SELLING = sql`state in ('OPEN', 'PENDING')`;

const ORDER_COLUMNS = sql`id bigint, game_code text, room_id text, issue_id bigint, issue text, chase_id bigint,
  active_id text, multiple int, total_fen bigint, idempotency_key text, request_hash text, receipt text,
  receipt_hash text, placed_at timestamptz`;

const ordersJson = (ws: PlacementWrite[]) =>
  JSON.stringify(
    ws.map(({ order: o }) => ({
      id: o.id,
      game_code: o.gameCode,
      room_id: o.roomId,
      issue_id: o.issueId,
      issue: o.issue,
      chase_id: o.chaseId,
      active_id: o.activeId,
      multiple: o.multiple,
      total_fen: o.totalFen,
      idempotency_key: o.idempotencyKey,
      request_hash: o.requestHash,
      receipt: o.receipt,
      receipt_hash: o.receiptHash,
      placed_at: o.placedAt,
    })),
  );

const betsJson = (ws: PlacementWrite[]) =>
  JSON.stringify(
    ws.flatMap(({ order, bets }) =>
      bets.map((b) => ({
        id: b.id,
        order_id: order.id,
        issue_id: order.issueId,
        play_id: b.playId,
        name: b.name,
        selection: b.selection,
        odds: b.odds,
        stake_fen: b.stakeFen,
        held_fen: b.heldFen,
        rules: b.rules,
      })),
    ),
  );

const BET_COLUMNS = sql`id bigint, play_id text, name text, selection jsonb, odds jsonb, stake_fen bigint,
  held_fen bigint, rules jsonb`;

/** SQL of the bet placement hot path: two statements per order (prelude, then orders + bets). */
export const placementRepository = {
  /**
   * Idempotency lookup, the issue (the one named, or the one on sale at `now`), the member's stake on
   * it, and reserved ids for the order and its `betCount` bets. Reads only: safe outside a transaction.
   */
  async prelude(
    db: Db,
    q: {
      memberId: number;
      gameCode: string;
      issue?: string;
      now: Date;
      key: string | null;
      betCount: number;
    },
  ): Promise<PlacementPrelude> {
    const which = q.issue !== undefined ? sql`issue = ${q.issue}` : sql`close_at > ${q.now}`;
    const r = await sql<PreludeRow>`with prior as (
        select receipt, request_hash from bet_orders where member_id = ${q.memberId} and idempotency_key = ${q.key}
      ),
      iss as (
        ${issueOnSaleSql(q.gameCode, which)}
      )
      select (select receipt from prior) as prior_receipt, (select request_hash from prior) as prior_hash,
        iss.id as issue_id, iss.issue, iss.state, iss.close_at,
        coalesce((select s.staked_fen from bet_member_issue_stakes s
          where s.member_id = ${q.memberId} and s.issue_id = iss.id), 0) as staked_fen,
        ${memberLimitRowsJson(q.memberId, q.gameCode)} as member_limits,
        ${protectedMemberSql(q.memberId)} as protected_member,
        nextval(pg_get_serial_sequence('bet_orders', 'id')) as order_id,
        (select json_agg(nextval(pg_get_serial_sequence('bets', 'id')) order by g)
          from generate_series(1, ${q.betCount}) g) as bet_ids
      from (select 1) one left join iss on true`.execute(db);
    const row = r.rows[0];
    if (!row) throw new Error('bet placement prelude returned nothing');
    return {
      prior:
        row.prior_receipt === null
          ? null
          : { receipt: row.prior_receipt, request_hash: row.prior_hash ?? '' },
      issue:
        row.issue_id === null || row.close_at === null
          ? null
          : {
              id: row.issue_id,
              issue: row.issue ?? '',
              state: row.state ?? '',
              closeAt: new Date(row.close_at),
            },
      stakedFen: Number(row.staked_fen),
      memberLimits: limitsOf(row.member_limits ?? [], q.gameCode),
      orderId: Number(row.order_id),
      betIds: row.bet_ids.map(Number),
      protectedMember: row.protected_member === true,
    };
  },

  /** The member's stake on the issue now (orders not cancelled): re-read under the member+issue lock. */
  async stakedOnIssue(db: Db, memberId: number, issueId: number): Promise<number> {
    const r = await sql<{ staked: string | number }>`select staked_fen as staked from bet_member_issue_stakes
      where member_id = ${memberId} and issue_id = ${issueId}`.execute(db);
    return Number(r.rows[0]?.staked ?? 0);
  },

  /**
   * The whole write of one member's bet orders as ONE statement (atomic without a transaction):
   * share-lock their issues and re-check each is open at `now` (a draw that closed one meanwhile wins),
   * the ledger's wallet → held move gated on that (one guarded debit of the total, one transfer per
   * order), then the orders with their receipts and their bets — each bet its own hold (`held_fen`,
   * ledger hold register) — gated on the debit. Lock order as everywhere: issue → wallet → held. All or
   * nothing: `issue_open` < the orders' distinct issues, or a result without a debit (see ledger
   * `registerHoldOutcome`), means nothing was written.
   */
  async placeOrders(db: Db, ws: PlacementWrite[]): Promise<PlacementOutcome> {
    const first = ws[0];
    if (!first) throw new RangeError('placeOrders needs an order');
    const memberId = first.order.memberId;
    if (ws.some((w) => w.order.memberId !== memberId))
      throw new RangeError('placeOrders: one member per statement');
    const issues = [...new Set(ws.map((w) => w.order.issueId))];
    const hold: RegisterHoldParts = {
      memberId,
      type: first.hold.type,
      ...(first.hold.refType !== undefined && { refType: first.hold.refType }),
      parts: ws.map((w) => ({ amountFen: w.hold.amountFen, refId: w.hold.refId ?? '' })),
    };
    // Chase items may also go on issues not on sale yet (PENDING); one of two fixed texts either way.
    const selling = ws.every((w) => w.order.chaseId !== null) ? CHASE_SELLING : SELLING;
    const r = await sql<PlacementOutcome>`with bet_iss as (
        ${shareSellingIssuesSql(issues, selling, first.now)}
      ),
      ${registerHoldCtes(hold, sql`(select count(*) from bet_iss) = ${issues.length}`)},
      bet_stk as (${addStakes(memberId, ws, sql`ledger_w`)}),
      bet_o as (${insertOrders(memberId, ws, sql`ledger_w`)} returning id),
      bet_b as (${insertBets(memberId, ws, sql`bet_o`)}),
      bet_sh as (${registerShapes})
      select (select count(*) from bet_iss)::int as issue_open, ${registerHoldColumns} from ledger_acct`.execute(
      db,
    );
    const row = r.rows[0];
    if (!row) throw new Error('bet placement statement returned nothing');
    return { ...row, issues: issues.length };
  },

  /** The order (receipt included) and its bets under the reserved ids, in one statement. */
  async insertOrderWithBets(db: Db, w: PlacementWrite): Promise<void> {
    const memberId = w.order.memberId;
    await sql`with bet_stk as (${addStakes(memberId, [w], sql`(select 1) one`)}),
      bet_o as (${insertOrders(memberId, [w], sql`(select 1) one`)} returning id),
      bet_b as (${insertBets(memberId, [w], sql`bet_o`)})
      ${registerShapes}`.execute(db);
  },
};

/**
 * The orders' stakes added to the member's per-issue totals (migration 0082), for each row of `gate`:
 * per issue one upsert that also refreshes the family's cap; the row's CHECK aborts the whole statement
 * when an order would pass the cap, whatever else is in flight (`isIssueCapError`).
 */
const addStakes = (memberId: number, ws: PlacementWrite[], gate: RawBuilder<unknown>) => {
  const byIssue = new Map<number, { fen: number; cap: number }>();
  for (const w of ws) {
    const x = byIssue.get(w.order.issueId) ?? { fen: 0, cap: w.capFen };
    byIssue.set(w.order.issueId, { fen: x.fen + w.order.totalFen, cap: Math.min(x.cap, w.capFen) });
  }
  const rows = JSON.stringify([...byIssue].map(([issue_id, x]) => ({ issue_id, fen: x.fen, cap: x.cap })));
  return sql`insert into bet_member_issue_stakes as s (member_id, issue_id, staked_fen, cap_fen)
    select ${memberId}, x.issue_id, x.fen, x.cap
    from json_to_recordset(${rows}::json) as x(issue_id bigint, fen bigint, cap bigint), ${gate}
    on conflict (member_id, issue_id) do update
    set staked_fen = s.staked_fen + excluded.staked_fen, cap_fen = excluded.cap_fen`;
};

/** Whether a placement statement was refused by the per-issue cap (see `addStakes`). */
export const isIssueCapError = (err: unknown): boolean => {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    e?.code === '23514' &&
    (e.constraint === 'bet_member_issue_stakes_cap' ||
      String(e.message).includes('bet_member_issue_stakes_cap'))
  );
};

/** `insert into bet_orders` of the writes' orders, one row per order for each row of `gate`. */
const insertOrders = (memberId: number, ws: PlacementWrite[], gate: RawBuilder<unknown>) =>
  sql`insert into bet_orders (id, member_id, game_code, room_id, issue_id, issue, chase_id, active_id, multiple,
      total_fen, idempotency_key, request_hash, receipt, receipt_hash, placed_at)
    overriding system value
    select o.id, ${memberId}, o.game_code, o.room_id, o.issue_id, o.issue, o.chase_id, o.active_id, o.multiple,
      o.total_fen, o.idempotency_key, o.request_hash, o.receipt, o.receipt_hash, o.placed_at
    from json_to_recordset(${ordersJson(ws)}::json) as o(${ORDER_COLUMNS}), ${gate}
    order by o.id`;

/**
 * `insert into bets` of the writes' bets, each with its shape, when `gate` (a CTE name) has a row;
 * returns what `registerShapes` records.
 */
const insertBets = (memberId: number, ws: PlacementWrite[], gate: RawBuilder<unknown>) =>
  sql`insert into bets (id, order_id, member_id, issue_id, play_id, name, selection, odds, stake_fen, held_fen,
      rules, shape)
    overriding system value
    select b.id, b.order_id, ${memberId}, b.issue_id, b.play_id, b.name, b.selection, b.odds, b.stake_fen,
      b.held_fen, b.rules, ${shapeOf('b')}
    from json_to_recordset(${betsJson(ws)}::json) as b(${BET_COLUMNS}, order_id bigint, issue_id bigint)
    where exists (select 1 from ${gate})
    order by b.id
    returning issue_id, shape, play_id, selection, odds, rules, stake_fen`;

/**
 * The issue shapes (migration 0084) of the bets written by the CTE `bet_b`: the first bet of a new shape
 * in an issue adds its row; every later one only probes the key (settlement reads an issue's shapes
 * from here instead of scanning its bets).
 */
const registerShapes = sql`insert into bet_issue_shapes (issue_id, shape, play_id, selection, odds, rules, stake_fen)
    select distinct on (issue_id, shape) issue_id, shape, play_id, selection, odds, rules, stake_fen from bet_b
    on conflict do nothing`;

/**
 * A bet's settlement shape from its columns (migration 0080): the digest of everything the domain judges
 * it by, so settlement groups and joins on 32 bytes. jsonb text is canonical (keys sorted, spacing fixed).
 */
export const shapeOf = (b: string) =>
  sql`sha256(convert_to(jsonb_build_array(${sql.ref(`${b}.play_id`)}, ${sql.ref(`${b}.selection`)},
    ${sql.ref(`${b}.odds`)}, ${sql.ref(`${b}.rules`)}, ${sql.ref(`${b}.stake_fen`)})::text, 'UTF8'))`;
