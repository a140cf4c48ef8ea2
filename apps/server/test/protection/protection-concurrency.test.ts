import type { BetItem } from '@qilin/contract';
import { ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import { ProtectionService } from '../../src/modules/protection';
import { balances, buildBetKit, fund } from '../bet/bet-kit';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';

const entry = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries.find((e) => e.playId === 'odd');
const item = (amountFen: number): BetItem => ({ playId: 'odd', amountFen, odds: entry?.odds ?? '' });

/**
 * The loss limit at the wallet under concurrency: 30 orders of one member in flight together at the
 * edge of the limit. Each is checked and counted under the member's protection lock in the
 * transaction that moves its money, so exactly as many pass as fit — to the fen — on PGlite and on
 * PostgreSQL (where the 30 really run in parallel on the pool).
 */
describe(`protection limits under concurrency (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  let protection: ProtectionService;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Tradition28']);
    protection = new ProtectionService(t.db, kit.clock.now);
    kit.bets.useProtection(protection);
    kit.settler.onReturns = (trx, rows) => protection.recordReturns(trx, rows);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  const place = (memberId: number, fen: number) =>
    kit.bets.place(memberId, { gameCode: 'Tradition28', roomId: '1', items: [item(fen)] }).then(
      (r) => ({ ok: true as const, fen: r.totalFen }),
      (err: { errorCode?: number }) => ({ ok: false as const, fen, code: err.errorCode }),
    );

  it('30 parallel bets at the edge of a daily loss limit: exactly the fen that fit', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 1_000_000);
    await protection.setLimit(member.id, 'loss_day', 10_000);
    expect((await place(member.id, 9_000)).ok).toBe(true);
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => place(member.id, 100)));
    const accepted = outcomes.filter((o) => o.ok);
    expect(accepted).toHaveLength(10);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.code === ErrorCode.ProtectionLimitReached)).toBe(
      true,
    );
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 1_000_000 - 10_000,
      heldFen: 10_000,
    });
    expect((await protection.status(member.id)).usage.day).toMatchObject({ stake_fen: 10_000 });
  });

  it('uneven stakes in parallel: the total never passes the limit, and every refusal would have', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 1_000_000);
    const limit = 12_345;
    await protection.setLimit(member.id, 'loss_week', limit);
    const stakes = Array.from({ length: 30 }, (_, i) => 200 + ((i * 379) % 1_300));
    const outcomes = await Promise.all(stakes.map((fen) => place(member.id, fen)));
    const total = outcomes.filter((o) => o.ok).reduce((s, o) => s + o.fen, 0);
    expect(total).toBeLessThanOrEqual(limit);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(total + r.fen).toBeGreaterThan(limit);
    expect(await balances(t.db, member.id)).toMatchObject({ heldFen: total });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('a member without protection still goes through the group commit (no transaction, no guard)', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000);
    let guarded = 0;
    const original = protection.guardStake.bind(protection);
    protection.guardStake = async (...args) => {
      guarded++;
      return original(...args);
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => place(member.id, 100)));
    protection.guardStake = original;
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(guarded).toBe(0);
  });
});
