import { sql } from 'kysely';
import type { Db } from '../../db';
import { idArray } from '../../lib/id-array';
import { memberNames } from '../member';

export type PlanRow = {
  id: number;
  name: string;
  bet_commission: { scale: number; scaleDiff: number }[];
  profit_rate_bp: number;
  is_default: boolean;
};

export type AgentStanding = {
  member_id: number;
  is_agent: boolean;
  plan_id: number | null;
  level: number;
  rate_bp: number;
  inviter_id: number | null;
};

/** Plain JSONB from either driver (PGlite and pg both parse it; a string is parsed here to be sure). */
const levelsOf = (v: unknown): PlanRow['bet_commission'] =>
  (typeof v === 'string' ? JSON.parse(v) : v) as PlanRow['bet_commission'];

const planOf = (r: PlanRow): PlanRow => ({ ...r, bet_commission: levelsOf(r.bet_commission) });

/** SQL of the agent module's own tables. Every method takes the caller's handle or transaction. */
export const agentRepository = {
  async plans(db: Db): Promise<PlanRow[]> {
    const rows = await db.selectFrom('agent_plans').selectAll().orderBy('id').execute();
    return rows.map(planOf);
  },

  async plan(db: Db, id: number): Promise<PlanRow | undefined> {
    const row = await db.selectFrom('agent_plans').selectAll().where('id', '=', id).executeTakeFirst();
    return row && planOf(row);
  },

  async defaultPlan(db: Db): Promise<PlanRow | undefined> {
    const row = await db
      .selectFrom('agent_plans')
      .selectAll()
      .where('is_default', '=', true)
      .executeTakeFirst();
    return row && planOf(row);
  },

  standing(db: Db, memberId: number): Promise<AgentStanding | undefined> {
    return db
      .selectFrom('agent_members')
      .select(['member_id', 'is_agent', 'plan_id', 'level', 'rate_bp', 'inviter_id'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  },

  /** The nearest agent above a member (their line's agent), or undefined. */
  nearestAgentAbove(db: Db, memberId: number): Promise<AgentStanding | undefined> {
    return db
      .selectFrom('agent_tree as t')
      .innerJoin('agent_members as m', 'm.member_id', 't.ancestor_id')
      .select(['m.member_id', 'm.is_agent', 'm.plan_id', 'm.level', 'm.rate_bp', 'm.inviter_id'])
      .where('t.descendant_id', '=', memberId)
      .where('m.is_agent', '=', true)
      .orderBy('t.depth')
      .limit(1)
      .executeTakeFirst();
  },

  liveLinkByCode(db: Db, code: string) {
    return db
      .selectFrom('agent_invite_links')
      .select(['id', 'member_id', 'link_type', 'plan_id'])
      .where('code', '=', code)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  liveLinks(db: Db, memberId: number) {
    return db
      .selectFrom('agent_invite_links')
      .select(['id', 'code', 'link_type', 'plan_id', 'registrations', 'created_at'])
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  },

  insertLink(db: Db, row: { memberId: number; code: string; linkType: number; planId: number | null }) {
    return db
      .insertInto('agent_invite_links')
      .values({ member_id: row.memberId, code: row.code, link_type: row.linkType, plan_id: row.planId })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning(['id', 'code', 'link_type', 'plan_id', 'registrations', 'created_at'])
      .executeTakeFirst();
  },

  async deleteLink(db: Db, memberId: number, id: number, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('agent_invite_links')
      .set({ deleted_at: at })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  },

  countLink(db: Db, linkId: number) {
    return db
      .updateTable('agent_invite_links')
      .set((eb) => ({ registrations: eb('registrations', '+', 1) }))
      .where('id', '=', linkId)
      .execute();
  },

  /**
   * Attributes a new member to their inviter and writes their closure rows: the inviter at depth 1 and
   * each of the inviter's ancestors one deeper. The member is new (no descendants), so no cycle can form;
   * the primary key on agent_members makes the attribution first-touch and permanent.
   */
  async attach(db: Db, memberId: number, inviterId: number, linkId: number): Promise<boolean> {
    const inserted = await db
      .insertInto('agent_members')
      .values({ member_id: memberId, inviter_id: inviterId, link_id: linkId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await sql`
      insert into agent_tree (ancestor_id, descendant_id, depth)
      select ancestor_id, ${memberId}::bigint, depth + 1 from agent_tree where descendant_id = ${inviterId}
      union all select ${inviterId}::bigint, ${memberId}::bigint, 1`.execute(db);
    return true;
  },

  directCount(db: Db, memberId: number): Promise<number> {
    return db
      .selectFrom('agent_tree')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('ancestor_id', '=', memberId)
      .where('depth', '=', 1)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },

  /** Makes a member an agent (creating their row when they have no inviter); false when already one. */
  async promote(
    db: Db,
    memberId: number,
    standing: { planId: number; level: number; rateBp: number },
    at: Date,
  ): Promise<boolean> {
    const values = {
      is_agent: true,
      agent_since: at,
      plan_id: standing.planId,
      level: standing.level,
      rate_bp: standing.rateBp,
    };
    const r = await db
      .insertInto('agent_members')
      .values({ member_id: memberId, ...values })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet(values).where('agent_members.is_agent', '=', false),
      )
      .returning('member_id')
      .executeTakeFirst();
    return r !== undefined;
  },

  /** A page of an ancestor's line (depth given: that level only), newest first within a depth. */
  lineQuery(db: Db, ancestorId: number, depth?: number) {
    return db
      .selectFrom('agent_tree as t')
      .innerJoin(memberNames(db).as('mn'), 'mn.id', 't.descendant_id')
      .innerJoin('agent_members as am', 'am.member_id', 't.descendant_id')
      .where('t.ancestor_id', '=', ancestorId)
      .$if(depth !== undefined, (q) => q.where('t.depth', '=', depth ?? 1));
  },

  async linePage(db: Db, ancestorId: number, page: { offset: number; limit: number }, depth?: number) {
    const [rows, total] = await Promise.all([
      agentRepository
        .lineQuery(db, ancestorId, depth)
        .select([
          't.descendant_id as member_id',
          't.depth',
          'mn.nickname',
          'am.inviter_id',
          'am.is_agent',
          'am.registered_at',
        ])
        .orderBy('t.depth')
        .orderBy('t.descendant_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      agentRepository.lineCount(db, ancestorId, depth),
    ]);
    return { rows, total };
  },

  lineCount(db: Db, ancestorId: number, depth?: number): Promise<number> {
    return db
      .selectFrom('agent_tree')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('ancestor_id', '=', ancestorId)
      .$if(depth !== undefined, (q) => q.where('depth', '=', depth ?? 1))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },

  /** Every member of a line (ids only: the team totals read the other modules with them). */
  async lineIds(db: Db, ancestorId: number, depth?: number): Promise<number[]> {
    const rows = await db
      .selectFrom('agent_tree')
      .select('descendant_id')
      .where('ancestor_id', '=', ancestorId)
      .$if(depth !== undefined, (q) => q.where('depth', '=', depth ?? 1))
      .execute();
    return rows.map((r) => r.descendant_id);
  },

  newInLine(db: Db, ancestorId: number, from: Date, to: Date, depth?: number): Promise<number> {
    return db
      .selectFrom('agent_tree as t')
      .innerJoin('agent_members as am', 'am.member_id', 't.descendant_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('t.ancestor_id', '=', ancestorId)
      .where('am.registered_at', '>=', from)
      .where('am.registered_at', '<', to)
      .$if(depth !== undefined, (q) => q.where('t.depth', '=', depth ?? 1))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },

  /** Where a member sits in an ancestor's line (undefined: not in it). */
  inLine(db: Db, ancestorId: number, memberId: number) {
    return agentRepository
      .lineQuery(db, ancestorId)
      .select([
        't.descendant_id as member_id',
        't.depth',
        'mn.nickname',
        'am.inviter_id',
        'am.is_agent',
        'am.registered_at',
      ])
      .where('t.descendant_id', '=', memberId)
      .executeTakeFirst();
  },

  /** Whether a member is anywhere in an ancestor's line (one primary-key probe of the closure table). */
  async isInLine(db: Db, ancestorId: number, memberId: number): Promise<boolean> {
    const row = await db
      .selectFrom('agent_tree')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The agents above each of these members with their rates, nearest first per member. */
  agentChains(db: Db, memberIds: readonly number[]) {
    return db
      .selectFrom('agent_tree as t')
      .innerJoin('agent_members as m', 'm.member_id', 't.ancestor_id')
      .select(['t.descendant_id', 't.ancestor_id', 't.depth', 'm.rate_bp'])
      .where(sql<boolean>`t.descendant_id = any(${idArray(memberIds)}::bigint[])`)
      .where('m.is_agent', '=', true)
      .orderBy('t.descendant_id')
      .orderBy('t.depth')
      .execute();
  },

  agentsPage(db: Db, page: { offset: number; limit: number }) {
    return db
      .selectFrom('agent_members as m')
      .innerJoin(memberNames(db).as('mn'), 'mn.id', 'm.member_id')
      .select([
        'm.member_id',
        'mn.username',
        'm.plan_id',
        'm.level',
        'm.rate_bp',
        'm.agent_since',
        sql<number>`(select count(*)::int from agent_tree t where t.ancestor_id = m.member_id)`.as(
          'descendants',
        ),
      ])
      .where('m.is_agent', '=', true)
      .orderBy('m.member_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  },

  agentCount(db: Db): Promise<number> {
    return db
      .selectFrom('agent_members')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('is_agent', '=', true)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },
};
