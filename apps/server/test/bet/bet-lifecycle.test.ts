import { BetErrorCode, type BetItem, ErrorCode, Messages } from '@qilin/contract';
import { creditNumberPick, findGameFamily, type GameResult, settleBets } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

/** The first credit entry of a family as a bet item with the odds the catalogue shows. */
function firstItem(code: string, amountFen: number): BetItem {
  const entry = findGameFamily(code)?.playGroups.credit[0]?.entries[0];
  if (!entry) throw new Error(`no credit entry for ${code}`);
  // a play on picked numbers (11选5 任选k, 六合彩 特码…) is one 注 of exactly the numbers its pick asks for
  const pick = creditNumberPick(findGameFamily(code)!.gameType, entry.playId);
  return {
    playId: entry.playId,
    ...(entry.option !== undefined && { option: entry.option }),
    ...(entry.position !== undefined && { position: entry.position }),
    ...(pick && { numbers: Array.from({ length: pick.count }, (_, i) => pick.min + i) }),
    amountFen,
    odds: entry.odds,
  };
}

// One family per game type that takes issue bets.
const GAMES = [
  'Tradition28',
  'Ffc',
  'Jsk3',
  'Syxw',
  'Cqdb',
  'Dream8',
  'Marksixff',
  'Bull',
  'Bbn',
  'Pokerbull',
  'Baccara',
];

describe(`bet lifecycle (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, GAMES);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a bet per game type, draws, settles through the ledger and pays exactly the domain payout', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000);
    const placed = [];
    for (const code of GAMES) {
      const receipt = await kit.bets.place(member.id, {
        gameCode: code,
        roomId: '1',
        items: [firstItem(code, 1_000)],
      });
      expect(receipt.hash).toMatch(/^[0-9a-f]{64}$/);
      placed.push(receipt);
    }
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 89_000, heldFen: 11_000 });
    kit.clock.advance(400_000); // past every game's first draw (the longest period is 300 s)
    await kit.scheduler.tick();
    let expected = 89_000;
    for (const receipt of placed) {
      const issue = await kit.draws.issue(receipt.gameId, receipt.issue);
      expect(issue?.state, receipt.gameId).toBe('SETTLED');
      const item = receipt.items[0]!;
      const [s] = settleBets(issue?.result as GameResult, [
        {
          id: 'x',
          selection: { ...item.selection },
          stakeFen: item.amountFen,
          odds: item.odds,
          issueStakeFen: 1_000,
        },
      ]);
      expected += s?.payoutFen ?? 0;
      const bet = await t.db
        .selectFrom('bets')
        .selectAll()
        .where('id', '=', item.betId)
        .executeTakeFirstOrThrow();
      expect(bet.payout_fen).toBe(s?.payoutFen);
      expect(bet.status).toBe(
        { win: 'won', lose: 'lost', push: 'push', refund: 'refunded' }[s?.outcome ?? 'lose'],
      );
    }
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: expected, heldFen: 0 });
    const winners = kit.pushed.filter((p) => p.message.type === 'bonus');
    const paid = await t.db
      .selectFrom('bets')
      .select((eb) => eb.fn.sum<string>('payout_fen').as('p'))
      .where('status', '=', 'won')
      .executeTakeFirst();
    expect(winners.reduce((s, p) => s + (p.message.amountFen ?? 0), 0)).toBe(Number(paid?.p ?? 0));
    expect(kit.pushed.some((p) => p.message.type === 'ex_out_all' && p.memberId === member.id)).toBe(true);
  });

  it('refuses a bet at and after close with a clear message, and a bet with changed odds', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const current = await kit.draws.currentIssue('Ffc');
    kit.clock.set(current?.closeAt ?? 0);
    const closed = {
      gameCode: 'Ffc',
      roomId: '1',
      issue: current?.issue ?? '',
      items: [firstItem('Ffc', 100)],
    };
    await expect(kit.bets.place(member.id, closed)).rejects.toMatchObject({
      errorCode: BetErrorCode.BetClosed,
      message: expect.stringContaining('封盘'),
    });
    kit.clock.advance(30_000);
    await kit.scheduler.tick();
    await expect(kit.bets.place(member.id, closed)).rejects.toMatchObject({
      errorCode: BetErrorCode.BetClosed,
    });
    const item = { ...firstItem('Ffc', 100), odds: '9.99' };
    await expect(
      kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [item] }),
    ).rejects.toMatchObject({
      errorCode: BetErrorCode.OddsChanged,
    });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
  });

  it('answers the spec texts for insufficient balance and stakes outside the limits', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 50);
    const place = (amountFen: number) =>
      kit.bets.place(member.id, {
        gameCode: 'Tradition28',
        roomId: '1',
        items: [firstItem('Tradition28', amountFen)],
      });
    await expect(place(10)).rejects.toMatchObject({ errorCode: BetErrorCode.StakeOutOfRange });
    await expect(place(100)).rejects.toMatchObject({
      errorCode: ErrorCode.InsufficientBalance,
      message: Messages.insufficientForMinBet,
    });
    await fund(t.db, member.id, 1_000);
    await expect(place(2_000)).rejects.toMatchObject({
      errorCode: ErrorCode.InsufficientBalance,
      message: Messages.insufficientBalance,
    });
    await expect(place(10_000_000)).rejects.toMatchObject({ errorCode: BetErrorCode.StakeOutOfRange });
  });

  it('cancels before close (single and all) and refunds exactly; refuses after close', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const a = await kit.bets.place(member.id, {
      gameCode: 'Bull',
      roomId: '1',
      items: [firstItem('Bull', 700)],
    });
    await kit.bets.place(member.id, {
      gameCode: 'Bull',
      roomId: '1',
      items: [firstItem('Bull', 300), firstItem('Bull', 200)],
    });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 8_800, heldFen: 1_200 });
    expect(await kit.bets.cancel(member.id, 'Bull', a.orderId)).toMatchObject({ refundFen: 700 });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_500, heldFen: 500 });
    expect(await kit.bets.cancel(member.id, 'Bull')).toMatchObject({ refundFen: 500 });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    const late = await kit.bets.place(member.id, {
      gameCode: 'Bull',
      roomId: '1',
      items: [firstItem('Bull', 100)],
    });
    const issue = await kit.draws.issue('Bull', late.issue);
    kit.clock.set(issue?.closeAt ?? 0);
    await expect(kit.bets.cancel(member.id, 'Bull', late.orderId)).rejects.toMatchObject({
      errorCode: BetErrorCode.NotCancellable,
    });
    // The draw puts the next issues on sale for the tests that follow (they sell only after it).
    kit.clock.set(issue?.drawAt ?? 0);
    await kit.scheduler.tick();
  });

  it('holds the largest possible loss of a card-bull 翻倍 bet and settles the loss from it', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const entry = findGameFamily('Pokerbull')?.playGroups.credit.find((g) => g.key === 'double')?.entries[0];
    const item: BetItem = {
      playId: entry?.playId ?? '',
      position: entry?.position ?? 1,
      amountFen: 100,
      odds: entry?.odds ?? '',
    };
    const r = await kit.bets.place(member.id, { gameCode: 'Pokerbull', roomId: '1', items: [item] });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_500, heldFen: 500 });
    const issue = await kit.draws.issue('Pokerbull', r.issue);
    kit.clock.set((issue?.drawAt ?? 0) + 1);
    await kit.scheduler.tick();
    const drawn = await kit.draws.issue('Pokerbull', r.issue);
    const [s] = settleBets(drawn?.result as GameResult, [
      {
        id: 'x',
        selection: { playId: item.playId, position: item.position ?? 1 },
        stakeFen: 100,
        odds: item.odds,
      },
    ]);
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 10_000 - 100 - (s?.extraLossFen ?? 0) + (s?.payoutFen ?? 0),
      heldFen: 0,
    });
    // The bet row is its own hold: it keeps what it held and what of it went to the house.
    const bet = await t.db
      .selectFrom('bets')
      .select(['held_fen', 'posted_fen', 'hold_id'])
      .where('order_id', '=', r.orderId)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({
      held_fen: 500,
      posted_fen: s?.outcome === 'push' || s?.outcome === 'refund' ? 0 : 100 + (s?.extraLossFen ?? 0),
      hold_id: null,
    });
  });

  it('settles an issue once even when settlement runs again', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const r = await kit.bets.place(member.id, {
      gameCode: 'Baccara',
      roomId: '1',
      items: [firstItem('Baccara', 1_000)],
    });
    const issue = await kit.draws.issue('Baccara', r.issue);
    kit.clock.set((issue?.drawAt ?? 0) + 1);
    await kit.scheduler.tick();
    const after = await balances(t.db, member.id);
    const row = await t.db
      .selectFrom('draw_issues')
      .select('id')
      .where('game_code', '=', 'Baccara')
      .where('issue', '=', r.issue)
      .executeTakeFirstOrThrow();
    // Force the state back as if a crashed process had left it DRAWN: the settled_at guard still holds.
    await t.db.updateTable('draw_issues').set({ state: 'DRAWN' }).where('id', '=', row.id).execute();
    expect(await kit.scheduler.settleIssue(row.id)).toBe(0);
    await kit.scheduler.tick();
    expect(await balances(t.db, member.id)).toEqual(after);
  });
});
