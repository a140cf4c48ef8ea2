import { type GameResult, type SettleBet, settleBets } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund, plainCreditItems } from './bet-kit';

const GAME = 'Tradition28';
const MEMBERS = 50;
const ORDERS = 2;
const ITEMS = 50; // 50 members × 2 orders × 50 items = 5,000 bets
const FUND = 1_000_000;
const STATUS = { win: 'won', lose: 'lost', push: 'push', refund: 'refunded' } as const;

/** Every credit entry of the family that needs no picked numbers, cycled, at a few stake sizes. */
const itemsFor = (member: number, order: number) =>
  plainCreditItems(GAME, ITEMS, member * 7 + order * 13, (k) => 1 + ((member + k) % 3));

describe(`batch settlement of 5,000 bets (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('settles every bet in chunks and leaves every balance where an independent model says', async () => {
    // Chunks of 700: a member's bets straddle chunks, so the PC28 issue stake must span them.
    const kit = buildBetKit(t.db, [GAME], '2026-03-01T10:00:05+08:00', 700);
    await kit.scheduler.tick();
    const members: number[] = [];
    let issue = '';
    for (let m = 0; m < MEMBERS; m++) {
      const member = await buildMember(t.db);
      members.push(member.id);
      await fund(t.db, member.id, FUND);
      for (let o = 0; o < ORDERS; o++) {
        const r = await kit.bets.place(member.id, { gameCode: GAME, roomId: '1', items: itemsFor(m, o) });
        issue ||= r.issue;
        expect(r.issue).toBe(issue);
      }
    }
    const houseBefore = await houseFen(t);
    const drawn = await kit.draws.issue(GAME, issue);
    kit.clock.set((drawn?.drawAt ?? 0) + 1);
    await kit.scheduler.tick();
    const row = await kit.draws.issue(GAME, issue);
    expect(row?.state).toBe('SETTLED');

    const bets = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('member_id', 'in', members)
      .orderBy('id')
      .execute();
    expect(bets).toHaveLength(MEMBERS * ORDERS * ITEMS);
    // The model: the domain's outcome per bet from the member's whole issue stake, summed per member.
    const issueStake = new Map<number, number>();
    for (const b of bets) issueStake.set(b.member_id, (issueStake.get(b.member_id) ?? 0) + b.stake_fen);
    const input: SettleBet[] = bets.map((b) => ({
      id: String(b.id),
      selection: b.selection as SettleBet['selection'],
      stakeFen: b.stake_fen,
      odds: b.odds as SettleBet['odds'],
      issueStakeFen: issueStake.get(b.member_id) ?? 0,
    }));
    const model = settleBets(row?.result as GameResult, input);
    const wallet = new Map(members.map((m) => [m, FUND]));
    let houseDelta = 0;
    for (const [i, s] of model.entries()) {
      const b = bets[i];
      if (!b) throw new Error('bet');
      expect({ status: b.status, payout: b.payout_fen }).toEqual({
        status: STATUS[s.outcome],
        payout: s.payoutFen,
      });
      wallet.set(b.member_id, (wallet.get(b.member_id) ?? 0) - b.stake_fen + s.payoutFen);
      houseDelta += b.stake_fen - s.payoutFen;
    }
    expect(new Set(model.map((s) => s.outcome)).size).toBeGreaterThanOrEqual(2);
    for (const m of members)
      expect(await balances(t.db, m)).toMatchObject({ balanceFen: wallet.get(m), heldFen: 0 });
    expect((await houseFen(t)) - houseBefore).toBe(houseDelta);
    const bonus = kit.pushed.filter((p) => p.message.type === 'bonus');
    const won = model.filter((s) => s.outcome === 'win').reduce((n, s) => n + s.payoutFen, 0);
    expect(bonus.reduce((n, p) => n + (p.message.amountFen ?? 0), 0)).toBe(won);
    expect(new Set(kit.pushed.filter((p) => p.message.type === 'ex_out_all').map((p) => p.memberId))).toEqual(
      new Set(members),
    );
    // Payouts are written per member per chunk under the issue's ref (never a transfer or a house row
    // update per bet), and each member's add up to exactly what the model pays them.
    const issueRow = await t.db
      .selectFrom('draw_issues')
      .select('id')
      .where('game_code', '=', GAME)
      .where('issue', '=', issue)
      .executeTakeFirstOrThrow();
    const payouts = await t.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
      .select(['a.member_id', 't.ref_type', 't.ref_id', 't.amount_fen'])
      .where('t.type', '=', 'bet_payout')
      .execute();
    const wonBets = model.filter((s) => s.outcome === 'win' && s.payoutFen > 0);
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts.length).toBeLessThan(wonBets.length);
    expect(new Set(payouts.map((p) => `${p.ref_type}:${p.ref_id}`))).toEqual(
      new Set([`issue:${issueRow.id}`]),
    );
    const paidModel = new Map<number, number>();
    for (const [i, s] of model.entries())
      if (s.outcome === 'win') {
        const m = bets[i]?.member_id ?? 0;
        paidModel.set(m, (paidModel.get(m) ?? 0) + s.payoutFen);
      }
    const paidLedger = new Map<number, number>();
    for (const p of payouts) {
      const m = Number(p.member_id);
      paidLedger.set(m, (paidLedger.get(m) ?? 0) + Number(p.amount_fen));
    }
    expect(paidLedger).toEqual(new Map([...paidModel].filter(([, fen]) => fen > 0)));
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  }, 300_000);
});

async function houseFen(t: TestDb): Promise<number> {
  const r = await t.db
    .selectFrom('ledger_accounts')
    .select('balance_fen')
    .where('kind', '=', 'house')
    .executeTakeFirst();
  return r?.balance_fen ?? 0;
}
