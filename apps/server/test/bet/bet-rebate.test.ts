import { BetErrorCode, type BetItem, BetMessages } from '@qilin/contract';
import { findGameFamily, oddsAtRebate } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_TOKEN } from '../../src/env';
import { withRebates } from '../../src/modules/bet';
import { reconcile } from '../../src/modules/ledger';
import { buildMember, createTestDb, type TestDb, testAudit, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';
import { buildHttpKit } from './http-kit';

/** Catalogue odds of an official play (at no rebate). */
function normOdds(code: string, playId: string): string {
  const entry = findGameFamily(code)
    ?.playGroups.norm.flatMap((g) => g.entries)
    .find((e) => e.playId === playId);
  if (typeof entry?.odds !== 'string') throw new Error(`no single-odds norm entry ${code}/${playId}`);
  return entry.odds;
}

/** Expected payout computed here: floor(stake × odds × hits / count), odds in bp. */
function payout(stakeFen: number, odds: string, hits: number, count: number): number {
  const [whole = '0', frac = ''] = odds.split('.');
  const bp = BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0'));
  return Number((BigInt(stakeFen) * bp * BigInt(hits)) / (10_000n * BigInt(count)));
}

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const SITE_MAX = 800;

/** 三星直选 on every back digit: 1000 注 in 分 mode (20 元), certain to win exactly one 注. */
const sureWin = (rebateBp: number): BetItem => ({
  playId: 'three-direct',
  option: 'back',
  sets: [ALL, ALL, ALL],
  unit: 'fen',
  multiple: 1,
  count: 1000,
  amountFen: 2_000,
  odds: oddsAtRebate(normOdds('Ffc', 'three-direct'), rebateBp),
  rebateBp,
});

describe(`返点 (rebate) on official bets (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Ffc'], undefined, undefined, SITE_MAX);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  const rebateRows = (memberId: number) =>
    t.db.selectFrom('bet_rebates').selectAll().where('member_id', '=', memberId).orderBy('bet_id').execute();

  /** The member's bet_rebate transfers: house → their wallet. */
  async function rebateTransfers(memberId: number) {
    return t.db
      .selectFrom('ledger_transfers as tr')
      .innerJoin('ledger_accounts as d', 'd.id', 'tr.debit_account_id')
      .innerJoin('ledger_accounts as c', 'c.id', 'tr.credit_account_id')
      .select(['tr.amount_fen', 'tr.ref_type', 'tr.ref_id', 'tr.memo', 'd.kind as from', 'c.kind as to'])
      .where('tr.type', '=', 'bet_rebate')
      .where('c.member_id', '=', memberId)
      .orderBy('tr.id')
      .execute();
  }

  async function settleNow(): Promise<void> {
    kit.clock.advance(120_000);
    await kit.scheduler.tick();
  }

  it('a winning bet at rebate r: odds × (1 − r) stored and paid, r × stake credited from the house at settlement', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const receipt = await kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [sureWin(500)] });
    expect(receipt.items[0]?.odds).toBe('855');
    expect(receipt.items[0]?.selection.rebateBp).toBe(500);
    const bet = await t.db
      .selectFrom('bets')
      .select(['id', 'odds'])
      .where('order_id', '=', receipt.orderId)
      .executeTakeFirstOrThrow();
    expect(bet.odds).toBe('855');
    // recorded with the bet, nothing credited while it is open
    expect(await rebateRows(member.id)).toMatchObject([
      { bet_id: bet.id, rebate_bp: 500, rebate_fen: 100, state: 'due' },
    ]);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 8_000, heldFen: 2_000 });
    expect(await rebateTransfers(member.id)).toEqual([]);

    await settleNow();
    const won = payout(2_000, '855', 1, 1000); // 1,710 (at no rebate it would be 1,800)
    expect(won).toBe(1_710);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 8_000 + won + 100, heldFen: 0 });
    const issue = await t.db
      .selectFrom('bets')
      .select(['issue_id', 'status', 'payout_fen'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(issue).toMatchObject({ status: 'won', payout_fen: won });
    expect(await rebateTransfers(member.id)).toEqual([
      {
        amount_fen: 100,
        ref_type: 'issue',
        ref_id: String(issue.issue_id),
        memo: 'rebates:1',
        from: 'house',
        to: 'member_wallet',
      },
    ]);
    expect(await rebateRows(member.id)).toMatchObject([{ state: 'credited' }]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });

    // a second pass over the settled issue credits nothing again
    await t.db.transaction().execute((trx) => kit.rebates.settle(trx, issue.issue_id));
    expect(await rebateTransfers(member.id)).toHaveLength(1);
  });

  it('a lost bet earns its rebate too; one transfer per member per issue for several bets', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const one: BetItem = {
      playId: 'three-direct',
      option: 'back',
      sets: [[1], [2], [3]],
      unit: 'yuan',
      multiple: 5,
      count: 1,
      amountFen: 1_000,
      odds: oddsAtRebate(normOdds('Ffc', 'three-direct'), 800),
      rebateBp: 800,
    };
    const fixed: BetItem = {
      playId: 'fixed-position',
      sets: [[1, 2], [], [], [], [9]],
      unit: 'jiao',
      multiple: 3,
      count: 3,
      amountFen: 3 * 20 * 3,
      odds: oddsAtRebate(normOdds('Ffc', 'fixed-position'), 250),
      rebateBp: 250,
    };
    const r = await kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [one, fixed] });
    expect(r.items.map((i) => i.odds)).toEqual(['828', '8.775']);
    await settleNow();
    const ssc = await kit.draws.issue('Ffc', r.issue);
    const balls = (ssc!.result as { balls: number[] }).balls;
    const oneWon = balls[2] === 1 && balls[3] === 2 && balls[4] === 3;
    const hits = [balls[0] === 1 || balls[0] === 2, balls[4] === 9].filter(Boolean).length;
    const paid = (oneWon ? payout(1_000, '828', 1, 1) : 0) + payout(180, '8.775', hits, 3);
    const rebate = 80 + 4; // 8 % of 10 元 + 2.5 % of 1.80 元 (4.5 fen, rounded down)
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 10_000 - 1_180 + paid + rebate,
      heldFen: 0,
    });
    expect(await rebateTransfers(member.id)).toMatchObject([{ amount_fen: rebate, memo: 'rebates:2' }]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses a rebate above the ceiling, on a credit play, or with the odds at no rebate; an operator ceiling applies', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const place = (item: BetItem) =>
      kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [item] });
    const refused = { errorCode: BetErrorCode.RebateRefused, message: BetMessages.rebateRefused('8') };
    await expect(place(sureWin(SITE_MAX + 10))).rejects.toMatchObject(refused);
    // the odds must be the server's at that rebate: the odds at 0 with a rebate are stale
    await expect(place({ ...sureWin(500), odds: normOdds('Ffc', 'three-direct') })).rejects.toMatchObject({
      errorCode: BetErrorCode.OddsChanged,
    });
    const big = findGameFamily('Ffc')!.playGroups.credit[0]!.entries[0]!;
    const credit: BetItem = {
      playId: big.playId,
      ...(big.position !== undefined && { position: big.position }),
      amountFen: 200,
      odds: big.odds,
      rebateBp: 100,
    };
    await expect(place(credit)).rejects.toMatchObject({ errorCode: BetErrorCode.RebateRefused });

    await kit.rebates.setMax(t.db, member.id, 300, testAudit);
    await expect(place(sureWin(500))).rejects.toMatchObject({ message: BetMessages.rebateRefused('3') });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    expect(await rebateRows(member.id)).toEqual([]);
    await place(sureWin(300));
    expect(await rebateRows(member.id)).toMatchObject([{ rebate_bp: 300, rebate_fen: 60 }]);
    // back to the site default
    await kit.rebates.setMax(t.db, member.id, null, testAudit);
    expect(await kit.rebates.maxFor(t.db, member.id)).toBe(SITE_MAX);
  });

  it('a cancelled bet earns nothing: its rebate ends void when the issue settles', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const r = await kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [sureWin(800)] });
    await kit.bets.cancel(member.id, 'Ffc', r.orderId);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    await settleNow();
    expect(await rebateRows(member.id)).toMatchObject([{ state: 'void' }]);
    expect(await rebateTransfers(member.id)).toEqual([]);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('a voided issue refunds the stake and voids the rebate', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const r = await kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [sureWin(800)] });
    const issue = await t.db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', 'Ffc')
      .where('issue', '=', r.issue)
      .executeTakeFirstOrThrow();
    const settler = withRebates(kit.settler, kit.rebates);
    await t.db.transaction().execute((trx) => settler.refundIssue(trx, issue, 'feed outage'));
    expect(await rebateRows(member.id)).toMatchObject([{ state: 'void' }]);
    expect(await rebateTransfers(member.id)).toEqual([]);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('a chase keeps its rebate on every issue; each settled issue credits its own', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 20_000);
    const plan = await kit.chases.follow(member.id, {
      gameCode: 'Ffc',
      roomId: '1',
      items: [sureWin(400)],
      times: 2,
      multiple: 2,
      isWinStop: false,
    });
    expect(plan.orders.map((o) => o.totalFen)).toEqual([4_000, 4_000]);
    expect(await rebateRows(member.id)).toMatchObject([
      { rebate_bp: 400, rebate_fen: 160 },
      { rebate_bp: 400, rebate_fen: 160 },
    ]);
    await settleNow();
    await settleNow();
    const transfers = await rebateTransfers(member.id);
    expect(transfers.map((x) => x.amount_fen)).toEqual([160, 160]);
    expect(new Set(transfers.map((x) => x.ref_id)).size).toBe(2);
    const won = payout(4_000, oddsAtRebate('900', 400), 1, 1000);
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 20_000 - 8_000 + 2 * (won + 160),
      heldFen: 0,
    });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});

describe(`返点 over HTTP (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit(['Ffc']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  const admin = (method: 'GET' | 'PUT', url: string, payload?: object, token = DEV_ADMIN_TOKEN) =>
    kit.app.inject({ method, url, ...(payload && { payload }), headers: { 'x-admin-token': token } });

  it('the member reads the site ceiling, an operator sets their own, the bet is checked against it', async () => {
    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 10_000);
    const token = await kit.login(member);
    const info = await kit.call('GET', '/api/bet/rebate', undefined, token);
    expect(info.body).toEqual({ success: true, result: { maxBp: 800, stepBp: 10 } });

    const set = await admin('PUT', `/api/admin/members/${member.id}/rebate`, { maxBp: 300 });
    expect(set.json()).toEqual({ success: true, result: { maxBp: 300, stepBp: 10 } });
    expect((await kit.call('POST', '/api/bet/rebate', {}, token)).body.result).toEqual({
      maxBp: 300,
      stepBp: 10,
    });
    expect(
      (await admin('PUT', `/api/admin/members/${member.id}/rebate`, { maxBp: 300 }, 'wrong')).statusCode,
    ).toBe(403);
    expect((await admin('PUT', '/api/admin/members/999999999/rebate', { maxBp: 300 })).statusCode).toBe(404);
    expect((await admin('PUT', `/api/admin/members/${member.id}/rebate`, { maxBp: 10_001 })).statusCode).toBe(
      400,
    );

    const order = (item: BetItem) =>
      kit.call('POST', '/api/bet/order', { game_id: 'Ffc', game_room_id: '1', content: [item] }, token);
    const tooHigh = await order(sureWin(500));
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({ success: false, error_code: BetErrorCode.RebateRefused });
    const ok = await order(sureWin(300));
    expect(ok.body).toMatchObject({ success: true });
  });
});
