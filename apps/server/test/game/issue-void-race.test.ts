import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { balances, buildBetKit, fund, plainCreditItems } from '../bet/bet-kit';
import { buildMember, createTestDb, type TestDb, testAudit, testDbKind } from '../helpers';

// An operator's void racing the draw of the same issue (game-rules A1: void only before the draw).
// Both lock the issue row: whichever comes first wins, the other does nothing. Every bet ends either
// refunded (void won) or settled (draw won), never both, never neither; the ledger balances.
describe(`issue void vs draw and settlement (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Ffc']);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  const issueRow = (gameCode: string, issue: string) =>
    t.db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('issue', '=', issue)
      .executeTakeFirstOrThrow();

  it('voids an open issue: refunds equal stakes, a balance push, the next issue on sale', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 10_000);
    const r = await kit.bets.place(m.id, {
      gameCode: 'Ffc',
      roomId: '',
      items: plainCreditItems('Ffc', 2, 0, () => 3),
    });
    const row = await issueRow('Ffc', r.issue);
    kit.pushed.length = 0;
    expect(await kit.scheduler.voidIssue(row.id, '人工作废：测试', testAudit)).toBe('voided');
    // Sealed until its draw time: no seed, the next issue not on sale, nothing to reveal yet.
    expect(await issueRow('Ffc', r.issue)).toMatchObject({
      state: 'VOID',
      seed_hex: null,
      reveal_pending: true,
    });
    expect(await kit.scheduler.revealVoided(row.id)).toBe(0);
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    expect(kit.pushed.some((p) => p.memberId === m.id && p.message.type === 'ex_out_all')).toBe(true);
    // Again: nothing to do, nothing refunded twice; a bet on it is refused.
    expect(await kit.scheduler.voidIssue(row.id, 'again', testAudit)).toBe('not-voidable');
    await expect(
      kit.bets.place(m.id, {
        gameCode: 'Ffc',
        roomId: '',
        issue: r.issue,
        items: plainCreditItems('Ffc', 1, 0, () => 1),
      }),
    ).rejects.toThrow();
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    // The draw passes it by; the next issue drew with the voided one's seed as its commitment.
    kit.clock.advance(200_000);
    await kit.scheduler.tick();
    const after = await issueRow('Ffc', r.issue);
    expect(after).toMatchObject({ state: 'VOID', reveal_pending: false });
    expect(after.seed_hex).toMatch(/^[0-9a-f]{64}$/);
    const next = await t.db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', 'Ffc')
      .where('draw_at', '>', row.draw_at)
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    expect(next.commitment).toBe(after.seed_hex);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('races void against draw + settle: each bet refunded or settled exactly once', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      await kit.scheduler.tick();
      // Bet in a sales window, not in the seconds before its close.
      const current = await kit.draws.currentIssue('Ffc');
      if (current && (current.state !== 'OPEN' || kit.clock.now().getTime() > current.closeAt - 5_000)) {
        kit.clock.set((current?.drawAt ?? 0) + 1_000);
        await kit.scheduler.tick();
      }
      const m = await buildMember(t.db);
      await fund(t.db, m.id, 10_000);
      const r = await kit.bets.place(m.id, {
        gameCode: 'Ffc',
        roomId: '',
        items: plainCreditItems('Ffc', 4, round, (k) => k + 1),
      });
      const row = await issueRow('Ffc', r.issue);
      kit.clock.set(row.draw_at.getTime() + 1_000);
      // The void first in odd rounds, the draw first in even ones; both are in flight together.
      const voiding = () => kit.scheduler.voidIssue(row.id, '人工作废：竞争测试', testAudit);
      const drawing = async () => {
        await kit.scheduler.drawIssue(row.id);
        await kit.scheduler.settleIssue(row.id);
        return 'drawn';
      };
      // Every third round the draw has committed before the void starts (the void must find it drawn).
      const voidOutcome =
        round % 3 === 0
          ? await drawing().then(voiding)
          : (await Promise.all(round % 2 ? [voiding(), drawing()] : [drawing(), voiding()]))[
              round % 2 ? 0 : 1
            ];
      const final = await issueRow('Ffc', r.issue);
      const bets = await t.db.selectFrom('bets').selectAll().where('issue_id', '=', row.id).execute();
      const stake = bets.reduce((s, x) => s + x.stake_fen, 0);
      const { balanceFen, heldFen } = await balances(t.db, m.id);
      expect(heldFen).toBe(0);
      if (voidOutcome === 'voided') {
        expect(final.state).toBe('VOID');
        expect(bets.every((x) => x.status === 'refunded' && x.payout_fen === 0)).toBe(true);
        expect(balanceFen).toBe(10_000);
      } else {
        expect(voidOutcome).toBe('not-voidable');
        expect(final.state).toBe('SETTLED');
        expect(bets.every((x) => ['won', 'lost', 'push'].includes(x.status))).toBe(true);
        const payout = bets.reduce((s, x) => s + x.payout_fen, 0);
        expect(balanceFen).toBe(10_000 - stake + payout);
      }
      outcomes.push(String(voidOutcome));
    }
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
    // Both endings were met: a void that won, and a void that found the issue drawn.
    expect(new Set(outcomes)).toEqual(new Set(['voided', 'not-voidable']));
  }, 120_000);
});
