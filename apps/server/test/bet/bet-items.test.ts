import { BetErrorCode, type BetItem } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveItems } from '../../src/modules/bet';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const GAME = 'Dream8';
const family = findGameFamily(GAME);
if (!family) throw new Error('Dream8 is not in the catalogue');
const pick = (k: number, numbers?: number[]): BetItem => {
  const entry = family.playGroups.credit.flatMap((g) => g.entries).find((e) => e.playId === `pick-${k}`);
  if (!entry) throw new Error(`no pick-${k}`);
  return { playId: `pick-${k}`, amountFen: 200, odds: entry.odds, ...(numbers && { numbers }) };
};

/** Keno 选k (pick-1..5) needs exactly k distinct numbers of 1..80 at placement, not a refund later. */
describe(`keno pick bets at placement (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, [GAME]);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  it('resolves a pick with exactly k distinct numbers and refuses every other shape', () => {
    for (const k of [1, 2, 3, 4, 5]) {
      const numbers = Array.from({ length: k }, (_, i) => i * 16 + 1);
      expect(resolveItems(family, [pick(k, numbers)])[0]?.selection).toMatchObject({ numbers });
    }
    const refused = [
      pick(3),
      pick(3, []),
      pick(3, [1, 2]),
      pick(3, [1, 2, 3, 4]),
      pick(3, [1, 2, 2]),
      pick(2, [0, 5]),
      pick(2, [5, 81]),
    ];
    for (const item of refused)
      expect(() => resolveItems(family, [item]), JSON.stringify(item)).toThrow(
        expect.objectContaining({ errorCode: BetErrorCode.InvalidSelection }),
      );
  });

  it('takes no money for a refused pick and holds the stake of a valid one', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 10_000);
    await expect(
      kit.bets.place(m.id, { gameCode: GAME, roomId: '', items: [pick(2)] }),
    ).rejects.toMatchObject({ errorCode: BetErrorCode.InvalidSelection });
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    const receipt = await kit.bets.place(m.id, { gameCode: GAME, roomId: '', items: [pick(2, [7, 70])] });
    expect(receipt.items[0]?.selection.numbers).toEqual([7, 70]);
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 9_800, heldFen: 200 });
  });
});
