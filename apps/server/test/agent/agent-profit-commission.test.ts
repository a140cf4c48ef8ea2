import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentService, ProfitCommissionService } from '../../src/modules/agent';
import { betTotals } from '../../src/modules/bet';
import { memberAccountBalanceFen, reconcile } from '../../src/modules/ledger';
import { buildBetKit, fund, plainCreditItems } from '../bet/bet-kit';
import { type BuiltMember, buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';

/** Monday after the week of 2026-02-23 … 2026-03-01 (the bet kit's day). */
const WEEK_AFTER = new Date('2026-03-02T01:00:00+08:00');
const WEEK = 'W20260223';
const RATE_BP = 2000;

/**
 * The weekly profit (negative-GGR) commission run on real settled bets: each bettor's GGR counts for the
 * nearest agent above, the carried negative balance is added in and written back, payment goes through the
 * ledger with a statement — exactly once, also when a run crashes midway and two reruns race.
 */
describe(`agent profit commission runs (${testDbKind()})`, () => {
  let t: TestDb;
  let agents: AgentService;
  let top: BuiltMember;
  let sub: BuiltMember;
  const ggr = new Map<number, number>();
  let bettors: BuiltMember[];

  const attach = async (memberId: number, inviterId: number) => {
    const code = (await agents.links(inviterId))[0]?.code;
    await t.db.transaction().execute((trx) => agents.attribute(trx, memberId, code));
  };
  const commissionBalance = (id: number) => memberAccountBalanceFen(t.db, id, 'agent_commission');
  const carryOf = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('agent_members')
          .select('profit_carry_fen')
          .where('member_id', '=', id)
          .executeTakeFirstOrThrow()
      ).profit_carry_fen,
    );
  const setCarry = (id: number, fen: number) =>
    t.db.updateTable('agent_members').set({ profit_carry_fen: fen }).where('member_id', '=', id).execute();

  beforeAll(async () => {
    t = await createTestDb();
    const kit = buildBetKit(t.db, ['Tradition28']);
    agents = new AgentService(t.db, { now: kit.clock.now, promoteAtDirectInvites: null });
    await t.db
      .updateTable('agent_plans')
      .set({ profit_rate_bp: RATE_BP })
      .where('is_default', '=', true)
      .execute();
    await kit.scheduler.tick();
    top = await buildMember(t.db);
    sub = await buildMember(t.db);
    await agents.makeAgent(top.id, undefined, async () => {});
    await attach(sub.id, top.id);
    await agents.makeAgent(sub.id, undefined, async () => {});
    // b0 under the sub-agent, b1 directly under top, b2 under b1 (a plain member), b3 in no line.
    bettors = [
      await buildMember(t.db),
      await buildMember(t.db),
      await buildMember(t.db),
      await buildMember(t.db),
    ];
    await attach(bettors[0]!.id, sub.id);
    await attach(bettors[1]!.id, top.id);
    await attach(bettors[2]!.id, bettors[1]!.id);
    for (const [i, b] of bettors.entries()) {
      await fund(t.db, b.id, 500_000);
      await kit.bets.place(b.id, {
        gameCode: 'Tradition28',
        roomId: '1',
        items: plainCreditItems('Tradition28', 3, i, (k) => (k + 1) * (i + 3)),
      });
    }
    kit.clock.advance(400_000);
    await kit.scheduler.tick();
    const week = { from: new Date('2026-02-23T00:00:00+08:00'), to: WEEK_AFTER };
    for (const row of await betTotals(t.db, week, 'member')) ggr.set(Number(row.key), row.ggrFen);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the bets were settled in the week paid (the fixture is real)', () => {
    for (const b of bettors) expect(ggr.has(b.id)).toBe(true);
  });

  it('carries each agent’s balance once and pays once, also across a crash and racing reruns', async () => {
    const g = (i: number) => ggr.get(bettors[i]!.id) ?? 0;
    // Nearest agent counts: sub has b0; top has b1 and b2 (b2's inviter b1 is no agent), not b0.
    const subGgr = g(0);
    const topGgr = g(1) + g(2);
    // The sub-agent's carry makes their week negative whatever the draw: it must be carried, not paid.
    const subCarryIn = -(Math.abs(subGgr) + 500);
    // Top's carry takes half of a winning week (so the carry visibly lowers the pay) or keeps a losing one negative.
    const topCarryIn = topGgr > 0 ? -Math.floor(topGgr / 2) : -100;
    await setCarry(sub.id, subCarryIn);
    await setCarry(top.id, topCarryIn);
    const topBase = topGgr + topCarryIn;
    const expectTop = topBase > 0 ? Math.floor((topBase * RATE_BP) / 10_000) : 0;
    const expectTopCarry = topBase > 0 ? 0 : topBase;
    const subBase = subGgr + subCarryIn;
    expect(subBase).toBeLessThan(0);

    const crashing = new ProfitCommissionService(t.db, () => WEEK_AFTER);
    let paidBeforeCrash = 0;
    await expect(
      crashing.runProfitCommission(undefined, () => {
        paidBeforeCrash += 1;
        throw new Error('killed mid-run');
      }),
    ).rejects.toThrow('killed mid-run');
    expect(paidBeforeCrash).toBe(1);
    // Agents are written in id order: top first, sub untouched.
    expect(await commissionBalance(top.id)).toBe(expectTop);
    expect(await carryOf(top.id)).toBe(expectTopCarry);
    expect(await carryOf(sub.id)).toBe(subCarryIn);

    const reruns = await Promise.all([
      new ProfitCommissionService(t.db, () => WEEK_AFTER).runProfitCommission(),
      new ProfitCommissionService(t.db, () => WEEK_AFTER).runProfitCommission(),
    ]);
    for (const r of reruns) expect(r).toMatchObject({ periodKey: WEEK, commissionFen: expectTop });
    expect(await commissionBalance(top.id)).toBe(expectTop);
    expect(await commissionBalance(sub.id)).toBe(0);
    // The carry moved once: the rerun did not add the week again.
    expect(await carryOf(top.id)).toBe(expectTopCarry);
    expect(await carryOf(sub.id)).toBe(subBase);

    expect(await crashing.runProfitCommission(WEEK)).toMatchObject({
      alreadyDone: true,
      commissionFen: expectTop,
    });
    const statements = await t.db
      .selectFrom('agent_commission_statements')
      .select(['agent_id', 'base_fen', 'commission_fen', 'carry_out_fen', 'transfer_id'])
      .where('kind', '=', 'profit')
      .orderBy('agent_id')
      .execute();
    expect(
      statements.map((x) => [
        x.agent_id,
        Number(x.base_fen),
        Number(x.commission_fen),
        Number(x.carry_out_fen),
      ]),
    ).toEqual([
      [top.id, topBase, expectTop, expectTopCarry],
      [sub.id, subBase, 0, subBase],
    ]);
    expect(statements[1]!.transfer_id).toBeNull();
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select(['amount_fen'])
      .where('type', '=', 'agent_commission')
      .where('ref_id', '=', `profit:${WEEK}`)
      .execute();
    expect(transfers.map((x) => Number(x.amount_fen))).toEqual(expectTop > 0 ? [expectTop] : []);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('a week without bets writes nothing and keeps the carried balance', async () => {
    // A later week with no bets writes nothing: the sub-agent's negative balance stays for the week after.
    const later = new ProfitCommissionService(t.db, () => new Date('2026-03-10T00:00:00+08:00'));
    const before = await carryOf(sub.id);
    expect(await later.runProfitCommission()).toMatchObject({
      periodKey: 'W20260302',
      agentsPaid: 0,
      alreadyDone: false,
    });
    expect(await carryOf(sub.id)).toBe(before);
  });

  it('refuses a week that is not over or a key that is not a Monday', async () => {
    const early = new ProfitCommissionService(t.db, () => new Date('2026-03-01T23:00:00+08:00'));
    await expect(early.runProfitCommission(WEEK)).rejects.toMatchObject({
      errorCode: ErrorCode.InvalidPayload,
    });
    await expect(crashingFree().runProfitCommission('W20260224')).rejects.toMatchObject({
      errorCode: ErrorCode.InvalidPayload,
    });
  });
  const crashingFree = () => new ProfitCommissionService(t.db, () => WEEK_AFTER);
});
