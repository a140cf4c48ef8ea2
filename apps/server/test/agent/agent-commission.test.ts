import { ErrorCode } from '@qilin/contract';
import { applyRateFen } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentService, CommissionService } from '../../src/modules/agent';
import { AgentWalletService } from '../../src/modules/agent/agent-wallet.service';
import { betTotals } from '../../src/modules/bet';
import { memberAccountBalanceFen, reconcile } from '../../src/modules/ledger';
import { balances, buildBetKit, fund, plainCreditItems } from '../bet/bet-kit';
import { type BuiltMember, buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';

const DAY_AFTER = new Date('2026-03-02T01:00:00+08:00');

/**
 * The daily bet commission run on real settled bets: differential rates down a line, paid into each
 * agent's wallet through the ledger exactly once — also when a run crashes midway and two reruns race.
 */
describe(`agent bet commission runs (${testDbKind()})`, () => {
  let t: TestDb;
  let agents: AgentService;
  let top: BuiltMember;
  let sub: BuiltMember;
  const stake = new Map<number, number>();
  let bettors: BuiltMember[];

  const attach = async (memberId: number, inviterId: number) => {
    const code = (await agents.links(inviterId))[0]?.code;
    await t.db.transaction().execute((trx) => agents.attribute(trx, memberId, code));
  };
  const commissionBalance = (id: number) => memberAccountBalanceFen(t.db, id, 'agent_commission');

  beforeAll(async () => {
    t = await createTestDb();
    const kit = buildBetKit(t.db, ['Tradition28']);
    agents = new AgentService(t.db, { now: kit.clock.now, promoteAtDirectInvites: null });
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
    const day = { from: new Date('2026-03-01T00:00:00+08:00'), to: new Date('2026-03-02T00:00:00+08:00') };
    for (const row of await betTotals(t.db, day, 'member')) stake.set(Number(row.key), row.stakeFen);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the bets were settled on the day paid (the fixture is real)', () => {
    for (const b of bettors) expect(stake.get(b.id) ?? 0).toBeGreaterThan(0);
  });

  it('a run that crashes after the first agent pays the rest on rerun, nobody twice', async () => {
    const s = (i: number) => stake.get(bettors[i]!.id) ?? 0;
    // The sub-agent (1 %) keeps 1 % of b0; top (1.5 %) keeps the 0.5 % differential on b0 and 1.5 % of b1, b2.
    const expectSub = applyRateFen(s(0), 100);
    const expectTop = applyRateFen(s(0), 50) + applyRateFen(s(1), 150) + applyRateFen(s(2), 150);

    expect(expectSub).toBeGreaterThan(0);
    expect(expectTop).toBeGreaterThan(0);
    const crashing = new CommissionService(t.db, () => DAY_AFTER);
    let paidBeforeCrash = 0;
    await expect(
      crashing.runBetCommission(undefined, () => {
        paidBeforeCrash += 1;
        throw new Error('killed mid-run');
      }),
    ).rejects.toThrow('killed mid-run');
    expect(paidBeforeCrash).toBe(1);
    // Agents are paid in id order: top first.
    expect(await commissionBalance(top.id)).toBe(expectTop);
    expect(await commissionBalance(sub.id)).toBe(0);

    // Two reruns race (two processes' schedulers): each agent still paid once.
    const reruns = await Promise.all([
      new CommissionService(t.db, () => DAY_AFTER).runBetCommission(),
      new CommissionService(t.db, () => DAY_AFTER).runBetCommission(),
    ]);
    for (const r of reruns)
      expect(r).toMatchObject({ periodKey: '20260301', commissionFen: expectTop + expectSub });
    expect(await commissionBalance(top.id)).toBe(expectTop);
    expect(await commissionBalance(sub.id)).toBe(expectSub);

    const again = await crashing.runBetCommission();
    expect(again).toMatchObject({ alreadyDone: true, agentsPaid: 2, commissionFen: expectTop + expectSub });
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select(['amount_fen'])
      .where('type', '=', 'agent_commission')
      .where('ref_id', '=', 'bet:20260301')
      .execute();
    expect(transfers.map((x) => Number(x.amount_fen)).sort((a, b) => a - b)).toEqual(
      [expectSub, expectTop].sort((a, b) => a - b),
    );
    // Statements: one per agent, the base is the valid turnover under them.
    const statements = await t.db
      .selectFrom('agent_commission_statements')
      .select(['agent_id', 'base_fen', 'commission_fen'])
      .orderBy('agent_id')
      .execute();
    expect(statements.map((x) => [x.agent_id, Number(x.base_fen), Number(x.commission_fen)])).toEqual([
      [top.id, s(0) + s(1) + s(2), expectTop],
      [sub.id, s(0), expectSub],
    ]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses to run a day that is not over', async () => {
    const early = new CommissionService(t.db, () => new Date('2026-03-01T23:00:00+08:00'));
    await expect(early.runBetCommission('20260301')).rejects.toMatchObject({
      errorCode: ErrorCode.InvalidPayload,
    });
  });

  it('the agent wallet moves to the main wallet once per key, never below zero', async () => {
    const wallet = new AgentWalletService(t.db);
    const before = await commissionBalance(top.id);
    const half = Math.floor(before / 2);
    expect(half).toBeGreaterThan(0);
    const main = (await balances(t.db, top.id)).balanceFen;
    const moves = await Promise.all([
      wallet.toMainWallet(top.id, half, 'move-key-0001'),
      wallet.toMainWallet(top.id, half, 'move-key-0001'),
    ]);
    expect(moves.filter((m) => m.replayed)).toHaveLength(1);
    expect(await commissionBalance(top.id)).toBe(before - half);
    expect((await balances(t.db, top.id)).balanceFen).toBe(main + half);
    await expect(wallet.toMainWallet(top.id, before, 'move-key-0002')).rejects.toMatchObject({
      errorCode: ErrorCode.AgentWalletShort,
    });
    const history = await wallet.history(top.id, { page: 1, pageSize: 10 });
    expect(history.list.map((r) => r.amountFen)).toEqual([-half, before]);
  });
});
