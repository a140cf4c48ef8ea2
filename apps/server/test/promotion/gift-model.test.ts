import { giftLock, requiredTurnoverFen, type WageringClaim, wageringProgress } from '@qilin/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { getMemberBalances, reconcile } from '../../src/modules/ledger';
import { PromotionService } from '../../src/modules/promotion';
import { ProtectionService } from '../../src/modules/protection';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { createMember, deposit } from '../ledger/ledger-kit';
import { stake } from './promotion-kit';

/** Seeded so a failure can be replayed: GIFT_SEED=<printed seed> npx vitest run … */
const SEED = Number(process.env.GIFT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MEMBERS = 3;
const CAMPAIGNS = ['vip', 'sign'] as const;

type Op =
  | { op: 'claim'; m: number; key: number; fen: number; x100: number; c: 0 | 1 }
  | { op: 'deposit'; m: number; fen: number }
  | { op: 'stake'; m: number; fen: number; lost: boolean };

const member = fc.nat({ max: MEMBERS - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('claim' as const),
    m: member,
    key: fc.nat({ max: 5 }),
    fen: fc.integer({ min: 1, max: 3_000 }),
    x100: fc.integer({ min: 0, max: 400 }),
    c: fc.constantFrom(0 as const, 1 as const),
  }),
  fc.record({ op: fc.constant('deposit' as const), m: member, fen: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({
    op: fc.constant('stake' as const),
    m: member,
    fen: fc.integer({ min: 1, max: 5_000 }),
    lost: fc.boolean(),
  }),
);

// Model-based: random claims (repeated keys, two budgets), deposits and settled or voided stakes against
// a model of every wallet, budget and wagering requirement; the ledger must reconcile after each run,
// the promotion account must equal minus every gift paid, and no budget may pass its cap.
describe(`gift ledger model (${testDbKind()}, seed ${SEED})`, () => {
  let t: TestDb;
  let promotion: PromotionService;
  beforeAll(async () => {
    t = await createTestDb();
    promotion = new PromotionService(new ProtectionService(t.db, () => new Date()));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the ledger balanced and the budgets and wagering exact under random claims', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 8_000 }),
        async (ops, cap) => {
          const ids = await Promise.all(Array.from({ length: MEMBERS }, () => createMember(t.db, 'gm')));
          await t.db
            .updateTable('promotion_budgets')
            .set({ budget_fen: cap, spent_fen: 0 })
            .where('campaign', '=', 'vip')
            .execute();
          await t.db
            .updateTable('promotion_budgets')
            .set({ budget_fen: null, spent_fen: 0 })
            .where('campaign', '=', 'sign')
            .execute();
          const promoBefore = await promoBalance();
          const wallet = ids.map(() => 0);
          const worked = ids.map(() => 0);
          const claims: WageringClaim[][] = ids.map(() => []);
          const keys = ids.map(() => new Set<string>());
          const spent = { vip: 0, sign: 0 };
          let paid = 0;
          for (const o of ops) {
            const id = ids[o.m] as number;
            if (o.op === 'deposit') {
              await deposit(t.db, id, o.fen);
              wallet[o.m] = (wallet[o.m] as number) + o.fen;
            } else if (o.op === 'stake') {
              if (o.fen > (wallet[o.m] as number)) continue;
              await stake(t.db, id, o.fen, o.lost ? 'lost' : 'void');
              if (o.lost) {
                wallet[o.m] = (wallet[o.m] as number) - o.fen;
                worked[o.m] = (worked[o.m] as number) + o.fen;
              }
            } else {
              const campaign = CAMPAIGNS[o.c];
              const key = `k${o.key}`;
              const expectRefusal = keys[o.m]?.has(key)
                ? 41701
                : campaign === 'vip' && spent.vip + o.fen > cap
                  ? 41704
                  : null;
              const result = await t.db
                .transaction()
                .execute((trx) =>
                  promotion.claim(trx, {
                    memberId: id,
                    campaign,
                    key,
                    type: 'activity_gift',
                    amountFen: o.fen,
                    wageringX100: o.x100,
                  }),
                )
                .then(
                  () => null,
                  (e: unknown) => (e instanceof AppError ? e.errorCode : e),
                );
              expect(result).toBe(expectRefusal);
              if (expectRefusal !== null) continue;
              keys[o.m]?.add(key);
              spent[campaign] += o.fen;
              paid += o.fen;
              wallet[o.m] = (wallet[o.m] as number) + o.fen;
              claims[o.m]?.push({
                amountFen: o.fen,
                requiredFen: requiredTurnoverFen(o.fen, o.x100),
                markFen: worked[o.m] as number,
              });
            }
          }
          expect((await reconcile(t.db)).ok).toBe(true);
          expect((await promoBalance()) - promoBefore + paid).toBe(0);
          const budgets = await t.db.selectFrom('promotion_budgets').selectAll().execute();
          const byCampaign = Object.fromEntries(budgets.map((b) => [b.campaign, b.spent_fen]));
          expect(byCampaign).toMatchObject(spent);
          expect(spent.vip).toBeLessThanOrEqual(cap);
          for (let i = 0; i < MEMBERS; i++) {
            const id = ids[i] as number;
            const b = await getMemberBalances(t.db, id);
            expect(b.balanceFen).toBe(wallet[i]);
            const p = wageringProgress(claims[i] ?? [], worked[i] as number);
            const lock = giftLock(p.openGiftFen, b.balanceFen, b.withdrawableFen);
            expect(await promotion.wagering(t.db, id)).toEqual({
              lockedFen: lock.lockedFen,
              turnoverLeftFen: p.remainingTurnoverFen,
              withdrawableFen: lock.withdrawableFen,
            });
          }
        },
      ),
      { seed: SEED, numRuns: 12 },
    );
  });

  async function promoBalance(): Promise<number> {
    const r = await t.db
      .selectFrom('ledger_accounts')
      .select('balance_fen')
      .where('kind', '=', 'promotion')
      .executeTakeFirst();
    return r?.balance_fen ?? 0;
  }
});
