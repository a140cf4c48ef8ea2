import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { buildCashier, type Cashier, newModel, readyMember } from './cashier-model-kit';
import {
  betCancel,
  betPlace,
  commands,
  depositCreate,
  depositMemberStep,
  depositOperatorStep,
  depositPaidIn,
  MEMBERS,
  STATS,
  venueMove,
  withdrawApply,
  withdrawDecide,
} from './cashier-model-steps';

/**
 * The cashier as members and operators drive it, against a model: deposits (create, "I have
 * transferred", cancel, operator confirm / reject), bets (place, cancel one, cancel all), withdrawals
 * (apply, approve, reject, member cancel) and venue transfers (in, out, all back) in random order,
 * each through its SERVICE. After every step `verify` compares balances and states with the model
 * and reconciles the ledger. Seeded: CASHIER_SEED=<printed seed> reruns a failure.
 */
const SEED = Number(process.env.CASHIER_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe(`cashier model-based property through the services (${testDbKind()})`, () => {
  let t: TestDb;
  let cashier: Cashier;
  beforeAll(async () => {
    t = await createTestDb();
    cashier = await buildCashier(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const freshModel = async (turnoverMultiple: number) => {
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) members.push(await readyMember(cashier));
    return newModel(members, turnoverMultiple);
  };

  it('a fixed scenario takes every success and refusal path the random runs may miss', async () => {
    const model = await freshModel(0);
    const scenario = [
      depositCreate.make({ m: 0, yuan: 5 }), // below the channel minimum
      depositCreate.make({ m: 0, yuan: 300 }),
      depositCreate.make({ m: 0, yuan: 400 }), // one pending order at a time
      depositMemberStep.make({ i: -1, action: 'paid' }),
      depositOperatorStep.make({ i: -1, confirm: true, reason: '' }),
      depositOperatorStep.make({ i: -1, confirm: true, reason: '' }), // credited once only
      depositOperatorStep.make({ i: -1, confirm: false, reason: '重复' }), // confirmed: refused
      depositCreate.make({ m: 1, yuan: 50 }),
      depositOperatorStep.make({ i: -1, confirm: false, reason: '' }), // reason required
      depositOperatorStep.make({ i: -1, confirm: false, reason: '未收到款项' }),
      depositCreate.make({ m: 1, yuan: 60 }),
      depositMemberStep.make({ i: -1, action: 'cancel' }),
      depositMemberStep.make({ i: -1, action: 'paid' }), // cancelled: refused
      depositPaidIn.make({ m: 1, yuan: 200 }),
      betPlace.make({ m: 0, fen: 50 }), // below the minimum stake
      betPlace.make({ m: 0, fen: 5_000 }),
      betPlace.make({ m: 0, fen: 2_000 }),
      betPlace.make({ m: 1, fen: 30_000 }), // more than the wallet
      betCancel.make({ i: 0, all: false, m: 0 }),
      betCancel.make({ i: 0, all: false, m: 0 }), // already cancelled
      betCancel.make({ i: 0, all: true, m: 0 }),
      betCancel.make({ i: 0, all: true, m: 0 }), // nothing left
      withdrawApply.make({ m: 0, fen: 5_000, wrongPassword: false }), // below the minimum
      withdrawApply.make({ m: 0, fen: 10_000, wrongPassword: true }),
      withdrawApply.make({ m: 0, fen: 40_000, wrongPassword: false }), // over withdrawable
      withdrawApply.make({ m: 0, fen: 10_000, wrongPassword: false }),
      withdrawApply.make({ m: 0, fen: 12_000, wrongPassword: false }),
      withdrawApply.make({ m: 1, fen: 15_000, wrongPassword: false }),
      withdrawDecide.make({ i: 0, action: 'approve' }),
      withdrawDecide.make({ i: 0, action: 'approve' }), // answered unchanged
      withdrawDecide.make({ i: 0, action: 'reject' }), // decided: refused
      withdrawDecide.make({ i: 1, action: 'reject' }),
      withdrawDecide.make({ i: 2, action: 'cancel' }),
      venueMove.make({ m: 0, code: 'ag', fen: 3_000, direction: 'in' }),
      venueMove.make({ m: 0, code: 'pg', fen: 1_000, direction: 'in' }),
      venueMove.make({ m: 0, code: 'ag', fen: 5_000, direction: 'out' }), // more than the venue holds
      venueMove.make({ m: 0, code: 'ag', fen: 1_000, direction: 'out' }),
      venueMove.make({ m: 0, code: 'pg', fen: 1, direction: 'allOut' }),
    ];
    await fc.asyncModelRun(() => ({ model, real: cashier }), scenario);
    // m0: 300元 in, 100元 withdrawn (the 120元 one was rejected); m1: 200元 in, its withdrawal cancelled.
    expect(model.members.map((m) => [m.wallet, m.held])).toEqual([
      [20_000, 0],
      [20_000, 0],
    ]);
    expect(model.paidOutFen).toBe(10_000);
  });

  it('random deposits, bets, withdrawals and venue transfers keep the model and every ledger invariant', async () => {
    console.info(`cashier property seed: ${SEED} (rerun with CASHIER_SEED=${SEED})`);
    STATS.clear();
    const pg = testDbKind() === 'pg';
    const numRuns = pg ? (process.env.CI ? 40 : 25) : 8;
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: 60, size: 'large' }),
        // Multiple 0 lets deposits be withdrawn at once; 1 and 2 keep them locked (no bet settles here).
        fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.constant(1), fc.constant(2)),
        async (cmds, turnoverMultiple) => {
          const model = await freshModel(turnoverMultiple);
          await fc.asyncModelRun(() => ({ model, real: cashier }), cmds);
        },
      ),
      { seed: SEED, numRuns },
    );
    console.info(`steps (kind:moved|same → count): ${[...STATS.entries()].sort().join(', ')}`);
  }, 120_000);
});
