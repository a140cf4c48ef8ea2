import { randomInt } from 'node:crypto';
import type { FriendsInfo, InviteLink, InvitePlanView } from '@qilin/contract';
import { levelRateBp } from '@qilin/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { Errors } from '../../lib/errors';
import { memberAccounts } from '../member';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, MAX_INVITE_LINKS } from './agent.config';
import { AgentErrors } from './agent.errors';
import { type AgentStanding, type PlanRow, agentRepository as repo } from './agent.repository';

export type AgentServiceOptions = {
  now: () => Date;
  /** The configured rule: this many direct invitees make a member an agent (null: operators only). */
  promoteAtDirectInvites: number | null;
};

const newCode = () =>
  Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');

export const presentPlan = (p: PlanRow): InvitePlanView => ({
  planId: p.id,
  name: p.name,
  betCommission: p.bet_commission.map((l) => ({ scale: l.scale, scaleDiff: l.scaleDiff })),
  profitRateBp: p.profit_rate_bp,
});

const presentLink = (r: {
  id: number;
  code: string;
  link_type: number;
  plan_id: number | null;
  registrations: number;
  created_at: Date;
}): InviteLink => ({
  id: r.id,
  code: r.code,
  linkType: r.link_type,
  planId: r.plan_id,
  registrations: r.registrations,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Invite links, attribution at registration, the agent role. Owns its transactions. */
export class AgentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: AgentServiceOptions,
  ) {}

  /**
   * Called in the registration's transaction (auth's `onRegistered`): a live code attributes the new
   * member to the link's owner for good. An unknown or deleted code registers the member unattributed
   * rather than refusing them.
   */
  async attribute(trx: Transaction<Database>, memberId: number, code: string | undefined): Promise<void> {
    if (!code) return;
    const link = await repo.liveLinkByCode(trx, code.trim().toUpperCase());
    if (!link || link.member_id === memberId) return;
    if (!(await repo.attach(trx, memberId, link.member_id, link.id))) return;
    await repo.countLink(trx, link.id);
    // An agent link (type 2) makes the new member a sub-agent one level below its owner.
    if (link.link_type === 2) await this.promoteIn(trx, memberId, link.plan_id ?? undefined);
    const rule = this.opts.promoteAtDirectInvites;
    if (rule !== null && (await repo.directCount(trx, link.member_id)) >= rule) {
      await this.promoteIn(trx, link.member_id, undefined);
    }
  }

  /** Whether the member is an agent (the role every /api/agent report route checks). */
  async isAgent(memberId: number): Promise<boolean> {
    return (await repo.standing(this.db, memberId))?.is_agent ?? false;
  }

  standing(memberId: number): Promise<AgentStanding | undefined> {
    return repo.standing(this.db, memberId);
  }

  /** The member's live links; the first read creates their default member link. */
  async links(memberId: number): Promise<InviteLink[]> {
    const rows = await repo.liveLinks(this.db, memberId);
    if (rows.length > 0) return rows.map(presentLink);
    return [await this.generate(memberId, 1)];
  }

  async generate(memberId: number, linkType: number): Promise<InviteLink> {
    const standing = await repo.standing(this.db, memberId);
    if (linkType === 2 && !standing?.is_agent) throw AgentErrors.notAnAgent();
    const live = await repo.liveLinks(this.db, memberId);
    if (live.length >= MAX_INVITE_LINKS) throw AgentErrors.linkLimit();
    const planId = linkType === 2 ? (standing?.plan_id ?? null) : null;
    // A clash of random codes is rare; try again rather than fail the member.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await repo.insertLink(this.db, { memberId, code: newCode(), linkType, planId });
      if (row) return presentLink(row);
    }
    throw new Error('no free invite code after 5 tries');
  }

  async deleteLink(memberId: number, id: number): Promise<void> {
    if (!(await repo.deleteLink(this.db, memberId, id, this.opts.now()))) throw AgentErrors.linkNotFound();
  }

  /** GET invite plan by linkType: the plan a member's link would carry (null for a plain member link). */
  async planFor(memberId: number, linkType: number): Promise<InvitePlanView | null> {
    const standing = await repo.standing(this.db, memberId);
    const plan = standing?.plan_id
      ? await repo.plan(this.db, standing.plan_id)
      : linkType === 2
        ? await repo.defaultPlan(this.db)
        : undefined;
    return plan ? presentPlan(plan) : null;
  }

  async friendsInfo(memberId: number): Promise<FriendsInfo> {
    const [links, standing, friendCount] = await Promise.all([
      this.links(memberId),
      repo.standing(this.db, memberId),
      repo.lineCount(this.db, memberId, 1),
    ]);
    return {
      inviteCode: links[0]?.code ?? '',
      friendCount,
      isAgent: standing?.is_agent ?? false,
      rateBp: standing?.is_agent ? standing.rate_bp : 0,
      invitedBy: (standing?.inviter_id ?? null) !== null,
    };
  }

  /** Operator decision: make a member an agent (audited by the caller in the same transaction). */
  async makeAgent(
    memberId: number,
    planId: number | undefined,
    inTrx: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<AgentStanding> {
    return this.db.transaction().execute(async (trx) => {
      const member = await memberAccounts.findById(trx, memberId);
      if (!member || member.is_trial) throw Errors.notFound();
      if (!(await this.promoteIn(trx, memberId, planId))) throw AgentErrors.alreadyAgent();
      await inTrx(trx);
      const standing = await repo.standing(trx, memberId);
      if (!standing) throw new Error('agent row missing after promotion');
      return standing;
    });
  }

  /**
   * A new agent sits one level below the nearest agent above them, on that agent's plan (their rate the
   * plan's scale for the level, so the parent keeps the scaleDiff); an agent with none above starts at
   * level 1 of the plan asked for, else the default plan.
   */
  private async promoteIn(trx: Db, memberId: number, planId: number | undefined): Promise<boolean> {
    const parent = await repo.nearestAgentAbove(trx, memberId);
    const chosen = parent?.plan_id ?? planId;
    const plan = chosen ? await repo.plan(trx, chosen) : await repo.defaultPlan(trx);
    if (!plan) throw AgentErrors.planNotFound();
    const level = parent ? parent.level + 1 : 1;
    const rateBp = levelRateBp({ betCommission: plan.bet_commission }, level);
    return repo.promote(trx, memberId, { planId: plan.id, level, rateBp }, this.opts.now());
  }
}
