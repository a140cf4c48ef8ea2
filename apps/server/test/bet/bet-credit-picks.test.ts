import { BetErrorCode, type BetItem, BetMessages } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';
import { buildHttpKit } from './http-kit';

const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A credit item at the catalogue's odds for the entry of `playId` (at `position` where given). */
function credit(code: string, playId: string, extra: Partial<BetItem> = {}): BetItem {
  const entry = findGameFamily(code)
    ?.playGroups.credit.flatMap((g) => g.entries)
    .find((e) => e.playId === playId && (extra.position === undefined || e.position === extra.position));
  if (!entry) throw new Error(`no credit entry ${code}/${playId}`);
  return { playId, amountFen: 100, odds: entry.odds, ...extra };
}

/** Stake-inclusive payout computed here, not by the domain: floor(stake × odds), odds in bp. */
function payout(stakeFen: number, odds: string): number {
  const [whole = '0', frac = ''] = odds.split('.');
  return Number((BigInt(stakeFen) * (BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0')))) / 10_000n);
}

describe(`credit bets carry exactly the numbers of one 注 (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Ffc', 'Cqdb', 'Marksixff', 'Tradition28']);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses hand-made bets that list several numbers for one stake, or a shape the play does not take', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 10_000);
    const refused: [string, BetItem, string][] = [
      [
        'Ffc',
        credit('Ffc', 'ball-digit', { position: 1, numbers: digits }),
        BetMessages.creditPick('1', '号码', '0–9'),
      ],
      ['Ffc', credit('Ffc', 'ball-digit', { position: 1 }), BetMessages.creditPick('1', '号码', '0–9')],
      [
        'Cqdb',
        credit('Cqdb', 'rank-number', { position: 4, numbers: range(1, 10) }),
        BetMessages.creditPick('1', '号码', '1–10'),
      ],
      [
        'Marksixff',
        credit('Marksixff', 'special-number', { numbers: range(1, 49).slice(0, 28) }),
        BetMessages.creditPick('1', '号码', '1–49'),
      ],
      [
        'Marksixff',
        credit('Marksixff', 'regular-number', { numbers: [3, 3] }),
        BetMessages.creditPick('1', '号码', '1–49'),
      ],
      [
        'Marksixff',
        credit('Marksixff', 'two-all', { numbers: [1, 2, 3] }),
        BetMessages.creditPick('2', '号码', '1–49'),
      ],
      [
        'Tradition28',
        credit('Tradition28', 'sum-three', { numbers: [1, 2, 3, 4] }),
        BetMessages.creditPick('3', '号码', '0–27'),
      ],
      ['Ffc', credit('Ffc', 'ball-big', { position: 2, option: 'front' }), BetMessages.invalidSelection],
      ['Tradition28', credit('Tradition28', 'big', { numbers: [13] }), BetMessages.invalidSelection],
    ];
    for (const [gameCode, item, message] of refused)
      await expect(
        kit.bets.place(m.id, { gameCode, roomId: '', items: [item] }),
        JSON.stringify(item),
      ).rejects.toMatchObject({ errorCode: BetErrorCode.InvalidSelection, message });
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
  });

  it('accepts one digit per 注: ten 定位 bets on a ball cost ten stakes and exactly one wins', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 10_000);
    const items = digits.map((d) => credit('Ffc', 'ball-digit', { position: 3, numbers: [d] }));
    const r = await kit.bets.place(m.id, { gameCode: 'Ffc', roomId: '', items });
    expect(r.totalFen).toBe(1_000);
    kit.clock.advance(120_000);
    await kit.scheduler.tick();
    const issue = await kit.draws.issue('Ffc', r.issue);
    expect(issue?.state).toBe('SETTLED');
    const drawn = (issue!.result as { balls: number[] }).balls[2]!;
    const rows = await t.db
      .selectFrom('bets')
      .select(['selection', 'status', 'payout_fen'])
      .where('member_id', '=', m.id)
      .execute();
    expect(rows.filter((b) => b.status === 'won')).toHaveLength(1);
    expect(rows.filter((b) => b.status === 'lost')).toHaveLength(9);
    const won = rows.find((b) => b.status === 'won')!;
    expect(JSON.parse(JSON.stringify(won.selection))).toMatchObject({ numbers: [drawn], position: 3 });
    const pay = payout(100, items[0]!.odds as string);
    expect(Number(won.payout_fen)).toBe(pay);
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 10_000 - 1_000 + pay, heldFen: 0 });
  });
});

describe(`a credit pick refused over HTTP (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit(['Ffc']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  it('answers 400 with the Chinese reason and takes no money', async () => {
    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 5_000);
    const token = await kit.login(member);
    const content = JSON.stringify([credit('Ffc', 'ball-digit', { position: 1, numbers: digits })]);
    const r = await kit.call('POST', '/api/bet/order', { mode: 'credit', game_id: 'Ffc', content }, token);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      error_code: BetErrorCode.InvalidSelection,
      error_message: BetMessages.creditPick('1', '号码', '0–9'),
    });
    expect(await balances(kit.db.db, member.id)).toMatchObject({ balanceFen: 5_000, heldFen: 0 });
  });
});
