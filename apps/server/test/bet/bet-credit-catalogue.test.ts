import { type BetItem, BetMessages } from '@qilin/contract';
import {
  type CatalogueEntry,
  creditNumberPick,
  findGameFamily,
  type GameResult,
  isCreditParlay,
  settleBets,
} from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';
import { buildHttpKit } from './http-kit';

const STATUS = { win: 'won', lose: 'lost', push: 'push', refund: 'refunded' } as const;

/** What the odds grid sends for an entry: the cell, plus its picked numbers or 过关 legs. */
function gridItem(code: string, e: CatalogueEntry, amountFen: number): BetItem {
  const family = findGameFamily(code)!;
  const pick = creditNumberPick(family.gameType, e.playId);
  const legs = isCreditParlay(family.gameType, e.playId) ? '1:big,3:red,5:odd' : undefined;
  return {
    playId: e.playId,
    ...(e.option !== undefined && { option: e.option }),
    ...(legs && { option: legs }),
    ...(e.position !== undefined && { position: e.position }),
    ...(pick && { numbers: Array.from({ length: pick.count }, (_, i) => pick.max - i) }),
    amountFen,
    odds: e.odds,
  };
}

const GAMES = ['Marksixff', 'Ffc', 'Bull'];

/** Every credit cell of 六合彩, 时时彩 and 牛牛 — 半波, 五行, 正码1-6, 一肖, 尾数, 六肖, 连码, 过关, 牛值… */
describe(`every credit entry is accepted as the grid sends it and settles (${testDbKind()})`, () => {
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

  it('places one bet per entry, draws, and settles each exactly as the domain does — none refunded', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 1_000_000);
    let staked = 0;
    const receipts = [];
    for (const code of GAMES) {
      const family = findGameFamily(code)!;
      const items = family.playGroups.credit
        .flatMap((g) => g.entries)
        .map((e) => gridItem(code, e, family.limits.minFen * 10));
      expect(items.length).toBeGreaterThan(20);
      for (let i = 0; i < items.length; i += 50) {
        const r = await kit.bets.place(member.id, {
          gameCode: code,
          roomId: '',
          items: items.slice(i, i + 50),
        });
        staked += r.totalFen;
        receipts.push(r);
      }
    }
    kit.clock.advance(400_000);
    await kit.scheduler.tick();
    let paid = 0;
    for (const r of receipts) {
      const issue = await kit.draws.issue(r.gameId, r.issue);
      expect(issue?.state).toBe('SETTLED');
      for (const item of r.items) {
        const bet = await t.db
          .selectFrom('bets')
          .select(['status', 'payout_fen'])
          .where('id', '=', item.betId)
          .executeTakeFirstOrThrow();
        const [s] = settleBets(issue!.result as GameResult, [
          { id: 'x', selection: { ...item.selection }, stakeFen: item.amountFen, odds: item.odds },
        ]);
        const label = `${r.gameId} ${JSON.stringify(item.selection)}`;
        expect(bet.status, label).toBe(STATUS[s!.outcome]);
        expect(bet.status, label).not.toBe('refunded');
        expect(Number(bet.payout_fen), label).toBe(s!.payoutFen);
        paid += s!.payoutFen;
      }
    }
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 1_000_000 - staked + paid,
      heldFen: 0,
    });
  });
});

describe(`a six-leg 过关 over HTTP (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit(['Marksixff']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  it('accepts legs on all six 正码 (a 47-character option) and refuses two legs on one 正码', async () => {
    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 5_000);
    const token = await kit.login(member);
    const parlay = findGameFamily('Marksixff')!
      .playGroups.credit.flatMap((g) => g.entries)
      .find((e) => e.playId === 'parlay')!;
    const order = (option: string) =>
      kit.call(
        'POST',
        '/api/bet/order',
        {
          mode: 'credit',
          game_id: 'Marksixff',
          content: JSON.stringify([{ playId: 'parlay', option, amountFen: 100, odds: parlay.odds }]),
        },
        token,
      );
    const six = '1:small,2:small,3:green,4:green,5:small,6:small';
    expect(six.length).toBe(47);
    const ok = await order(six);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const twice = await order('1:big,1:red');
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ success: false, error_message: BetMessages.invalidSelection });
    expect(await balances(kit.db.db, member.id)).toMatchObject({ balanceFen: 4_900, heldFen: 100 });
  });
});
